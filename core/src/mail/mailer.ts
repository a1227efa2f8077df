import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock.js';
import { insertedId } from '../db/rows.js';
import type { Logger } from '../logging/logger.js';
import { hideSecrets, type RenderedEmail } from './templates.js';

export type EmailStatus = 'recorded' | 'queued' | 'sent' | 'failed';

export interface OutgoingEmail {
  to: string;
  userId?: number | null;
  email: RenderedEmail;
}

interface Deps {
  db: Knex;
  clock: Clock;
  log: Logger;
  config: Config;
}

/**
 * The one way TAPin sends e-mail. Every message is recorded in the `emails` outbox (with secrets hidden);
 * with SMTP configured it is then delivered in the background and its status updated. The outbox is
 * read through `outbox` (./outbox.ts).
 */
export class Mailer {
  private readonly d: Deps;
  private readonly from: string;
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();

  constructor({ db, clock, log, config }: Deps) {
    this.d = { db, clock, log, config };
    this.from = config.mail.from;
    this.transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  }

  /** Records the e-mail and, when a transport is configured, starts delivering it. Returns its id. */
  async send({ to, userId = null, email }: OutgoingEmail): Promise<number> {
    const stored = hideSecrets(email);
    const rows = await this.d.db('emails')
      .insert({
        userId,
        recipient: to,
        template: email.template,
        subject: stored.subject,
        body: stored.text,
        status: this.transport ? 'queued' : 'recorded',
        createdAt: this.d.clock.now().toISOString(),
      })
      .returning('id');
    const id = insertedId(rows);
    if (this.transport) {
      const delivery = this.deliver(id, to, email).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
    return id;
  }

  private async deliver(id: number, to: string, email: RenderedEmail): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.from, to, subject: email.subject, text: email.text });
      await this.d.db('emails').where({ id }).update({ status: 'sent', sentAt: this.d.clock.now().toISOString() });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.d.log.warn({ emailId: id, err: message }, 'e-mail delivery failed');
      await this.d.db('emails').where({ id }).update({ status: 'failed', error: message.slice(0, 500) });
    }
  }

  /** Resolves once every delivery under way has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}
