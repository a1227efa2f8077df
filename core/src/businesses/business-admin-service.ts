import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import type { AuditService } from '../audit/audit-service.js';
import type { Caller } from '../auth/caller.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { NotFoundError } from '../errors.js';
import type { BusinessStatus, BusinessView, UpdateBusinessInput } from '../contracts/businesses.js';
import type { BusinessService } from './business-service.js';

/** A business in a list: the intake's raw extraction (it can be large) stays with the single-record calls. */
export type BusinessSummary = Omit<BusinessView, 'extractedData'>;

export function businessSummary(view: BusinessView): BusinessSummary {
  const { extractedData: _omitted, ...rest } = view;
  return rest;
}

/** The console's businesses resource: the list with its filters, and moderation (docs/decisions.md, "Businesses"). */
export class BusinessAdminService {
  private readonly d: { db: Knex; businesses: BusinessService; audit: AuditService };

  constructor({ db, businesses, audit }: { db: Knex; businesses: BusinessService; audit: AuditService }) {
    this.d = { db, businesses, audit };
  }

  async adminList(rawQuery: unknown): Promise<AdminListResult<BusinessSummary>> {
    const { db, businesses } = this.d;
    const result = await adminList<{ id: number }>(
      {
        resource: 'businesses',
        db,
        query: () => db('businesses').select('id'),
        sortable: { id: 'id', name: 'name', industry: 'industry', status: 'status', published: 'published', createdAt: 'createdAt', userId: 'userId' },
        filters: {
          q: { column: ['name', 'industry', 'location'], op: 'contains' },
          status: { column: 'status' },
          published: { column: 'published', op: 'boolean' },
          promotionsEnabled: { column: 'promotionsEnabled', op: 'boolean' },
          isTestData: { column: 'isTestData', op: 'boolean' },
          industry: { column: 'industry' },
          userId: { column: 'userId' },
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    const views = await businesses.viewsOf(result.rows.map((r) => Number(r.id)));
    return { ...result, rows: views.map(businessSummary) };
  }

  /** An admin's edit: any profile fields, and the moderation state (a change of state goes to the audit trail). */
  async update(caller: Caller, id: number, input: UpdateBusinessInput & { status?: BusinessStatus }, origin?: RequestOrigin): Promise<BusinessView> {
    const { status, ...fields } = input;
    const { businesses, audit } = this.d;
    const before = await businesses.get(caller, id);
    if (Object.keys(fields).length) await businesses.update(caller, id, fields);
    if (status && status !== before.status) {
      await businesses.setStatus(id, status);
      const details = { name: before.name, from: before.status, to: status };
      await audit.record({ actor: caller, action: 'business.moderated', subject: { type: 'business', id }, details, origin });
    }
    return businesses.get(caller, id);
  }

  /**
   * Approves several businesses at once (the console's bulk action), each exactly as a single approval:
   * its own audit record. Every id must exist, or nothing is approved (404 naming the first missing).
   */
  async approveMany(caller: Caller, ids: readonly number[], origin?: RequestOrigin): Promise<{ approved: number[]; unchanged: number[] }> {
    const unique = [...new Set(ids)];
    const found = await this.d.db('businesses').whereIn('id', unique).select('id', 'status');
    const status = new Map(found.map((row: { id: number; status: BusinessStatus }) => [Number(row.id), row.status]));
    const missing = unique.find((id) => !status.has(id));
    if (missing !== undefined) throw new NotFoundError(`Business ${missing} not found`);
    const approved: number[] = [];
    const unchanged: number[] = [];
    for (const id of unique) {
      if (status.get(id) === 'approved') {
        unchanged.push(id);
        continue;
      }
      await this.update(caller, id, { status: 'approved' }, origin);
      approved.push(id);
    }
    return { approved, unchanged };
  }

  async remove(caller: Caller, id: number, origin?: RequestOrigin): Promise<BusinessSummary> {
    const removed = await this.d.businesses.remove(caller, id);
    const details = { name: removed.name, userId: removed.userId };
    await this.d.audit.record({ actor: caller, action: 'business.deleted', subject: { type: 'business', id }, details, origin });
    return businessSummary(removed);
  }
}
