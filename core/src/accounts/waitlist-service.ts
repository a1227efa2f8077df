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
import { publicUser, type PublicUser } from './models.js';
import type { Seats } from './seats.js';

export interface WaitlistEntry {
  id: number;
  email: string;
  name: string;
  /** 1-based, dense, in order of arrival: always computed, so it can never have gaps or repeats. */
  position: number;
  /**
   * An account that lost its unconfirmed seat and waits again (null = a registration with no account).
   * It is given a seat only once its address is confirmed: until then the line passes it by.
   */
  userId: number | null;
  /** Whether the entry can be given the next free seat. */
  eligible: boolean;
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
  seats: Seats;
  audit: AuditService;
}

/**
 * The waitlist behind the beta seats. A freed seat goes to the next in line by itself (`Seats`); an admin
 * can also admit a named entry, or force one past the limit: the account is created from the
 * registration kept on file (or gets its seat back) and is e-mailed an instant access link. Removing an
 * entry renumbers the rest.
 */
export class WaitlistService {
  private readonly d: Deps;

  constructor({ db, config, log, seats, audit }: Deps) {
    this.d = { db, config, log, seats, audit };
  }

  /** Entries with their positions, in line order. */
  positioned(db: Knex = this.d.db) {
    return db
      .from('waitlist_entries as e')
      .leftJoin('users as u', 'u.id', 'e.userId')
      .select(
        'e.id',
        'e.email',
        'e.name',
        'e.userId',
        'e.createdAt',
        db.raw('case when e.user_id is null or u.email_confirmed_at is not null then 1 else 0 end as eligible'),
        db.raw('row_number() over (order by e.id) as position'),
      );
  }

  async list(): Promise<WaitlistEntry[]> {
    return (await this.positioned().orderBy('e.id')).map(toEntry);
  }

  private async find(db: Knex, target: WaitlistTarget): Promise<WaitlistEntry> {
    const query = db.from(this.positioned(db).as('w')).select('*');
    // The next in line who may have a seat; only if nobody may, the first in line.
    if ('next' in target) query.orderBy([{ column: 'eligible', order: 'desc' }, { column: 'position' }]).limit(1);
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
        query: () => this.d.db.from(this.positioned().as('w')).select('id', 'email', 'name', 'position', 'userId', 'eligible', 'createdAt'),
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
    return this.d.seats.free();
  }

  /**
   * Admits an entry when a seat is free (or when forced by an admin): creates the account with the
   * password they registered with (or gives a waiting account its seat back), and e-mails the "spot
   * opened" message with an instant access link. Never an admin: ADMIN_EMAILS count only once confirmed.
   */
  async admit(
    target: WaitlistTarget,
    { force = false, actor = null, origin }: { force?: boolean; actor?: Caller | null; origin?: RequestOrigin } = {},
  ): Promise<Admission> {
    const { config, seats } = this.d;
    const { user, entry } = await seats.run(async ({ trx, admit }) => {
      const entry = await this.find(trx, target);
      const taken = await seats.taken(trx);
      if (taken >= config.accounts.betaLimit && !force) {
        throw new ConflictError(
          `No free seat: ${taken} of ${config.accounts.betaLimit} seats are taken. Admit anyway with force.`,
          { seatsTaken: taken, betaLimit: config.accounts.betaLimit },
        );
      }
      const user = await admit(entry, { actor, origin, details: { forced: force } });
      return { user, entry };
    });
    this.d.log.info({ userId: user.id, position: entry.position, forced: force, by: actor?.id ?? 'cli' }, 'admitted from the waitlist');
    return { user: publicUser(user), entry };
  }

  /** Removes an entry; everyone behind it moves up one place. */
  async remove(target: WaitlistTarget, actor: Caller | null = null, origin?: RequestOrigin): Promise<WaitlistEntry> {
    const entry = await this.d.seats.run(async ({ trx }) => {
      const entry = await this.find(trx, target);
      // Taking an account out of the line would hand it back a seat behind everyone's back.
      if (entry.userId !== null) {
        throw new ConflictError(`${entry.email} is an account waiting for its seat again: admit it, or leave it in line.`);
      }
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
    userId: row.userId === null || row.userId === undefined ? null : Number(row.userId),
    eligible: Number(row.eligible) === 1,
    createdAt: readTime(row.createdAt)!,
  };
}
