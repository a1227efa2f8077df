import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import { readTime } from '../db/model.js';
import { NotFoundError } from '../errors.js';
import type { EmailStatus } from './mailer.js';

/** An e-mail as the outbox keeps it (sign-in links and codes already hidden). */
export interface OutboxEmail {
  id: number;
  userId: number | null;
  recipient: string;
  template: string;
  subject: string;
  body: string;
  status: EmailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

const outboxColumns = ['id', 'userId', 'recipient', 'template', 'subject', 'body', 'status', 'error', 'createdAt', 'sentAt'] as const;

function outboxEmail(row: Record<string, unknown>): OutboxEmail {
  return { ...row, createdAt: readTime(row.createdAt), sentAt: readTime(row.sentAt) } as OutboxEmail;
}

interface Deps {
  db: Knex;
}

/**
 * Reads the `emails` outbox that the `mailer` writes: the CLI's listing, the console's resource and one
 * e-mail (to resend it). The mailer only sends and records.
 */
export class Outbox {
  private readonly d: Deps;

  constructor({ db }: Deps) {
    this.d = { db };
  }

  /** The newest e-mails first, optionally to one address (the CLI's outbox listing). */
  async recent({ to, limit }: { to?: string; limit: number }): Promise<OutboxEmail[]> {
    const query = this.d.db('emails').select(...outboxColumns).orderBy('id', 'desc').limit(limit);
    if (to) query.where({ recipient: to.trim().toLowerCase() });
    return (await query).map(outboxEmail);
  }

  /** The console's outbox resource. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<OutboxEmail>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'emails',
        db: this.d.db,
        query: () => this.d.db('emails').select(...outboxColumns),
        sortable: { id: 'id', recipient: 'recipient', template: 'template', status: 'status', createdAt: 'createdAt' },
        filters: {
          q: { column: 'recipient', op: 'contains' },
          recipient: { column: 'recipient', op: 'contains' },
          template: { column: 'template' },
          status: { column: 'status' },
          userId: { column: 'userId', op: 'id' },
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(outboxEmail) };
  }

  /** E-mails not delivered: queued for SMTP, and failed (the system health and /metrics); read by the index on status. */
  async backlog(): Promise<{ queued: number; failed: number }> {
    const rows: Array<{ status: string; count: number | string }> = await this.d.db('emails').whereIn('status', ['queued', 'failed']).groupBy('status').select('status').count({ count: '*' });
    const counts = { queued: 0, failed: 0 };
    for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.count);
    return counts;
  }

  async get(id: number): Promise<OutboxEmail> {
    const row = await this.d.db('emails').where({ id }).first(...outboxColumns);
    if (!row) throw new NotFoundError('E-mail not found');
    return outboxEmail(row);
  }
}
