import { networkRules, type NetworkStats, type AdminConnectionView, type BlockView, type ConnectionState, type ConnectionView, type ConnectInput, type DirectoryBusiness, type NetworkMarks, type NetworkOverview } from '@tapin/core/contracts';
import { adminList, ConflictError, ForbiddenError, LimitError, NotFoundError, ValidationError, type AdminListResult, type AuditService, type BusinessFeed, type BusinessListingSource, type Caller, type Clock, type Knex, type NotificationService, type WeeklyFigureSource } from '@tapin/core';
import type { RequestOrigin } from '@tapin/core/contracts';
import { pairBusiness, withBusinessPair, type BusinessPairRow } from './business-pair.js';
import { EXCLUDED_MESSAGE, type ExclusionService } from './exclusion-service.js';

interface Deps {
  db: Knex;
  clock: Clock;
  audit: AuditService;
  businessFeed: BusinessFeed;
  notifications: NotificationService;
  networkExclusions: ExclusionService;
}

const DAY = 24 * 60 * 60_000;
const NETWORK_LINK = '/directory?tab=network';

interface ConnectionRow {
  id: number;
  fromBusinessId: number;
  toBusinessId: number;
  note: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: string | Date;
  answeredAt: string | Date | null;
}

/** Joined with both businesses, as the network's lists read it. */
type ConnectionListRow = ConnectionRow & BusinessPairRow;

/** The directory lists a business, so it can be saved and asked to connect (docs/decisions.md#the-directory). */
const listed = (b: Pick<BusinessListingSource, 'published' | 'status'>) => b.published && b.status !== 'rejected';
const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const iso = (value: string | Date) => new Date(value).toISOString();
const day = (value: Date) => value.toISOString().slice(0, 10);

/**
 * The Pioneer network (docs/decisions.md#the-pioneer-network): businesses a person saved, connections
 * between businesses (asked with an optional note, accepted or declined by the other business's owner)
 * and blocks between owners. Every rule is the server's: no request to a business of one's own, one
 * request per pair, a declined request not asked again for 30 days, none between owners one of whom
 * blocked the other, and so many requests a day.
 */
export class NetworkService {
  constructor(private readonly d: Deps) {}

  private now() {
    return this.d.clock.now();
  }

  // ── Saved businesses ──────────────────────────────────────────────────────────────────────────────

  /** The listed businesses the caller saved, newest saved first, as the directory's cards show them. */
  async saved(caller: Caller): Promise<DirectoryBusiness[]> {
    const ids = (await this.d.db('networkSaved').where({ userId: caller.id }).orderBy('createdAt', 'desc').orderBy('businessId', 'desc').select('businessId')).map((r: { businessId: number }) => Number(r.businessId));
    const byId = new Map((await this.d.businessFeed.listingSource(ids)).filter(listed).map((b) => [b.id, b]));
    return ids.flatMap((id) => {
      const b = byId.get(id);
      if (!b) return [];
      const { name, description, industry, location, contactPhone, contactEmail, website, services, valueProposition, isTestData, createdAt } = b;
      return [{ id, name, description, industry, location, contactPhone, contactEmail, website, services: services ?? [], valueProposition, isTestData, createdAt }];
    });
  }

  async save(caller: Caller, businessId: number): Promise<void> {
    const [business] = await this.d.businessFeed.listingSource([businessId]);
    if (!business || !listed(business)) throw new NotFoundError('Business not found');
    await this.d.db.transaction(async (trx) => {
      const count = await trx('networkSaved').where({ userId: caller.id }).count({ n: '*' }).first();
      if (Number(count?.n ?? 0) >= networkRules.savedMax) throw new LimitError(`You can save up to ${networkRules.savedMax} businesses`);
      await trx('networkSaved').insert({ userId: caller.id, businessId, createdAt: this.now().toISOString() }).onConflict(['userId', 'businessId']).ignore();
    });
  }

