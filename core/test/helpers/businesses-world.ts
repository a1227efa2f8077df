import type { AuditService } from '../../src/audit/audit-service.js';
import type { Caller } from '../../src/auth/caller.js';
import { insertUser } from '../../src/accounts/seats.js';
import type { BusinessArchive } from '../../src/businesses/business-archive.js';
import { BusinessService } from '../../src/businesses/business-service.js';
import { BusinessViews } from '../../src/businesses/business-views.js';
import type { EventBus } from '../../src/events/event-bus.js';
import type { FlagService } from '../../src/flags/flag-service.js';
import type { Mailer } from '../../src/mail/mailer.js';
import type { PushService } from '../../src/notifications/push-service.js';
import { NotificationService } from '../../src/notifications/notification-service.js';
import type { SettingsService } from '../../src/accounts/settings-service.js';
import type { StorageService } from '../../src/storage/storage-service.js';
import { fake, recordingAudit, recordingMailer, unitPlatform, type UnitPlatform } from './unit-platform.js';

/**
 * `BusinessService` without HTTP: built directly on a real in-memory database, its ports faked — mail
 * and the audit trail recorded, `business.changed` events collected, flags at their off value, and
 * storage holding no files (a business here has no logo or card image).
 */
export interface BusinessesWorld {
  platform: UnitPlatform;
  businesses: BusinessService;
  mailer: ReturnType<typeof recordingMailer>;
  audit: ReturnType<typeof recordingAudit>;
  /** The ids each `business.changed` named, in order (null: many at once). */
  changed: Array<number | null>;
  /** A new account to act as. */
  owner(name: string, role?: Caller['role']): Promise<Caller>;
}

export async function businessesWorld(): Promise<BusinessesWorld> {
  const platform = await unitPlatform();
  const { db, clock, config, log } = platform;
  const mailer = recordingMailer();
  const audit = recordingAudit();
  const changed: Array<number | null> = [];
  const storage = fake<StorageService>({ ownKey: async () => null, keyOf: () => null, urlOrNull: () => null });
  const businesses = new BusinessService({
    db,
    clock,
    config,
    log,
    mailer: fake<Mailer>(mailer),
    audit: fake<AuditService>(audit),
    events: fake<EventBus>({ emit: (_name, { businessId }) => void changed.push(businessId) }),
    flags: fake<FlagService>({ isEnabled: () => false }),
    storage,
    businessArchive: fake<BusinessArchive>({}),
    businessViews: new BusinessViews({ db, storage }),
    notifications: new NotificationService({ db, clock, config, log, mailer: fake<Mailer>(mailer), settings: fake<SettingsService>({}), audit: fake<AuditService>(audit), push: fake<PushService>({ send: async () => undefined, idle: async () => undefined }) }),
  });
  return {
    platform,
    businesses,
    mailer,
    audit,
    changed,
    async owner(name, role = 'business_owner') {
      const email = `${name.toLowerCase().replaceAll(' ', '.')}@tapin.example`;
      const user = await insertUser(db, clock.now(), { email, name, role, passwordHash: null });
      return { id: user.id, email, name, role };
    },
  };
}
