import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import { isAdmin, type Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { AuditEvent, RequestOrigin } from '../contracts/audit.js';
import { readTime } from '../db/model.js';
import { NotFoundError } from '../errors.js';

export type { AuditEvent, RequestOrigin };

export interface AuditRecord {
  /** Who acted; null for an operator at the command line. */
  actor: Caller | null;
  /** What happened, as `<subject>.<verb>`: `user.role_changed`, `business.deleted`, `developer.clear_all`. */
  action: string;
  subject: { type: string; id?: number | string | null };
  details?: Record<string, unknown>;
  /** Where the request came from; absent = the command line. */
  origin?: RequestOrigin;
}

/** Whether `actor` is an admin acting on the data of another account than their own. */
export function actsForAnother(actor: Caller | null, ownerId: number): boolean {
  return actor !== null && isAdmin(actor) && actor.id !== ownerId;
}

const columns = ['id', 'actorId', 'actorEmail', 'action', 'subjectType', 'subjectId', 'details', 'origin', 'ip', 'userAgent', 'createdAt'] as const;

interface Deps {
  db: Knex;
  clock: Clock;
}

/**
 * The audit trail (docs/decisions.md, "Developer mode and the audit trail"): who did what to which
 * record, when and from where. Every module writes to it through `record`; the console reads it.
 */
export class AuditService {
  private readonly d: Deps;

  constructor({ db, clock }: Deps) {
    this.d = { db, clock };
  }

  /** Writes one event; pass the transaction the action ran in, so the record and the change land together. */
  async record(event: AuditRecord, trx: Knex = this.d.db): Promise<void> {
    const { actor, action, subject, details = {}, origin } = event;
    await trx('auditEvents').insert({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      subjectType: subject.type,
      subjectId: subject.id === undefined || subject.id === null ? null : String(subject.id).slice(0, 64),
      details: JSON.stringify(details),
      origin: origin ? 'http' : 'cli',
      ip: origin?.ip?.slice(0, 64) ?? null,
      userAgent: origin?.userAgent?.slice(0, 255) ?? null,
      createdAt: this.d.clock.now().toISOString(),
    });
  }

  /**
   * An action on the data of the account `ownerId`. Through a route owners use too, it is recorded only
   * when an admin takes it on someone else's data (an owner's work on their own is not an admin action);
   * with `always` (the console's resources) whoever owns the data. Pass the change's transaction.
   */
  async recordForOwner(ownerId: number, event: AuditRecord, trx: Knex = this.d.db, { always = false } = {}): Promise<void> {
    if (!always && !actsForAnother(event.actor, ownerId)) return;
    await this.record({ ...event, details: { ownerId, ...event.details } }, trx);
  }

  /** The console's audit resource: newest first, filtered by action, actor or subject type. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<AuditEvent>> {
    const { db } = this.d;
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'audit',
        db,
        query: () => db('auditEvents').select(...columns),
        sortable: { id: 'id', createdAt: 'createdAt', action: 'action', actorId: 'actorId' },
        filters: {
          action: { column: 'action' },
          actorId: { column: 'actorId', op: 'id' },
          subjectType: { column: 'subjectType' },
          subjectId: { column: 'subjectId' },
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(toEvent) };
  }

  async get(id: number): Promise<AuditEvent> {
    const row = await this.d.db('auditEvents').where({ id }).first(...columns);
    if (!row) throw new NotFoundError('Audit event not found');
    return toEvent(row);
  }
}

function toEvent(row: Record<string, unknown>): AuditEvent {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : {};
  return {
    id: Number(row.id),
    actorId: row.actorId === null ? null : Number(row.actorId),
    actorEmail: (row.actorEmail as string | null) ?? null,
    action: String(row.action),
    subjectType: String(row.subjectType),
    subjectId: (row.subjectId as string | null) ?? null,
    details,
    origin: row.origin === 'http' ? 'http' : 'cli',
    ip: (row.ip as string | null) ?? null,
    userAgent: (row.userAgent as string | null) ?? null,
    createdAt: readTime(row.createdAt)!,
  };
}
