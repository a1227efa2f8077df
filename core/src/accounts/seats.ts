import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AuditService } from '../audit/audit-service.js';
import type { Caller, Role } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { countOf, insertedId } from '../db/rows.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { seatReleasedEmail, spotOpenedEmail } from '../mail/templates.js';
import type { ConfirmationLinks } from './confirmation-links.js';
import { UserModel } from './models.js';
import type { RegistrationLock } from './registration-lock.js';
import type { SessionService } from './session-service.js';
import type { SignInService } from './sign-in-service.js';

/** An entry of the line as admitting needs it. */
export interface LineEntry {
  id: number;
  email: string;
  name: string;
  userId: number | null;
}

/** What happened to a seat, to be e-mailed once the transaction that did it has committed. */
type SeatNotice =
  | { kind: 'admitted'; userId: number; email: string; name: string; confirmed: boolean }
  | { kind: 'released'; userId: number; email: string; name: string; entryId: number; position?: number };

export interface SeatState {
  free: number;
  eligibleWaiting: boolean;
}

/** Work done under the registration lock, with what it may ask of the seats. */
export interface SeatWork {
  trx: Knex.Transaction;
  /**
   * Frees overdue seats and admits the next in line as needed, counting `demand` more people asking now.
   * Returns the seats then free and whether anyone who may have one still waits.
   */
  settle(demand?: number): Promise<SeatState>;
  /** Admits one entry of the line (the console's or CLI's choice); the caller checked the seats. */
  admit(entry: LineEntry, audit: { actor: Caller | null; origin?: RequestOrigin; details: Record<string, unknown> }): Promise<UserModel>;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  mailer: Mailer;
  registrationLock: RegistrationLock;
  audit: AuditService;
  sessions: SessionService;
  signIn: SignInService;
  confirmationLinks: ConfirmationLinks;
}

