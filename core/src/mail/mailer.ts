import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock.js';
import { insertedId } from '../db/rows.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';
import { hideSecrets, type RenderedEmail } from './templates.js';

/** `held`: waits for its `sendAfter` (and may be withdrawn until then, `withdrawn`); then as any other e-mail. */
export type EmailStatus = 'held' | 'withdrawn' | 'recorded' | 'queued' | 'sent' | 'failed';

export interface OutgoingEmail {
  to: string;
  userId?: number | null;
  email: RenderedEmail;
  /**
   * Held back this many seconds before it goes out, about this business: what an admin can still undo (a
   * rejection) is told only once the undo has lapsed, and `withdrawHeld` takes it back before then.
   */
  hold?: { seconds: number; businessId: number };
}

/** How often held e-mails whose time has come are let go, in every process that does jobs. */
export const EMAIL_RELEASE_SECONDS = 10;

interface Deps {
  db: Knex;
  clock: Clock;
  log: Logger;
  config: Config;
  jobs: JobQueue;
}

/** The job that delivers one e-mail of the outbox (its data: the e-mail's id). */
export const EMAIL_DELIVERY = 'email.deliver';

/** What the outbox keeps of an e-mail until it is delivered (migration 013). */
interface Outgoing {
  recipient: string;
  status: EmailStatus;
  attempts: number;
  outgoingSubject: string | null;
  outgoingText: string | null;
  outgoingHeaders: string | null;
}