  async unsave(caller: Caller, businessId: number): Promise<void> {
    await this.d.db('networkSaved').where({ userId: caller.id, businessId }).delete();
  }

  /**
   * Stars a browser kept before they were kept here, carried over once by the app: the listed ones are
   * saved (as many as there is room for); unknown ids are passed over. Answers the ids now saved.
   */
  async importSaved(caller: Caller, businessIds: number[]): Promise<number[]> {
    const wanted = [...new Set(businessIds)];
    const existing = (await this.d.businessFeed.listingSource(wanted)).filter(listed).map((b) => b.id);
    const kept = new Set(existing);
    await this.d.db.transaction(async (trx) => {
      const have = new Set((await trx('networkSaved').where({ userId: caller.id }).select('businessId')).map((r: { businessId: number }) => Number(r.businessId)));
      const room = Math.max(0, networkRules.savedMax - have.size);
      const add = wanted.filter((id) => kept.has(id) && !have.has(id)).slice(0, room);
      const createdAt = this.now().toISOString();
      if (add.length) await trx('networkSaved').insert(add.map((businessId) => ({ userId: caller.id, businessId, createdAt }))).onConflict(['userId', 'businessId']).ignore();
    });
    return (await this.d.db('networkSaved').where({ userId: caller.id }).select('businessId')).map((r: { businessId: number }) => Number(r.businessId));
  }

  // ── Connections ───────────────────────────────────────────────────────────────────────────────────