/** Inserts an account; the caller holds the registration lock. */
export async function insertUser(
  trx: Knex,
  now: Date,
  values: { email: string; name: string; role: Role; passwordHash: string | null; confirmBy?: Date | null },
): Promise<UserModel> {
  const at = now.toISOString();
  const id = insertedId(
    await trx('users')
      .insert({
        email: values.email,
        name: values.name,
        role: values.role,
        passwordHash: values.passwordHash,
        passwordChangedAt: values.passwordHash ? at : null,
        emailConfirmedAt: null,
        confirmBy: values.confirmBy?.toISOString() ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id'),
  );
  return (await UserModel.bindKnex(trx).query().findById(id))!;
}

/**
 * The beta's seats (docs/decisions.md#accounts-seats-and-the-waitlist). A seat is an owner account that
 * is not waiting in line. Whatever changes the seats runs through `run`: under the registration lock,
 * the work is done and then the seats are settled in the same transaction — a seat held past its
 * confirmation deadline goes back when someone in line needs it, and every free seat goes to the next
 * in line who may have one — so a freed seat never goes to a later sign-up, on SQLite and PostgreSQL
 * alike. The e-mails go out after the commit.
 */
export class Seats {
  private readonly d: Deps;

  constructor({ db, clock, config, log, mailer, registrationLock, audit, sessions, signIn, confirmationLinks }: Deps) {
    this.d = { db, clock, config, log, mailer, registrationLock, audit, sessions, signIn, confirmationLinks };
  }

  /** Seats in use: owner accounts not waiting in line. */
  async taken(db: Knex = this.d.db): Promise<number> {
    return countOf(await this.takenQuery(db).count({ count: '*' }).first());
  }

  private takenQuery(db: Knex) {
    const waiting = db('waitlist_entries as w').where('w.userId', db.ref('u.id')).select(db.raw('1'));
    return db('users as u').where('u.role', 'business_owner').whereNotExists(waiting);
  }

  /** The entries that may be given a seat, in line order: registrations, and accounts whose address is confirmed. */
  private eligible(db: Knex) {
    return db('waitlist_entries as w')
      .leftJoin('users as u', 'u.id', 'w.userId')
      .where((q) => q.whereNull('w.userId').orWhereNotNull('u.emailConfirmedAt'));
  }

  async free(db: Knex = this.d.db): Promise<number> {
    return Math.max(0, this.d.config.accounts.betaLimit - (await this.taken(db)));
  }

  /**
   * Runs `work` under the registration lock, settles the seats (unless the work leaves them settled, as
   * a registration does), commits, then sends what that changed.
   */
  async run<T>(work: (seats: SeatWork) => Promise<T>, { settleAfter = true }: { settleAfter?: boolean } = {}): Promise<T> {
    const notices: SeatNotice[] = [];
    const result = await this.d.registrationLock.run(async (trx) => {
      const seats: SeatWork = {
        trx,
        settle: (demand = 0) => this.settle(trx, demand, notices),
        admit: (entry, audit) => this.admit(trx, entry, audit, notices),
      };
      const value = await work(seats);
      if (settleAfter) await this.settle(trx, 0, notices);
      for (const notice of notices) {
        if (notice.kind === 'released') notice.position = await this.positionOf(trx, notice.entryId);
      }
      return value;
    });
    await this.announce(notices);
    return result;
  }

  /** Settles the seats now (the periodic sweep, and the CLI). */
  sweep(): Promise<void> {
    return this.run(async () => undefined);
  }

  private async settle(trx: Knex.Transaction, demand: number, notices: SeatNotice[]): Promise<SeatState> {
    const now = this.d.clock.now();
    // One round trip for both counts: this runs inside the lock on every registration.
    const counts = await trx
      .select(this.takenQuery(trx).count({ count: '*' }).as('taken'), this.eligible(trx).count({ count: '*' }).as('waiting'))
      .first();
    let free = this.d.config.accounts.betaLimit - Number(counts.taken);
    const waiting = Number(counts.waiting);
    const needed = waiting + demand - Math.max(0, free);
    if (needed > 0) {
      const inLine = trx('waitlist_entries as w').where('w.userId', trx.ref('u.id')).select(trx.raw('1'));
      const overdue = await UserModel.bindKnex(trx)
        .query()
        .alias('u')
        .where('u.role', 'business_owner')
        .whereNull('u.emailConfirmedAt')
        .where('u.confirmBy', '<=', now.toISOString())
        .whereNotExists(inLine)
        .orderBy([{ column: 'u.confirmBy' }, { column: 'u.id' }])
        .limit(needed);
      for (const user of overdue) {
        await this.release(trx, user, now, notices);
        free += 1;
      }
    }
    let admitted = 0;
    if (free > 0 && waiting > 0) {
      const next = await this.eligible(trx).orderBy('w.id').limit(free).select('w.id', 'w.email', 'w.name', 'w.userId');
      for (const row of next) {
        const entry: LineEntry = { id: Number(row.id), email: String(row.email), name: String(row.name), userId: row.userId === null ? null : Number(row.userId) };
        await this.admit(trx, entry, { actor: null, details: { reason: 'seat_freed' } }, notices);
        admitted += 1;
      }
      free -= admitted;
    }
    return { free: Math.max(0, free), eligibleWaiting: waiting > admitted };
  }

  /** An unconfirmed seat past its deadline: the account keeps everything, waits at the end of the line, and is signed out. */
  private async release(trx: Knex.Transaction, user: UserModel, now: Date, notices: SeatNotice[]): Promise<void> {
    const entryId = insertedId(
      await trx('waitlist_entries')
        .insert({ email: user.email, name: user.name, passwordHash: null, userId: user.id, createdAt: now.toISOString() })
        .returning('id'),
    );
    await trx('sessions').where({ userId: user.id }).delete();
    await this.d.audit.record(
      { actor: null, action: 'seat.released', subject: { type: 'user', id: user.id }, details: { email: user.email, confirmBy: user.confirmBy } },
      trx,
    );
    notices.push({ kind: 'released', userId: user.id, email: user.email, name: user.name, entryId });
  }

  private async admit(
    trx: Knex.Transaction,
    entry: LineEntry,
    { actor, origin, details }: { actor: Caller | null; origin?: RequestOrigin; details: Record<string, unknown> },
    notices: SeatNotice[],
  ): Promise<UserModel> {
    const now = this.d.clock.now();
    const confirmBy = new Date(now.getTime() + this.d.config.accounts.confirmEmailHours * 3_600_000);
    const position = await this.positionOf(trx, entry.id);
    const row = await trx('waitlist_entries').where({ id: entry.id }).first('passwordHash', 'userId');
    await trx('waitlist_entries').where({ id: entry.id }).delete();
    let user: UserModel;
    if (row.userId !== null) {
      // An account that lost its seat: it gets it back, with a new deadline if still unconfirmed.
      const users = UserModel.bindKnex(trx);
      const existing = (await users.query().findById(row.userId))!;
      await users.query().findById(existing.id).patch({ confirmBy: existing.emailConfirmedAt ? null : confirmBy.toISOString(), updatedAt: now.toISOString() });
      user = (await users.query().findById(existing.id))!;
    } else {
      // ADMIN_EMAILS never make an admin here: nobody has proved they read the address yet.
      user = await insertUser(trx, now, { email: entry.email, name: entry.name, role: 'business_owner', passwordHash: row.passwordHash, confirmBy });
    }
    await this.d.audit.record(
      {
        actor,
        action: 'waitlist.admitted',
        subject: { type: 'waitlist', id: entry.id },
        details: { email: entry.email, position, userId: user.id, ...details },
        origin,
      },
      trx,
    );
    notices.push({ kind: 'admitted', userId: user.id, email: user.email, name: user.name, confirmed: user.emailConfirmedAt !== null });
    return user;
  }

  private async positionOf(db: Knex, entryId: number): Promise<number> {
    return countOf(await db('waitlist_entries').where('id', '<=', entryId).count({ count: '*' }).first());
  }

  private async announce(notices: SeatNotice[]): Promise<void> {
    const { config, mailer, log, signIn, confirmationLinks, sessions } = this.d;
    for (const notice of notices) {
      if (notice.kind === 'admitted') {
        const link = await signIn.createInstantLink(notice.userId);
        const confirm = notice.confirmed
          ? null
          : { link: await confirmationLinks.create(notice.userId, notice.email, 'email_confirmation'), hours: confirmationLinks.hours };
        await mailer.send({ to: notice.email, userId: notice.userId, email: spotOpenedEmail(notice.name, link, config.auth.instantAccessHours, confirm) });
        log.info({ userId: notice.userId }, 'admitted from the waitlist');
      } else {
        sessions.forgetUser(notice.userId);
        const link = await confirmationLinks.create(notice.userId, notice.email, 'email_confirmation');
        await mailer.send({
          to: notice.email,
          userId: notice.userId,
          email: seatReleasedEmail(notice.name, notice.position ?? 0, link, confirmationLinks.hours),
        });
        log.info({ userId: notice.userId, position: notice.position }, 'unconfirmed seat released to the waitlist');
      }
    }
  }
}
