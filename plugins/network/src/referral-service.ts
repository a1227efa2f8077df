import { networkRules, type AdminReferralView, type ReferInput, type ReferralCounts, type ReferralLists, type ReferralStatus, type ReferralView } from '@tapin/core/contracts';
import { pairBusiness, withBusinessPair, type BusinessPairRow } from './business-pair.js';
import { EXCLUDED_MESSAGE, type ExclusionService } from './exclusion-service.js';
import { adminList, ConflictError, ForbiddenError, isAdmin, LimitError, NotFoundError, ValidationError, type AdminListResult, type Caller, type Clock, type Knex, type NotificationService } from '@tapin/core';

interface Deps {
  db: Knex;
  clock: Clock;
  notifications: NotificationService;
  networkExclusions: ExclusionService;
}

const DAY = 24 * 60 * 60_000;
const REFERRALS_LINK = '/directory?tab=network#referrals';

interface ReferralRow extends BusinessPairRow {
  id: number;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  need: string;
  status: ReferralStatus;
  createdAt: string | Date;
  updatedAt: string | Date;
  closedAt: string | Date | null;
  contactDeletedAt: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const closed = (status: ReferralStatus) => status === 'won' || status === 'lost';

/**
 * Customers one business refers to another it is connected with (docs/decisions.md#referrals). The
 * customer agreed to be contacted; their details are seen only by the owner of the business referred
 * to, and deleted `referralContactDays` after the referral is closed (won or lost).
 */
export class ReferralService {
  constructor(private readonly d: Deps) {}

  private now() {
    return this.d.clock.now();
  }

  private query(trx: Knex = this.d.db) {
    return withBusinessPair(
      trx('networkReferrals as r').select('r.id', 'r.fromBusinessId', 'r.toBusinessId', 'r.customerName', 'r.customerPhone', 'r.customerEmail', 'r.need', 'r.status', 'r.createdAt', 'r.updatedAt', 'r.closedAt', 'r.contactDeletedAt'),
      'r',
    );
  }

  private async row(id: number, trx: Knex = this.d.db, lock = false): Promise<ReferralRow | undefined> {
    const query = this.query(trx).where('r.id', id);
    if (lock) query.forUpdate('r');
    const row = (await query.first()) as ReferralRow | undefined;
    return row && { ...row, fromUserId: Number(row.fromUserId), toUserId: Number(row.toUserId) };
  }

  /** As the caller sees it: the customer's details only for the owner of the business referred to. */
  private view(row: ReferralRow, userId: number): ReferralView {
    const received = Number(row.toUserId) === userId;
    const deleted = row.contactDeletedAt !== null;
    return {
      id: Number(row.id),
      direction: received ? 'received' : 'sent',
      status: row.status,
      need: row.need,
      from: pairBusiness(row, 'from'),
      to: pairBusiness(row, 'to'),
      customer: received && !deleted ? { name: row.customerName, phone: row.customerPhone, email: row.customerEmail } : null,
      contactDeleted: deleted,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      closedAt: row.closedAt ? iso(row.closedAt) : null,
    };
  }

  /** Refers a customer to a business one of the caller's businesses is connected with. */
  async refer(caller: Caller, input: ReferInput): Promise<ReferralView> {
    const now = this.now();
    const id = await this.d.db.transaction(async (trx) => {
      if (await this.d.networkExclusions.anyExcluded([caller.id], trx)) throw new ForbiddenError(EXCLUDED_MESSAGE);
      // The caller's businesses connected with the one referred to (a connection is one row per pair, either way round).
      const connected = (await trx('networkConnections as c')
        .join('businesses as f', 'f.id', 'c.fromBusinessId')
        .join('businesses as t', 't.id', 'c.toBusinessId')
        .where('c.status', 'accepted')
        .where((q) => q.where({ 'c.toBusinessId': input.toBusinessId, 'f.userId': caller.id }).orWhere({ 'c.fromBusinessId': input.toBusinessId, 't.userId': caller.id }))
        .select('c.fromBusinessId', 'c.toBusinessId', 't.name as toName', 'f.name as fromName')) as Array<{ fromBusinessId: number; toBusinessId: number; toName: string; fromName: string }>;
      const mine = connected.map((c) => (Number(c.toBusinessId) === input.toBusinessId ? { id: Number(c.fromBusinessId), name: c.fromName, other: c.toName } : { id: Number(c.toBusinessId), name: c.toName, other: c.fromName })).sort((a, b) => a.id - b.id);
      if (!mine.length) throw new ConflictError('You can refer customers only to businesses you are connected with');
      const from = input.fromBusinessId === undefined ? mine[0]! : mine.find((b) => b.id === input.fromBusinessId);
      if (!from) throw new ValidationError('fromBusinessId must be a business of yours connected with this one', { field: 'fromBusinessId' });
      const sent = await trx('networkReferrals').where({ sentBy: caller.id }).where('createdAt', '>', new Date(now.getTime() - DAY).toISOString()).count({ n: '*' }).first();
      if (Number(sent?.n ?? 0) >= networkRules.referralsPerDay) throw new LimitError(`You can send ${networkRules.referralsPerDay} referrals a day. Try again tomorrow.`);
      const at = now.toISOString();
      const [row] = await trx('networkReferrals')
        .insert({
          fromBusinessId: from.id,
          toBusinessId: input.toBusinessId,
          sentBy: caller.id,
          customerName: input.customerName,
          customerPhone: input.customerPhone || null,
          customerEmail: input.customerEmail || null,
          need: input.need,
          consentAt: at,
          status: 'new',
          createdAt: at,
          updatedAt: at,
        })
        .returning('id');
      const referralId = Number((row as { id: number }).id ?? row);
      const owner = await trx('businesses').where({ id: input.toBusinessId }).first('userId');
      await this.d.notifications.notify(Number(owner.userId), { kind: 'referral.received', title: `${from.name} referred a customer to ${from.other}`, body: input.need, link: REFERRALS_LINK, email: 'emailNotifications' }, trx);
      return referralId;
    });
    return this.view((await this.row(id))!, caller.id);
  }

