import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import type { AuditService } from '../audit/audit-service.js';
import type { Caller } from '../auth/caller.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { countOf } from '../db/rows.js';
import { readTime } from '../db/model.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { spotOpenedEmail } from '../mail/templates.js';
import type { AccountService } from './account-service.js';
import { publicUser, type PublicUser } from './models.js';
import type { RegistrationLock } from './registration-lock.js';
import type { SignInService } from './sign-in-service.js';

export interface WaitlistEntry {
  id: number;
  email: string;
  name: string;
  /** 1-based, dense, in order of arrival: always computed, so it can never have gaps or repeats. */
  position: number;
  createdAt: string;
}

export type WaitlistTarget = { next: true } | { id: number } | { email: string };

export interface Admission {
  user: PublicUser;
  /** The entry as it was, with its position before it left. */
  entry: WaitlistEntry;
}

interface Deps {
  db: Knex;
  config: Config;
  log: Logger;
  mailer: Mailer;
  accounts: AccountService;
  signIn: SignInService;
  registrationLock: RegistrationLock;
  audit: AuditService;
}

/**
 * The waitlist behind the beta seats: admitting (the next in line or a named entry) creates the account
 * from the registration kept on file and e-mails an instant access link; removing renumbers the rest.
 */
export class WaitlistService {
  private readonly d: Deps;

  constructor({ db, config, log, mailer, accounts, signIn, registrationLock, audit }: Deps) {
    this.d = { db, config, log, mailer, accounts, signIn, registrationLock, audit };
  }

  /** Entries with their positions, in line order. */
  positioned(db: Knex = this.d.db) {
    return db
      .from('waitlist_entries')
      .select('id', 'email', 'name', 'createdAt', db.raw('row_number() over (order by id) as position'));
  }

  async list(): Promise<WaitlistEntry[]> {
    return (await this.positioned().orderBy('id')).map(toEntry);
  }

  private async find(db: Knex, target: WaitlistTarget): Promise<WaitlistEntry> {
    const query = db.from(this.positioned(db).as('w')).select('*');
    if ('next' in target) query.orderBy('position').limit(1);
    else if ('id' in target) query.where({ id: target.id });
    else query.where({ email: target.email.trim().toLowerCase() });
    const row = await query.first();
    if (!row) throw new NotFoundError('next' in target ? 'The waitlist is empty' : 'Waitlist entry not found');
    return toEntry(row);
  }

  /** The console's waitlist resource. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<WaitlistEntry>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'waitlist',
        db: this.d.db,
        query: () => this.d.db.from(this.positioned().as('w')).select('id', 'email', 'name', 'position', 'createdAt'),
        sortable: { id: 'id', position: 'position', email: 'email', name: 'name', createdAt: 'createdAt' },
        filters: { q: { column: 'email', op: 'contains' }, email: { column: 'email', op: 'contains' } },
        defaultSort: ['position', 'ASC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(toEntry) };
  }

  async get(id: number): Promise<WaitlistEntry> {
    return this.find(this.d.db, { id });
  }

  async seatsFree(): Promise<number> {
    return Math.max(0, this.d.config.accounts.betaLimit - (await this.d.accounts.seatsTaken()));
  }

  /**
   * Admits an entry when a seat is free (or when forced by an admin): creates the account with the
   * password they registered with, and e-mails the "spot opened" message with an instant access link.
   */
  async admit(
    target: WaitlistTarget,
    { force = false, actor = null, origin }: { force?: boolean; actor?: Caller | null; origin?: RequestOrigin } = {},
  ): Promise<Admission> {
    const { accounts, config } = this.d;
    const { user, entry } = await this.d.registrationLock.run(async (trx) => {
      const entry = await this.find(trx, target);
      const role = accounts.isAdminEmail(entry.email) ? 'admin' : 'business_owner';
      const taken = await accounts.seatsTaken(trx);
      if (role === 'business_owner' && taken >= config.accounts.betaLimit && !force) {
        throw new ConflictError(
          `No free seat: ${taken} of ${config.accounts.betaLimit} seats are taken. Admit anyway with force.`,
          { seatsTaken: taken, betaLimit: config.accounts.betaLimit },
        );
      }
      const row = await trx('waitlist_entries').where({ id: entry.id }).first('passwordHash');
      await trx('waitlist_entries').where({ id: entry.id }).delete();
      const user = await accounts.insertUser(trx, { email: entry.email, name: entry.name, role, passwordHash: row.passwordHash });
      const details = { email: entry.email, position: entry.position, userId: user.id, forced: force };
      await this.d.audit.record({ actor, action: 'waitlist.admitted', subject: { type: 'waitlist', id: entry.id }, details, origin }, trx);
      return { user, entry };
    });
    const link = await this.d.signIn.createInstantLink(user.id);
    await this.d.mailer.send({ to: user.email, userId: user.id, email: spotOpenedEmail(user.name, link, config.auth.instantAccessHours) });
    this.d.log.info({ userId: user.id, position: entry.position, forced: force, by: actor?.id ?? 'cli' }, 'admitted from the waitlist');
    return { user: publicUser(user), entry };
  }

  /** Removes an entry; everyone behind it moves up one place. */
  async remove(target: WaitlistTarget, actor: Caller | null = null, origin?: RequestOrigin): Promise<WaitlistEntry> {
    const entry = await this.d.registrationLock.run(async (trx) => {
      const entry = await this.find(trx, target);
      await trx('waitlist_entries').where({ id: entry.id }).delete();
      const details = { email: entry.email, position: entry.position };
      await this.d.audit.record({ actor, action: 'waitlist.removed', subject: { type: 'waitlist', id: entry.id }, details, origin }, trx);
      return entry;
    });
    this.d.log.info({ position: entry.position, by: actor?.id ?? 'cli' }, 'removed from the waitlist');
    return entry;
  }

  async count(): Promise<number> {
    return countOf(await this.d.db('waitlist_entries').count({ count: '*' }).first());
  }
}

function toEntry(row: Record<string, unknown>): WaitlistEntry {
  return {
    id: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    position: Number(row.position),
    createdAt: readTime(row.createdAt)!,
  };
}
