import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import type { AuditService } from '../audit/audit-service.js';
import type { Caller } from '../auth/caller.js';
import type { RequestOrigin } from '../contracts/audit.js';
import type { AdminBusinessView, BusinessStatus, BusinessView, UpdateBusinessInput } from '../contracts/businesses.js';
import { NotFoundError } from '../errors.js';
import { BusinessModel } from './business-model.js';
import { reviewChangesOf } from './business-review.js';
import type { BusinessService } from './business-service.js';
import type { BusinessViews } from './business-views.js';

/** A business in a list: the intake's raw extraction (it can be large) stays with the single-record calls. */
export type BusinessSummary = Omit<BusinessView, 'extractedData'>;

export function businessSummary<V extends BusinessView>(view: V): Omit<V, 'extractedData'> {
  const { extractedData: _omitted, ...rest } = view;
  return rest;
}

type AdminBusinessSummary = Omit<AdminBusinessView, 'extractedData'>;

interface Deps {
  db: Knex;
  businesses: BusinessService;
  audit: AuditService;
  businessViews: BusinessViews;
}

/** The console's businesses resource: the list with its filters, and moderation (docs/decisions.md, "Businesses"). */
export class BusinessAdminService {
  private readonly d: Deps;

  constructor({ db, businesses, audit, businessViews }: Deps) {
    this.d = { db, businesses, audit, businessViews };
  }

  /** One business as the console shows it, with what changed since its last approval. */
  async get(caller: Caller, id: number): Promise<AdminBusinessView> {
    const [view] = await this.withReview([await this.d.businesses.get(caller, id)]);
    return view!;
  }

  /** Adds when each business was last approved and the reviewed fields changed since (docs/decisions.md#moderation). */
  private async withReview(views: BusinessView[]): Promise<AdminBusinessView[]> {
    const approvals = await BusinessModel.query(this.d.db)
      .whereIn('id', views.map((v) => v.id))
      .select('id', 'approvedProfile', 'approvedAt');
    const byId = new Map(approvals.map((a) => [a.id, a]));
    return views.map((view) => {
      const approval = byId.get(view.id);
      const approvedProfile = approval?.approvedProfile ?? null;
      return { ...view, approvedAt: approval?.approvedAt ?? null, reviewChanges: approvedProfile ? reviewChangesOf(approvedProfile, view) : null };
    });
  }

  async adminList(rawQuery: unknown): Promise<AdminListResult<AdminBusinessSummary>> {
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
          isTestData: { column: 'isTestData', op: 'boolean' },
          industry: { column: 'industry' },
          userId: { column: 'userId', op: 'id' },
          // Each feature's own (the promotions' `promotionsEnabled`).
          ...this.d.businessViews.adminFilters(),
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    const views = await this.withReview(await businesses.viewsOf(result.rows.map((r) => Number(r.id))));
    return { ...result, rows: views.map(businessSummary) };
  }

  /**
   * An admin's edit: any profile fields, and the moderation state. An admin's own edit of an approved
   * business is approved with it: the approval is taken again. The edit, the new state and their audit
   * records are one transaction (BusinessService.update).
   */
  async update(caller: Caller, id: number, input: UpdateBusinessInput & { status?: BusinessStatus; reason?: string }, origin?: RequestOrigin): Promise<AdminBusinessView> {
    const { status, reason, ...fields } = input;
    await this.d.businesses.update(caller, id, fields, { origin, moderation: { status, reason } });
    return this.get(caller, id);
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

  /** Deletes a business; the audit record is written in the deletion's transaction. */
  async remove(caller: Caller, id: number, origin?: RequestOrigin): Promise<BusinessSummary> {
    const removed = await this.d.businesses.remove(caller, id, {
      within: (trx, business) =>
        this.d.audit.record({ actor: caller, action: 'business.deleted', subject: { type: 'business', id }, details: { name: business.name, userId: business.userId }, origin }, trx),
    });
    return businessSummary(removed);
  }
}
