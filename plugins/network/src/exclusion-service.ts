import type { ExclusionView } from '@tapin/core/contracts';
import { adminList, NotFoundError, ValidationError, type AdminListResult, type AuditService, type Caller, type Clock, type Knex } from '@tapin/core';
import type { RequestOrigin } from '@tapin/core/contracts';

interface Deps {
  db: Knex;
  clock: Clock;
  audit: AuditService;
}

/** The message an account shut out of the network gets for anything it asks of the network. */
export const EXCLUDED_MESSAGE = 'Your account cannot use the network. Write to the TAPin team if you think this is a mistake.';

/**
 * Accounts an admin shut out of the network (docs/decisions.md#the-pioneer-network): every request and
 * connection of their businesses goes at once, and they can ask, answer and refer no more, nor be asked.
 * Both the exclusion and its end are on the audit trail.
 */
export class ExclusionService {
  constructor(private readonly d: Deps) {}

  /** Whether any of these accounts is shut out. */
  async anyExcluded(userIds: number[], trx: Knex = this.d.db): Promise<boolean> {
    return Boolean(await trx('networkExclusions').whereIn('id', userIds).first('id'));
  }

  async exclude(caller: Caller, userId: number, reason: string, origin?: RequestOrigin): Promise<ExclusionView> {
    if (userId === caller.id) throw new ValidationError('You cannot shut yourself out of the network', { field: 'userId' });
    await this.d.db.transaction(async (trx) => {
      const user = await trx('users').where({ id: userId }).first('id');
      if (!user) throw new NotFoundError('User not found');
      const theirs = trx('businesses').where({ userId }).select('id');
      const removed = await trx('networkConnections').whereIn('fromBusinessId', theirs).orWhereIn('toBusinessId', theirs.clone()).delete();
      await trx('networkExclusions').insert({ id: userId, excludedBy: caller.id, reason, createdAt: this.d.clock.now().toISOString() }).onConflict('id').merge(['reason']);
      await this.d.audit.record({ actor: caller, action: 'network.excluded', subject: { type: 'user', id: userId }, details: { reason, connectionsRemoved: removed }, origin }, trx);
    });
    return this.get(userId);
  }

  /** Lets an account back into the network (its old connections do not come back). */
  async include(caller: Caller, userId: number, origin?: RequestOrigin): Promise<ExclusionView> {
    return this.d.db.transaction(async (trx) => {
      const view = await this.get(userId, trx);
      await trx('networkExclusions').where({ id: userId }).delete();
      await this.d.audit.record({ actor: caller, action: 'network.included', subject: { type: 'user', id: userId }, details: { reason: view.reason }, origin }, trx);
      return view;
    });
  }

  private query(trx: Knex = this.d.db) {
    return trx('networkExclusions as x').join('users as u', 'u.id', 'x.id').select('x.id', 'u.name', 'u.email', 'x.reason', 'x.excludedBy', 'x.createdAt');
  }

  async get(userId: number, trx: Knex = this.d.db): Promise<ExclusionView> {
    const row = await this.query(trx).where('x.id', userId).first();
    if (!row) throw new NotFoundError('This account is not shut out of the network');
    return toView(row);
  }

  async adminList(rawQuery: unknown): Promise<AdminListResult<ExclusionView>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'network-exclusions',
        db: this.d.db,
        query: () => this.query(),
        idColumn: 'x.id',
        sortable: { id: 'x.id', createdAt: 'x.createdAt' },
        filters: { q: { column: 'u.email', op: 'contains' } },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(toView) };
  }
}

function toView(row: Record<string, unknown>): ExclusionView {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    reason: String(row.reason),
    excludedBy: row.excludedBy === null || row.excludedBy === undefined ? null : Number(row.excludedBy),
    createdAt: new Date(row.createdAt as string).toISOString(),
  };
}