  /** The owner of the business referred to marks it contacted, won or lost; a closed referral stays closed. */
  async setStatus(caller: Caller, id: number, status: 'contacted' | 'won' | 'lost'): Promise<ReferralView> {
    await this.d.db.transaction(async (trx) => {
      const row = await this.row(id, trx, true);
      if (!row || row.toUserId !== caller.id) throw new NotFoundError('Referral not found');
      if (closed(row.status)) throw new ConflictError(`This referral is closed: it was marked ${row.status}`);
      if (row.status === status) return;
      const at = this.now().toISOString();
      await trx('networkReferrals').where({ id }).update({ status, updatedAt: at, closedAt: closed(status) ? at : null });
      // A won referral is a conversion: by e-mail under New Conversions; the other steps in the app only.
      await this.d.notifications.notify(
        row.fromUserId,
        { kind: 'referral.updated', title: `${row.toName} marked your referral ${status}`, body: row.need, link: REFERRALS_LINK, ...(status === 'won' ? { email: 'newConversions' as const } : {}) },
        trx,
      );
    });
    return this.view((await this.row(id))!, caller.id);
  }

  /** The referrals the caller's businesses received and sent, newest first. */
  async lists(caller: Caller): Promise<ReferralLists> {
    const rows = (await this.query()
      .where((q) => q.where('f.userId', caller.id).orWhere('t.userId', caller.id))
      .orderBy('r.id', 'desc')
      .limit(networkRules.listedMax * 2)) as ReferralRow[];
    const views = rows.map((r) => this.view(r, caller.id));
    return { received: views.filter((v) => v.direction === 'received').slice(0, networkRules.listedMax), sent: views.filter((v) => v.direction === 'sent').slice(0, networkRules.listedMax) };
  }

  /** A business's referrals in figures, for its owner or an admin (404 for anyone else). */
  async counts(caller: Caller, businessId: number): Promise<ReferralCounts> {
    const business = await this.d.db('businesses').where({ id: businessId }).first('userId');
    if (!business || (!isAdmin(caller) && Number(business.userId) !== caller.id)) throw new NotFoundError('Business not found');
    const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    const [given, received, won] = await Promise.all([
      count(this.d.db('networkReferrals').where({ fromBusinessId: businessId })),
      count(this.d.db('networkReferrals').where({ toBusinessId: businessId })),
      count(this.d.db('networkReferrals').where({ toBusinessId: businessId, status: 'won' })),
    ]);
    return { given, received, won };
  }

  /** Every referral in the console, without the customer's details. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<AdminReferralView>> {
    const result = await adminList<ReferralRow>(
      {
        resource: 'referrals',
        db: this.d.db,
        query: () => this.query(),
        idColumn: 'r.id',
        sortable: { id: 'r.id', createdAt: 'r.createdAt', status: 'r.status', closedAt: 'r.closedAt' },
        filters: { status: { column: 'r.status' }, fromBusinessId: { column: 'r.fromBusinessId', op: 'id' }, toBusinessId: { column: 'r.toBusinessId', op: 'id' } },
        defaultSort: ['id', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(adminView) };
  }

  async adminGet(id: number): Promise<AdminReferralView> {
    const row = await this.row(id);
    if (!row) throw new NotFoundError('Referral not found');
    return adminView(row);
  }

  /**
   * The retention rule: the customer's name, phone and e-mail are deleted `referralContactDays` after the
   * referral closed (a timed job). Returns how many referrals were cleared.
   */
  async purgeContacts(): Promise<number> {
    const now = this.now();
    const before = new Date(now.getTime() - networkRules.referralContactDays * DAY).toISOString();
    return this.d.db('networkReferrals')
      .whereNotNull('closedAt')
      .where('closedAt', '<', before)
      .whereNull('contactDeletedAt')
      .update({ customerName: '', customerPhone: null, customerEmail: null, contactDeletedAt: now.toISOString() });
  }

  /** Figures for `tapin network stats`. */
  async totals(): Promise<{ referrals: number; won: number }> {
    const rows = (await this.d.db('networkReferrals').groupBy('status').select('status').count({ n: '*' })) as Array<{ status: string; n: number | string }>;
    return { referrals: rows.reduce((sum, r) => sum + Number(r.n), 0), won: Number(rows.find((r) => r.status === 'won')?.n ?? 0) };
  }
}

function adminView(row: ReferralRow): AdminReferralView {
  return {
    id: Number(row.id),
    status: row.status,
    from: { id: Number(row.fromBusinessId), name: row.fromName },
    to: { id: Number(row.toBusinessId), name: row.toName },
    contactDeleted: row.contactDeletedAt !== null,
    createdAt: iso(row.createdAt),
    closedAt: row.closedAt ? iso(row.closedAt) : null,
  };
}