/** An SMTP answer that retrying cannot change (5xx: no such mailbox, refused as spam, …). */
function refusedForGood(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The one way TAPin sends e-mail. Every message is recorded in the `emails` outbox (with secrets hidden);
 * with SMTP configured, a job (core/src/jobs) delivers it and records how it went. A delivery that fails
 * for a reason that may pass (the mail server down or busy, a 4xx answer) is tried again after a backoff,
 * `MAIL_RETRY_LIMIT` times; a 5xx refusal, or the last failed retry, marks it failed with the reason, and
 * an admin can resend it from the console. Until then the row keeps the message as it goes out, links
 * included, and no longer. The outbox is read through `outbox` (./outbox.ts).
 */
export class Mailer {
  private readonly d: Deps;
  private readonly from: string;
  private readonly transport: Transporter | null;
  /** E-mails this process queued and has not settled (`resume` leaves them be). */
  private readonly mine = new Set<number>();

  constructor({ db, clock, log, config, jobs }: Deps) {
    this.d = { db, clock, log, config, jobs };
    this.from = config.mail.from;
    // The three waits share the delivery's budget, so one attempt never outlives its job's expiry.
    const wait = Math.floor((config.mail.sendTimeoutSeconds * 1000) / 3);
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport({ url: config.mail.smtpUrl, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait })
      : null;
    if (this.transport) {
      const { retryLimit, retryDelaySeconds, sendTimeoutSeconds } = config.mail;
      jobs.define<{ emailId: number }>(
        { name: EMAIL_DELIVERY, retryLimit, retryDelaySeconds, expireInSeconds: 2 * sendTimeoutSeconds },
        ({ emailId }, { attempt, final }) => this.deliver(emailId, attempt, final),
      );
    }
  }

  /** Records the e-mail and, when a transport is configured, queues its delivery. Returns its id. */
  async send({ to, userId = null, email, hold }: OutgoingEmail): Promise<number> {
    const stored = hideSecrets(email);
    const now = this.d.clock.now();
    const rows = await this.d.db('emails')
      .insert({
        userId,
        recipient: to,
        template: email.template,
        subject: stored.subject,
        body: stored.text,
        status: hold ? 'held' : this.goingOut,
        ...(this.transport ? { outgoingSubject: email.subject, outgoingText: email.text, outgoingHeaders: email.headers ? JSON.stringify(email.headers) : null } : {}),
        ...(hold ? { sendAfter: new Date(now.getTime() + hold.seconds * 1000).toISOString(), businessId: hold.businessId } : {}),
        createdAt: now.toISOString(),
      })
      .returning('id');
    const id = insertedId(rows);
    if (this.transport && !hold) await this.queue(id);
    return id;
  }

  /** What an e-mail becomes as it goes: queued for delivery with SMTP, else recorded in the outbox only. */
  private get goingOut(): EmailStatus {
    return this.transport ? 'queued' : 'recorded';
  }

  /**
   * Takes back the held e-mails of `template` about a business (an undone rejection) that have not gone
   * out yet; returns how many. One whose time came already went: it is not recalled.
   */
  async withdrawHeld(businessId: number, template: string): Promise<number> {
    return this.d.db('emails').where({ businessId, template, status: 'held' }).update({ status: 'withdrawn', outgoingSubject: null, outgoingText: null, outgoingHeaders: null });
  }

  /** Lets go of the held e-mails whose time has come (a timed job, every EMAIL_RELEASE_SECONDS); returns how many. */
  async releaseHeld(): Promise<number> {
    const due: Array<{ id: number }> = await this.d.db('emails').where({ status: 'held' }).where('sendAfter', '<=', this.d.clock.now().toISOString()).orderBy('id').select('id');
    let released = 0;
    for (const { id } of due) {
      // One process lets each go: the update takes it only while it is still held (not withdrawn meanwhile).
      if (!(await this.d.db('emails').where({ id, status: 'held' }).update({ status: this.goingOut }))) continue;
      released++;
      if (this.transport) await this.queue(id);
    }
    return released;
  }

  /** Queues the delivery of e-mail `id`; when even that fails, the e-mail is failed (an admin can resend it). */
  private async queue(id: number): Promise<void> {
    if (!this.d.jobs.durable) this.mine.add(id);
    try {
      await this.d.jobs.send(EMAIL_DELIVERY, { emailId: id });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.d.log.error({ emailId: id, err }, 'e-mail delivery could not be queued');
      await this.settle(id, { status: 'failed', error: `Not queued for delivery: ${message}`.slice(0, 500) });
    }
  }

  /** One attempt at delivering e-mail `id`; throws to have it tried again. */
  private async deliver(id: number, attempt: number, final: boolean): Promise<void> {
    const row = (await this.d.db('emails').where({ id }).first('recipient', 'status', 'attempts', 'outgoingSubject', 'outgoingText', 'outgoingHeaders')) as Outgoing | undefined;
    // Delivered already (the job ran again after its process died), failed for good, or deleted with its account.
    if (!row || row.status !== 'queued' || row.outgoingSubject === null || row.outgoingText === null) return;
    const attempts = row.attempts + 1;
    try {
      const headers = row.outgoingHeaders ? (JSON.parse(row.outgoingHeaders) as Record<string, string>) : undefined;
      await this.transport!.sendMail({ from: this.from, to: row.recipient, subject: row.outgoingSubject, text: row.outgoingText, headers });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const forGood = final || refusedForGood(err);
      this.d.log.warn({ emailId: id, attempt, forGood, err: message }, forGood ? 'e-mail delivery failed' : 'e-mail delivery failed; it will be tried again');
      if (forGood) return this.settle(id, { status: 'failed', error: message, attempts });
      await this.d.db('emails').where({ id }).update({ error: message, attempts });
      throw err;
    }
    await this.settle(id, { status: 'sent', sentAt: this.d.clock.now().toISOString(), error: null, attempts });
  }

  /** Records how a delivery ended, and lets go of the message as it went out. */
  private async settle(id: number, outcome: { status: EmailStatus; error?: string | null; sentAt?: string; attempts?: number }): Promise<void> {
    this.mine.delete(id);
    await this.d.db('emails').where({ id }).update({ ...outcome, outgoingSubject: null, outgoingText: null, outgoingHeaders: null });
  }

  /**
   * Queues again what was still to be delivered when the process stopped, where jobs live in the process
   * (SQLite); on PostgreSQL they wait in the queue for any process to take them.
   */
  async resume(): Promise<void> {
    if (!this.transport || this.d.jobs.durable) return;
    const waiting: Array<{ id: number }> = await this.d.db('emails').where({ status: 'queued' }).whereNotNull('outgoingText').orderBy('id').select('id');
    const stranded = waiting.filter(({ id }) => !this.mine.has(id));
    for (const { id } of stranded) await this.queue(id);
    if (stranded.length) this.d.log.info({ emails: stranded.length }, 'e-mails still to deliver queued again');
  }

  /** Resolves once no delivery is under way or due (tests). */
  async idle(): Promise<void> {
    if (this.transport) await this.d.jobs.idle(EMAIL_DELIVERY);
  }

  close(): void {
    this.transport?.close();
  }
}