  /** The caller's businesses that may connect: published, not rejected, not sample data. */
  private async ownListed(caller: Caller, trx: Knex = this.d.db): Promise<{ id: number; name: string }[]> {
    const rows = await trx('businesses').where({ userId: caller.id, published: true, isTestData: false }).whereNot({ status: 'rejected' }).orderBy('id').select('id', 'name');
    return rows.map((r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name }));
  }

  /** Whether either owner blocked the other. */
  private async blocked(a: number, b: number, trx: Knex = this.d.db): Promise<boolean> {
    const row = await trx('networkBlocks')
      .where((q) => q.where({ userId: a, blockedUserId: b }).orWhere({ userId: b, blockedUserId: a }))
      .first('id');
    return Boolean(row);
  }

  async connect(caller: Caller, input: ConnectInput): Promise<ConnectionView> {
    const mine = await this.ownListed(caller);
    if (!mine.length) throw new ConflictError('Publish your business to connect with other businesses');
    const from = input.fromBusinessId === undefined ? mine[0]! : mine.find((b) => b.id === input.fromBusinessId);
    if (!from) throw new ValidationError('fromBusinessId must be a published business of yours', { field: 'fromBusinessId' });
    const [target] = await this.d.businessFeed.listingSource([input.businessId]);
    if (!target || !listed(target)) throw new NotFoundError('Business not found');
    if (target.userId === caller.id) throw new ValidationError('You cannot connect with a business of your own', { field: 'businessId' });
    if (target.isTestData) throw new ValidationError('Sample businesses cannot take connection requests', { field: 'businessId' });
    const now = this.now();
    const id = await this.d.db.transaction(async (trx) => {
      if (await this.d.networkExclusions.anyExcluded([caller.id], trx)) throw new ForbiddenError(EXCLUDED_MESSAGE);
      if ((await this.blocked(caller.id, target.userId, trx)) || (await this.d.networkExclusions.anyExcluded([target.userId], trx))) throw new ForbiddenError('You cannot connect with this business');
      const sent = await trx('networkRequests').where({ userId: caller.id }).where('createdAt', '>', new Date(now.getTime() - DAY).toISOString()).count({ n: '*' }).first();
      if (Number(sent?.n ?? 0) >= networkRules.requestsPerDay) throw new LimitError(`You can send ${networkRules.requestsPerDay} connection requests a day. Try again tomorrow.`);
      const key = pairKey(from.id, target.id);
      const existing = (await trx('networkConnections').where({ pairKey: key }).forUpdate().first()) as ConnectionRow | undefined;
      if (existing) this.refuseAgain(existing, from.id, target.name, now);
      const row = { pairKey: key, fromBusinessId: from.id, toBusinessId: target.id, note: input.note ?? '', status: 'pending', createdAt: now.toISOString(), answeredAt: null };
      let connectionId: number;
      if (existing) {
        await trx('networkConnections').where({ id: existing.id }).update(row);
        connectionId = existing.id;
      } else {
        // Two requests for one pair at once: the unique pair key lets one in; the other is answered as a duplicate.
        const inserted = await trx('networkConnections').insert(row).onConflict('pairKey').ignore().returning('id');
        if (!inserted.length) throw new ConflictError(`You already asked to connect with ${target.name}`);
        connectionId = Number((inserted[0] as { id: number }).id ?? inserted[0]);
      }
      await trx('networkRequests').insert({ userId: caller.id, createdAt: now.toISOString() });
      await this.d.notifications.notify(
        target.userId,
        { kind: 'connection.requested', title: `${from.name} wants to connect with ${target.name}`, body: input.note ? input.note : 'Accept or decline in My Network.', link: NETWORK_LINK, email: 'emailNotifications' },
        trx,
      );
      return connectionId;
    });
    return this.view(caller, id);
  }

  /** The refusals of a request for a pair that already has a row; returns when the row may be asked again. */
  private refuseAgain(existing: ConnectionRow, fromId: number, name: string, now: Date): void {
    if (existing.status === 'accepted') throw new ConflictError(`You are already connected with ${name}`);
    if (existing.status === 'pending') {
      throw new ConflictError(existing.fromBusinessId === fromId ? `You already asked to connect with ${name}` : `${name} has already asked to connect with you: accept their request in My Network`);
    }
    // Declined: the business that was declined waits; the one that declined may ask.
    if (existing.fromBusinessId === fromId && existing.answeredAt) {
      const again = new Date(new Date(existing.answeredAt).getTime() + networkRules.declinedCooldownDays * DAY);
      if (again > now) throw new ConflictError(`${name} declined your request. You can ask again from ${day(again)}.`, { retryAfter: again.toISOString() });
    }
  }

  /** The owner of the business asked answers: accept or decline. */
  async answer(caller: Caller, id: number, accept: boolean): Promise<ConnectionView> {
    await this.d.db.transaction(async (trx) => {
      const row = await this.listRow(trx, id, true);
      if (!row || row.toUserId !== caller.id) throw new NotFoundError('Connection request not found');
      if (row.status !== 'pending') throw new ConflictError(row.status === 'accepted' ? 'This request was already accepted' : 'This request was already declined');
      if (accept && (await this.d.networkExclusions.anyExcluded([caller.id], trx))) throw new ForbiddenError(EXCLUDED_MESSAGE);
      await trx('networkConnections').where({ id }).update({ status: accept ? 'accepted' : 'declined', answeredAt: this.now().toISOString() });
      await this.d.notifications.notify(
        row.fromUserId,
        accept
          ? { kind: 'connection.accepted', title: `${row.toName} accepted your request`, body: `${row.fromName} and ${row.toName} are connected.`, link: NETWORK_LINK, email: 'emailNotifications' }
          : { kind: 'connection.declined', title: `${row.toName} declined your request`, body: `You can ask again in ${networkRules.declinedCooldownDays} days.`, link: NETWORK_LINK },
        trx,
      );
    });
    return this.view(caller, id);
  }

  /** Withdraws the caller's own request, or removes a connection from either side; an admin removes any. */
  async remove(caller: Caller, id: number, origin?: RequestOrigin): Promise<void> {
    await this.d.db.transaction(async (trx) => {
      const row = await this.listRow(trx, id, true);
      const admin = caller.role === 'admin';
      const party = row && (row.fromUserId === caller.id || row.toUserId === caller.id);
      if (!row || row.status === 'declined' || (!party && !admin)) throw new NotFoundError('Connection not found');
      if (!admin && row.status === 'pending' && row.toUserId === caller.id) throw new ConflictError('Accept or decline this request');
      await trx('networkConnections').where({ id }).delete();
      // An admin removing another's request or connection (an abusive one) is on the audit trail.
      if (!party) await this.d.audit.record({ actor: caller, action: 'connection.removed', subject: { type: 'connection', id }, details: { status: row.status, fromBusinessId: row.fromBusinessId, toBusinessId: row.toBusinessId }, origin }, trx);
    });
  }

  // ── Blocks ────────────────────────────────────────────────────────────────────────────────────────

  /** Blocks the owner of a business: their requests and connections with the caller's businesses go. */
  async block(caller: Caller, businessId: number): Promise<BlockView> {
    const [target] = await this.d.businessFeed.listingSource([businessId]);
    if (!target) throw new NotFoundError('Business not found');
    if (target.userId === caller.id) throw new ValidationError('You cannot block yourself', { field: 'businessId' });
    const id = await this.d.db.transaction(async (trx) => {
      await this.unlink(trx, caller.id, target.userId);
      await trx('networkBlocks').insert({ userId: caller.id, blockedUserId: target.userId, businessId, createdAt: this.now().toISOString() }).onConflict(['userId', 'blockedUserId']).ignore();
      const row = await trx('networkBlocks').where({ userId: caller.id, blockedUserId: target.userId }).first('id');
      return Number(row.id);
    });
    return (await this.blocks(caller.id)).find((b) => b.id === id)!;
  }

  async unblock(caller: Caller, id: number): Promise<void> {
    const deleted = await this.d.db('networkBlocks').where({ id, userId: caller.id }).delete();
    if (!deleted) throw new NotFoundError('Block not found');
  }

  /** Every connection and request between the businesses of two owners goes. */
  private async unlink(trx: Knex, a: number, b: number): Promise<void> {
    const ofA = trx('businesses').where({ userId: a }).select('id');
    const ofB = trx('businesses').where({ userId: b }).select('id');
    await trx('networkConnections')
      .where((q) => q.whereIn('fromBusinessId', ofA).whereIn('toBusinessId', ofB))
      .orWhere((q) => q.whereIn('fromBusinessId', ofB.clone()).whereIn('toBusinessId', ofA.clone()))
      .delete();
  }

  private async blocks(userId: number): Promise<BlockView[]> {
    const rows = await this.d.db('networkBlocks as k')
      .join('users as u', 'u.id', 'k.blockedUserId')
      .leftJoin('businesses as b', 'b.id', 'k.businessId')
      .where('k.userId', userId)
      .orderBy('k.id', 'desc')
      .limit(networkRules.listedMax)
      .select('k.id', 'k.createdAt', 'u.name as ownerName', 'b.id as businessId', 'b.name');
    return rows.map((r: { id: number; createdAt: string | Date; ownerName: string; businessId: number | null; name: string | null }) => ({
      id: Number(r.id),
      createdAt: iso(r.createdAt),
      ownerName: r.ownerName,
      business: r.businessId === null ? null : { id: Number(r.businessId), name: r.name! },
    }));
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────────────────

  private listQuery(trx: Knex) {
    return withBusinessPair(trx('networkConnections as c').select('c.id', 'c.fromBusinessId', 'c.toBusinessId', 'c.note', 'c.status', 'c.createdAt', 'c.answeredAt'), 'c');
  }

  private async listRow(trx: Knex, id: number, lock = false): Promise<ConnectionListRow | undefined> {
    const query = this.listQuery(trx).where('c.id', id);
    if (lock) query.forUpdate('c');
    const row = (await query.first()) as ConnectionListRow | undefined;
    return row && { ...row, id: Number(row.id), fromUserId: Number(row.fromUserId), toUserId: Number(row.toUserId), fromBusinessId: Number(row.fromBusinessId), toBusinessId: Number(row.toBusinessId) };
  }

  private toView(row: ConnectionListRow, userId: number): ConnectionView {
    const outgoing = Number(row.fromUserId) === userId;
    const from = pairBusiness(row, 'from');
    const to = pairBusiness(row, 'to');
    return {
      id: Number(row.id),
      status: row.status === 'accepted' ? 'accepted' : 'pending',
      direction: outgoing ? 'outgoing' : 'incoming',
      note: row.note,
      createdAt: iso(row.createdAt),
      answeredAt: row.answeredAt ? iso(row.answeredAt) : null,
      mine: outgoing ? from : to,
      other: outgoing ? to : from,
    };
  }

  private async view(caller: Caller, id: number): Promise<ConnectionView> {
    const row = await this.listRow(this.d.db, id);
    if (!row) throw new NotFoundError('Connection not found');
    return this.toView(row, caller.id);
  }

  /** The caller's connections and requests, pending and accepted (declined ones are not shown). */
  private async mineRows(userId: number): Promise<ConnectionListRow[]> {
    return this.listQuery(this.d.db)
      .whereIn('c.status', ['pending', 'accepted'])
      .where((q) => q.where('f.userId', userId).orWhere('t.userId', userId))
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(networkRules.listedMax);
  }

  async overview(caller: Caller): Promise<NetworkOverview> {
    const views = (await this.mineRows(caller.id)).map((r) => this.toView(r, caller.id));
    return {
      incoming: views.filter((v) => v.status === 'pending' && v.direction === 'incoming'),
      outgoing: views.filter((v) => v.status === 'pending' && v.direction === 'outgoing'),
      connected: views.filter((v) => v.status === 'accepted'),
      blocked: await this.blocks(caller.id),
    };
  }

  /** What the directory's cards show: the caller's saved businesses and how each other business stands. */
  async marks(caller: Caller): Promise<NetworkMarks> {
    const [saved, rows, sent] = await Promise.all([
      this.d.db('networkSaved').where({ userId: caller.id }).select('businessId'),
      this.mineRows(caller.id),
      this.d.db('networkRequests').where({ userId: caller.id }).where('createdAt', '>', new Date(this.now().getTime() - DAY).toISOString()).count({ n: '*' }).first(),
    ]);
    const states: Record<number, ConnectionState> = {};
    const rank = { connected: 3, incoming: 2, requested: 1 } as const;
    for (const row of rows) {
      const view = this.toView(row, caller.id);
      const state: ConnectionState = view.status === 'accepted' ? 'connected' : view.direction === 'incoming' ? 'incoming' : 'requested';
      // One owner's businesses may stand differently towards another's: the closest tie shows.
      const current = states[view.other.id];
      if (!current || rank[state] > rank[current]) states[view.other.id] = state;
    }
    return { saved: saved.map((r: { businessId: number }) => Number(r.businessId)), states, requestsLeft: Math.max(0, networkRules.requestsPerDay - Number(sent?.n ?? 0)) };
  }

  // ── Console ───────────────────────────────────────────────────────────────────────────────────────

  /** Every connection and request, for the console: who asked whom, the note, the state. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<AdminConnectionView>> {
    const result = await adminList<ConnectionListRow>(
      {
        resource: 'connections',
        db: this.d.db,
        query: () => this.listQuery(this.d.db),
        idColumn: 'c.id',
        sortable: { id: 'c.id', createdAt: 'c.createdAt', status: 'c.status', answeredAt: 'c.answeredAt' },
        filters: { q: { column: 'c.note', op: 'contains' }, status: { column: 'c.status' }, fromBusinessId: { column: 'c.fromBusinessId', op: 'id' }, toBusinessId: { column: 'c.toBusinessId', op: 'id' } },
        defaultSort: ['id', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(adminView) };
  }

  async adminGet(id: number): Promise<AdminConnectionView> {
    const row = await this.listRow(this.d.db, id);
    if (!row) throw new NotFoundError('Connection not found');
    return adminView(row);
  }

  /** The network in figures, for operators (`tapin network stats`). */
  async stats(): Promise<Omit<NetworkStats, 'referrals'>> {
    const { db } = this.d;
    const since = new Date(this.now().getTime() - DAY).toISOString();
    const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    const statusRows = (await db('networkConnections').groupBy('status').select('status').count({ n: '*' })) as Array<{ status: string; n: number | string }>;
    const byStatus = new Map(statusRows.map((r) => [r.status, Number(r.n)]));
    const ends = db('networkConnections').where({ status: 'accepted' }).select('fromBusinessId as businessId').unionAll(db('networkConnections').where({ status: 'accepted' }).select('toBusinessId as businessId'));
    const top = await db
      .from(ends.as('e'))
      .join('businesses as b', 'b.id', 'e.businessId')
      .groupBy('b.id', 'b.name')
      .orderBy([{ column: 'connections', order: 'desc' }, { column: 'b.id' }])
      .limit(5)
      .select('b.id', 'b.name')
      .count({ connections: '*' });
    return {
      connections: byStatus.get('accepted') ?? 0,
      pending: byStatus.get('pending') ?? 0,
      declined: byStatus.get('declined') ?? 0,
      requestsLastDay: await count(db('networkRequests').where('createdAt', '>', since)),
      blocks: await count(db('networkBlocks')),
      saved: await count(db('networkSaved')),
      savers: Number(((await db('networkSaved').countDistinct({ n: 'userId' }).first()) as { n: number | string } | undefined)?.n ?? 0),
      mostConnected: top.map((r) => ({ id: Number(r.id), name: String(r.name), connections: Number(r.connections) })),
    };
  }

  /** Weekly Reports' figures: connections accepted and referrals received in the week, per business. */
  weeklyFigures(): WeeklyFigureSource {
    const labels = { connections: 'New connections', referrals: 'Referrals received' } as const;
    return {
      labels: [labels.connections, labels.referrals],
      figures: async (ids, from, to) => {
        const { db } = this.d;
        const range = (q: Knex.QueryBuilder, column: string) => q.where(column, '>=', from.toISOString()).where(column, '<', to.toISOString());
        const ends = await range(db('networkConnections').where({ status: 'accepted' }), 'answeredAt').where((q) => q.whereIn('fromBusinessId', ids).orWhereIn('toBusinessId', ids)).select('fromBusinessId', 'toBusinessId');
        const referred = (await range(db('networkReferrals').whereIn('toBusinessId', ids), 'createdAt').groupBy('toBusinessId').select('toBusinessId').count({ n: '*' })) as Array<{ toBusinessId: number; n: number | string }>;
        const mine = new Set(ids);
        const out = new Map<number, Record<string, number>>();
        const add = (id: number, label: string, n: number) => out.set(id, { ...out.get(id), [label]: (out.get(id)?.[label] ?? 0) + n });
        for (const c of ends as Array<{ fromBusinessId: number; toBusinessId: number }>) {
          for (const id of [Number(c.fromBusinessId), Number(c.toBusinessId)]) if (mine.has(id)) add(id, labels.connections, 1);
        }
        for (const r of referred) add(Number(r.toBusinessId), labels.referrals, Number(r.n));
        return out;
      },
    };
  }

  /** Forgets the request log past its day (the timed job). */
  async purgeRequestLog(): Promise<number> {
    return this.d.db('networkRequests').where('createdAt', '<', new Date(this.now().getTime() - DAY).toISOString()).delete();
  }
}

function adminView(row: ConnectionListRow): AdminConnectionView {
  return {
    id: Number(row.id),
    status: row.status,
    note: row.note,
    createdAt: iso(row.createdAt),
    answeredAt: row.answeredAt ? iso(row.answeredAt) : null,
    from: { id: Number(row.fromBusinessId), name: row.fromName, userId: Number(row.fromUserId) },
    to: { id: Number(row.toBusinessId), name: row.toName, userId: Number(row.toUserId) },
  };
}
