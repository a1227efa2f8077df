import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AuditRecord, AuditService } from '../audit/audit-service.js';
import { isAdmin, type Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { completionOf, publishFields } from '../contracts/completion.js';
import {
  columnFields,
  websiteKey,
  type BusinessStatus,
  type BusinessView,
  type CreateBusinessInput,
  type ProfileColumns,
  type UpdateBusinessInput,
} from '../contracts/businesses.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { FlagService } from '../flags/flag-service.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { publishedEmail, rejectedEmail } from '../mail/templates.js';
import type { StorageService } from '../storage/storage-service.js';
import type { BusinessArchive } from './business-archive.js';
import { BusinessModel } from './business-model.js';
import type { NotificationService } from '../notifications/notification-service.js';
import type { BusinessViews } from './business-views.js';
import { reviewedFieldsDiffer, reviewedProfileOf } from './business-review.js';
import type { Page, PageInput } from '../contracts/paging.js';
import type { PostalAddress } from '../contracts/postal-address.js';
import { SAMPLE_OWNER_ROLE } from './sample-data.js';
import { addressLineOf } from '../contracts/postal-address.js';

export type { BusinessView };

export const DUPLICATE_WEBSITE = 'A business with this website already exists in your account';

/** The files a business may reference are its owner's (docs/decisions.md#businesses). */
const logoCheck = { field: 'logoUrl', message: 'Logo must be an image you uploaded', folders: ['logos'] } as const;
const cardCheck = { field: 'cardImageUrl', message: 'Business card image must be one you uploaded', folders: ['cards'] } as const;

interface Deps {
  events: EventBus;
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  flags: FlagService;
  mailer: Mailer;
  storage: StorageService;
  businessArchive: BusinessArchive;
  audit: AuditService;
  businessViews: BusinessViews;
  notifications: NotificationService;
}

/** Where a request came from, for the audit trail (absent: the command line, or a test). */
export interface WriteOptions {
  origin?: RequestOrigin;
}

/**
 * How the console moderates (BusinessAdminService): a new status, or none; an admin's edit of an approved
 * business is approved with it; and every change is an audited admin action, whoever owns the business.
 */
export interface ModerationOptions extends WriteOptions {
  /** With a rejection, the reason its owner is told by e-mail (and the audit trail keeps). */
  moderation: { status?: BusinessStatus; reason?: string };
}

/** The publish message, 400 naming the required fields that are blank (docs/decisions.md#businesses). */
function assertComplete(business: Parameters<typeof completionOf>[0]): void {
  const { missingFields } = completionOf(business, publishFields);
  if (missingFields.length) {
    throw new ValidationError(`Please complete: ${missingFields.map((f) => f.label).join(', ')}`, { missingFields });
  }
}

/** The street address's parts as the business's columns (null clears them). */
function addressColumns(a: PostalAddress | null): Pick<BusinessModel, 'addressStreet' | 'addressCity' | 'addressRegion' | 'addressPostalCode'> {
  return { addressStreet: a?.street ?? null, addressCity: a?.city ?? null, addressRegion: a?.region ?? null, addressPostalCode: a?.postalCode ?? null };
}

/** A new business's profile columns, every field of the list: as given, or empty (the lists default to none). */
function profileColumnsOf(input: CreateBusinessInput): ProfileColumns {
  return Object.fromEntries(columnFields.map((f) => [f, input[f] ?? null])) as ProfileColumns;
}

function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/**
 * How long the owner's rejection e-mail is held back: the admin's toast offers Undo for 5 s (longer while
 * the pointer rests on it), and an undone rejection must not have told the owner anything.
 */
export const REJECTION_EMAIL_HOLD_SECONDS = 60;

/**
 * Business profiles. Owners see and change only their own (another owner's business is a 404); admins
 * see and change all. `userId` always comes from the caller.
 */
export class BusinessService {
  private readonly d: Deps;

  constructor({ events, db, clock, config, log, flags, mailer, storage, businessArchive, audit, businessViews, notifications }: Deps) {
    this.d = { events, db, clock, config, log, flags, mailer, storage, businessArchive, audit, businessViews, notifications };
  }

  /**
   * Writes `action` on `business` to the audit trail in the change's transaction when an admin takes it
   * on another owner's business (docs/decisions.md#developer-mode-and-the-audit-trail).
   */
  private audited(trx: Knex, caller: Caller, business: BusinessModel, action: string, origin?: RequestOrigin, details: AuditRecord['details'] = {}, { always = false } = {}) {
    const event = { actor: caller, action, subject: { type: 'business', id: business.id }, details: { name: business.name, ...details }, origin };
    return this.d.audit.recordForOwner(business.userId, event, trx, { always });
  }

  private model(db: Knex = this.d.db) {
    return BusinessModel.bindKnex(db);
  }

  private now(): string {
    return this.d.clock.now().toISOString();
  }

  private changed(businessId: number): void {
    this.d.events.emit('business.changed', { businessId });
  }

  /** The business as the API answers with it: the core's fields and each feature's (BusinessViews). */
  private view(b: BusinessModel, db?: Knex): Promise<BusinessView> {
    return this.d.businessViews.one(b, db);
  }

  /** The caller's own businesses (an admin's: all), newest first. */
  async list(caller: Caller): Promise<BusinessView[]> {
    const query = this.model().query().orderBy('createdAt', 'desc').orderBy('id', 'desc');
    if (!isAdmin(caller)) query.where({ userId: caller.id });
    return this.d.businessViews.of(await query);
  }

  /** One page of `list`, and how many businesses the whole list holds (`GET /api/businesses`, `pageRules.businesses`). */
  async page(caller: Caller, { offset, limit }: PageInput): Promise<Page<BusinessView>> {
    const mine = () => (isAdmin(caller) ? this.model().query() : this.model().query().where({ userId: caller.id }));
    const [total, rows] = await Promise.all([mine().resultSize(), mine().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit)]);
    return { items: await this.d.businessViews.of(rows), total };
  }

  /**
   * A business the caller may see, or 404 (never revealing that another owner's exists). With `lock`
   * (inside a transaction) the row stays locked until it ends, so a check and the write it guards see the
   * same row; SQLite's single writer already serialises transactions.
   */
  private async find(caller: Caller, id: number, db?: Knex, { lock = false } = {}): Promise<BusinessModel> {
    const query = this.model(db).query().findById(id);
    if (lock && db && isPostgres(db)) query.forUpdate();
    const business = await query;
    if (!business || (!isAdmin(caller) && business.userId !== caller.id)) throw new NotFoundError('Business not found');
    return business;
  }

  /** Full views for ids, in the order given (the admin list pages by id, then shows the whole record). */
  async viewsOf(ids: number[]): Promise<BusinessView[]> {
    if (!ids.length) return [];
    const byId = new Map((await this.model().query().whereIn('id', ids)).map((b) => [b.id, b]));
    return this.d.businessViews.of(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }

  /**
   * A business the caller may see, or 404. With `trx` (a feature's change to its own data of the business)
   * it is read and held in that transaction, as the core's own changes hold it.
   */
  async get(caller: Caller, id: number, { trx }: { trx?: Knex.Transaction } = {}): Promise<BusinessView> {
    return this.view(await this.find(caller, id, trx, { lock: Boolean(trx) }), trx);
  }

  private async assertNoDuplicate(db: Knex, userId: number, key: string | null, exceptId?: number): Promise<void> {
    if (!key) return;
    const query = this.model(db).query().where({ userId, websiteKey: key });
    if (exceptId) query.whereNot({ id: exceptId });
    const existing = await query.first();
    if (existing) {
      throw new ConflictError(DUPLICATE_WEBSITE, { existingBusiness: await this.d.businessViews.brief(existing, db) });
    }
  }

  /**
   * Creates a business for the caller. The first one is primary; a duplicate website is a 409; its logo
   * and card image, when they are stored files, must be the caller's (a 400 otherwise).
   */
  async create(caller: Caller, input: CreateBusinessInput, options: { isTestData?: boolean } = {}): Promise<BusinessView> {
    await this.d.storage.ownKey(input.logoUrl, caller.id, logoCheck);
    const cardImageKey = await this.d.storage.ownKey(input.cardImageUrl, caller.id, cardCheck);
    const business = await this.d.db.transaction(async (trx) => {
      const owned = await this.model(trx).query().where({ userId: caller.id }).resultSize();
      if (owned > 0 && !isAdmin(caller) && !this.d.flags.isEnabled('multipleBusinesses', caller)) {
        throw new ForbiddenError('Your account can have one business during the beta');
      }
      const key = websiteKey(input.website);
      await this.assertNoDuplicate(trx, caller.id, key);
      const now = this.now();
      return this.model(trx)
        .query()
        .insertAndFetch({
          userId: caller.id,
          ...profileColumnsOf(input),
          websiteKey: key,
          address: input.address ?? addressLineOf(input.postalAddress ?? null),
          ...addressColumns(input.postalAddress ?? null),
          cardImageKey,
          status: 'pending',
          published: false,
          isPrimary: owned === 0,
          isTestData: options.isTestData ?? false,
          extractedData: input.extractedData ?? null,
          createdAt: now,
          updatedAt: now,
          publishedAt: null,
        });
    });
    this.d.log.info({ businessId: business.id, userId: caller.id }, 'business created');
    this.changed(business.id);
    return this.view(business);
  }

  /**
   * Saves profile fields. A published business stays complete: a save that would leave one of the five
   * required fields blank is refused with the publish message, and nothing is saved. A new logo that is
   * a stored file must be the business owner's, whoever saves it (docs/decisions.md#businesses).
   */
  async update(caller: Caller, id: number, input: UpdateBusinessInput, options: WriteOptions | ModerationOptions = {}): Promise<BusinessView> {
    const { origin } = options;
    const moderation = 'moderation' in options ? options.moderation : undefined;
    let rejected = false;
    let unrejected = false;
    const updated = await this.d.db.transaction(async (trx) => {
      const business = await this.find(caller, id, trx, { lock: true });
      // The console's status-only request saves no fields; the owners' route saves what it is sent.
      const edited = !moderation || Object.keys(input).length > 0;
      const saved = edited ? await this.saveFields(trx, caller, business, input) : business;
      if (edited) await this.audited(trx, caller, business, 'business.updated', origin, { fields: Object.keys(input) }, { always: Boolean(moderation) });
      if (!moderation) return saved;
      // The console: a change of state goes to the audit trail; an admin's own edit of an approved business is approved with it.
      const status = moderation.status ?? business.status;
      const moderated = status !== business.status;
      if (!moderated && !(edited && status === 'approved')) return saved;
      const result = await this.applyStatus(trx, saved, status);
      const reason = status === 'rejected' ? moderation.reason : undefined;
      if (moderated) await this.audited(trx, caller, business, 'business.moderated', origin, { from: business.status, to: status, ...(reason ? { reason } : {}) }, { always: true });
      if (moderated && (status === 'approved' || status === 'rejected')) await this.noticeOfDecision(trx, business, status, reason);
      rejected = moderated && status === 'rejected';
      unrejected = moderated && business.status === 'rejected';
      return result;
    });
    this.changed(id);
    if (rejected) await this.tellRejected(updated, moderation?.reason);
    // An undone rejection: its e-mail, still held, never goes.
    if (unrejected) await this.d.mailer.withdrawHeld(id, 'rejected');
    return this.view(updated);
  }

  /** The profile fields of an update, in its transaction (`business` locked). */
  private async saveFields(trx: Knex.Transaction, caller: Caller, business: BusinessModel, input: UpdateBusinessInput): Promise<BusinessModel> {
    const { id } = business;
    if (business.published) assertComplete({ ...business, ...input });
    if (input.logoUrl !== undefined && input.logoUrl !== business.logoUrl) await this.d.storage.ownKey(input.logoUrl, business.userId, logoCheck, trx);
    const { postalAddress, ...fields } = input;
    const patch: Partial<BusinessModel> = { ...fields, updatedAt: this.now() };
    if (postalAddress !== undefined) {
      Object.assign(patch, addressColumns(postalAddress));
      // Edited street fields rewrite the display line, unless the same request gives one.
      if (input.address === undefined) patch.address = addressLineOf(postalAddress);
    }
    if (input.website !== undefined) {
      patch.websiteKey = websiteKey(input.website);
      await this.assertNoDuplicate(trx, business.userId, patch.websiteKey, business.id);
    }
    const saved = await this.model(trx).query().patchAndFetchById(id, patch);
    // An owner's change to what an admin approved goes back to the queue (docs/decisions.md#moderation).
    if (business.status === 'approved' && !isAdmin(caller) && reviewedFieldsDiffer(business, saved)) {
      return this.model(trx).query().patchAndFetchById(id, { status: 'pending' });
    }
    return saved;
  }

  /** Publishes to the directory once the five required fields are filled (400 naming the missing ones). */
  async publish(caller: Caller, id: number, { origin }: WriteOptions = {}): Promise<BusinessView> {
    const { business, published } = await this.d.db.transaction(async (trx) => {
      const business = await this.find(caller, id, trx, { lock: true });
      assertComplete(business);
      if (business.published) return { business, published: undefined };
      const now = this.now();
      const published = await this.model(trx).query().patchAndFetchById(id, { published: true, publishedAt: now, updatedAt: now });
      await this.audited(trx, caller, business, 'business.published', origin);
      return { business, published };
    });
    if (!published) return this.view(business);
    const owner = await this.d.db('users').where({ id: business.userId }).first('email', 'name');
    if (owner) {
      await this.d.mailer.send({
        to: owner.email,
        userId: business.userId,
        email: publishedEmail(owner.name, business.name, this.d.config.server.publicUrl),
      });
    }
    this.d.log.info({ businessId: id }, 'business published');
    this.changed(id);
    return this.view(published);
  }

  /** The owner's notification centre hears of an admin's decision, in the decision's transaction. */
  private async noticeOfDecision(trx: Knex.Transaction, business: BusinessModel, status: 'approved' | 'rejected', reason: string | undefined): Promise<void> {
    const link = `/pioneer-profile/${business.id}`;
    await this.d.notifications.notify(
      business.userId,
      status === 'approved'
        ? { kind: 'business.approved', title: `${business.name} was approved`, body: 'It is listed in the directory as you wrote it.', link }
        : { kind: 'business.rejected', title: `${business.name} was not approved`, body: reason ? `The reviewer wrote: ${reason}` : 'Edit the profile and publish it again for another review.', link },
      trx,
    );
  }

  /** The owner is told their business was rejected, with the admin's reason when there is one. */
  private async tellRejected(business: BusinessModel, reason: string | undefined): Promise<void> {
    const owner = await this.d.db('users').where({ id: business.userId }).first('email', 'name', 'role');
    if (!owner || owner.role === SAMPLE_OWNER_ROLE) return;
    await this.d.mailer.send({
      to: owner.email,
      userId: business.userId,
      email: rejectedEmail(owner.name, business.name, reason ?? null, this.d.config.server.publicUrl),
      hold: { seconds: REJECTION_EMAIL_HOLD_SECONDS, businessId: business.id },
    });
  }

  async unpublish(caller: Caller, id: number, { origin }: WriteOptions = {}): Promise<BusinessView> {
    const unpublished = await this.d.db.transaction(async (trx) => {
      const business = await this.find(caller, id, trx, { lock: true });
      await this.audited(trx, caller, business, 'business.unpublished', origin, { wasPublished: business.published });
      return this.model(trx).query().patchAndFetchById(id, { published: false, updatedAt: this.now() });
    });
    this.changed(id);
    return this.view(unpublished);
  }

  /** Moves the primary mark to this business: one primary per owner. */
  async setPrimary(caller: Caller, id: number, { origin }: WriteOptions = {}): Promise<BusinessView> {
    const updated = await this.d.db.transaction(async (trx) => {
      const business = await this.find(caller, id, trx);
      await this.audited(trx, caller, business, 'business.primary_set', origin);
      const now = this.now();
      await this.model(trx).query().where({ userId: business.userId, isPrimary: true }).whereNot({ id }).patch({ isPrimary: false, updatedAt: now });
      return this.model(trx).query().patchAndFetchById(id, { isPrimary: true, updatedAt: now });
    });
    return this.view(updated);
  }

  /** Admins: moderation state. An approval keeps the reviewed fields as they stand (docs/decisions.md#moderation). */
  async setStatus(id: number, status: BusinessStatus): Promise<BusinessView> {
    const moderated = await this.d.db.transaction(async (trx) => {
      const query = this.model(trx).query().findById(id);
      if (isPostgres(trx)) query.forUpdate();
      const business = await query;
      if (!business) throw new NotFoundError('Business not found');
      return this.applyStatus(trx, business, status);
    });
    this.changed(id);
    return this.view(moderated);
  }

  /** Sets the moderation state of `business` (locked in `trx`); an approval keeps its reviewed fields as they stand. */
  private async applyStatus(trx: Knex, business: BusinessModel, status: BusinessStatus): Promise<BusinessModel> {
    const now = this.now();
    const approval = status === 'approved' ? { approvedProfile: reviewedProfileOf(business), approvedAt: now } : {};
    return this.model(trx).query().patchAndFetchById(business.id, { status, updatedAt: now, ...approval });
  }

  /** Whose business this is and whether it is published, whoever asks (for what serves everyone). Undefined when there is none. */
  async standing(id: number): Promise<{ userId: number; published: boolean } | undefined> {
    const row = await this.d.db('businesses').where({ id }).first('userId', 'published');
    return row && { userId: Number(row.userId), published: Boolean(row.published) };
  }

  /** The sample owners' businesses, by id (what features write sample data for). */
  async samples(): Promise<BusinessView[]> {
    const sampleOwners = this.d.db('users').where({ role: SAMPLE_OWNER_ROLE }).select('id');
    return this.d.businessViews.of(await this.model().query().whereIn('userId', sampleOwners).orderBy('id'));
  }

  /**
   * Deletes a business, every feature's rows for it (their foreign keys cascade) and the files of both:
   * its card and logo, its promotions' images and the rest every feature names for it, those of its owner
   * that nothing else still uses (never another owner's, whatever a row pointed at). Returns it as it was.
   */
  async remove(caller: Caller, id: number, { within }: { within?: (trx: Knex.Transaction, business: BusinessView) => Promise<unknown> } = {}): Promise<BusinessView> {
    const business = await this.view(await this.find(caller, id));
    const { files } = await this.d.businessArchive.snapshot([id]);
    await this.d.db.transaction(async (trx) => {
      const deleted = await this.model(trx).query().deleteById(id);
      if (!deleted) throw new NotFoundError('Business not found');
      await within?.(trx, business);
    });
    await this.d.storage.removeUnused(files, [business.userId]);
    this.d.log.info({ businessId: id, by: caller.id }, 'business deleted');
    this.changed(id);
    return business;
  }
}
