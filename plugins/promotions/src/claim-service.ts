import { createHash, randomInt } from 'node:crypto';
import type { Config } from '@tapin/config';
import { addDays, adminList, claimEmail, ConflictError, isAdmin, LimitError, NotFoundError, ValidationError, type AdminListResult, type AuditService, type Caller, type Clock, type Knex, type LocalCalendar, type Mailer, type NotificationService } from '@tapin/core';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH, formatClaimCode, normalClaimCode, type ClaimStatus, type ClaimView } from '@tapin/core/contracts';
import type { PromotionService } from './promotion-service.js';
import type { PromotionSettingsService } from './promotion-settings.js';

interface Deps {
  db: Knex;
  config: Config;
  mailer: Mailer;
  audit: AuditService;
  clock: Clock;
  calendar: LocalCalendar;
  promotions: PromotionService;
  promotionSettings: PromotionSettingsService;
  notifications: NotificationService;
}

/** The limits on claims (docs/decisions.md#claims-and-redemptions). */
export const claimRules = {
  /** Claims from one address in the last hour, across every offer. */
  perAddressPerHour: 10,
  /** Claims of one offer by one visitor (address and browser) in the window. */
  perVisitorPerOffer: 3,
  /** A claim of an offer no campaign runs lasts this long. */
  validDays: 30,
  /** Codes that match no claim of the caller's, per caller, in the last ten minutes, before they are refused. */
  wrongCodesPer10Minutes: 10,
  /** Codes asked for at the public /c/{code} that match no claim, per address, in the last ten minutes. */
  unknownPublicCodesPer10Minutes: 30,
  /** Times a customer can have one claim e-mailed to them. */
  emailsPerClaim: 3,
  /** Claim e-mails asked for from one address in the last hour, across every claim (the form is no relay). */
  emailsPerAddressPerHour: 10,
} as const;

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Who is claiming: the address and the browser, kept only as hashes. */
export interface Visitor {
  ip?: string | null;
  userAgent?: string | null;
}

interface ClaimRow {
  id: number;
  promotionId: number;
  businessId: number;
  code: string;
  status: ClaimStatus;
  amount: number | string | null;
  fromOwner: boolean | number;
  expiresAt: string | Date;
  createdAt: string | Date;
  redeemedAt: string | Date | null;
  voidedAt: string | Date | null;
  title: string;
  description: string;
  price: number | string;
  businessName: string;
  userId: number;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A visitor as the claims and events keep them: a hash of the address and the browser. */
function visitorKeyOf(visitor: Visitor): string {
  return hash(`${visitor.ip ?? ''}\n${visitor.userAgent ?? ''}`);
}

/** Programs that say what they are, in their user agent (and requests with none): not people. */
const AUTOMATED = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl\/|wget\/|python-requests|httpclient|go-http-client|node-fetch|undici|axios\//i;

export function isAutomated(userAgent: string | null | undefined): boolean {
  return !userAgent || AUTOMATED.test(userAgent);
}

function newCode(): string {
  return Array.from({ length: CLAIM_CODE_LENGTH }, () => CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)]).join('');
}

/**
 * Claims of live promotions by customers on a public page, and their redemption by the business at
 * the counter. A claim's code is 8 letters and digits with no look-alikes (31^8, about 8.5 × 10^11
 * codes), made by the system's random source; a code that is no claim of the caller's costs the caller
 * (a few a minute), never the owner. A claim is redeemed once, before it expires, with the amount taken
 * (the offer's price unless told), and that redemption is the promotion's redemption event.
 */
export class ClaimService {
  private readonly d: Deps;
  /** Codes that matched no claim (this process), by who tried them (a caller, or an address's hash): when. */
  private readonly wrong = new Map<string, number[]>();
  /** Claim e-mails sent (this process), by the address's hash that asked: when. */
  private readonly mailed = new Map<string, number[]>();

  constructor({ db, config, mailer, audit, clock, calendar, promotions, promotionSettings, notifications }: Deps) {
    this.d = { db, config, mailer, audit, clock, calendar, promotions, promotionSettings, notifications };
  }

  /**
   * A customer claims a live promotion of `businessId` (whose public page the caller checked): the open
   * claim this visitor already has of it, or a new one, within the limits.
   */
  async claim(businessId: number, promotionId: number, visitor: Visitor, fromOwner = false): Promise<{ code: string; created: boolean }> {
    const { db } = this.d;
    const now = this.d.clock.now();
    const today = this.d.calendar.dateOf(now);
    const [offer] = await this.d.promotions.publicOffers(businessId, today, 1, promotionId);
    if (!offer) throw new NotFoundError('This offer is not available');
    const visitorKey = visitorKeyOf(visitor);
    const addressKey = hash(visitor.ip ?? '');
    const mine = (await db('promotions_claims').where({ promotionId, visitorKey }).where('createdAt', '>', new Date(now.getTime() - claimRules.validDays * DAY).toISOString()).select('code', 'status', 'expiresAt').orderBy('id', 'desc')) as Array<{ code: string; status: ClaimStatus; expiresAt: string | Date }>;
    const open = mine.find((c) => c.status === 'claimed' && new Date(c.expiresAt).getTime() > now.getTime());
    if (open) return { code: open.code, created: false };
    if (mine.length >= claimRules.perVisitorPerOffer) throw new LimitError(`This offer can be claimed ${claimRules.perVisitorPerOffer} times in ${claimRules.validDays} days from one device`);
    const recent = (await db('promotions_claims').where({ addressKey }).where('createdAt', '>', new Date(now.getTime() - HOUR).toISOString()).count({ n: '*' }).first()) as { n: number | string };
    if (Number(recent.n) >= claimRules.perAddressPerHour) throw new LimitError('Too many offers were claimed from your address in the last hour: please try again later');
    // Until the last day of the campaign running it (the city's midnight after it), else validDays.
    const expiresAt = offer.validThrough ? this.d.calendar.startOf(addDays(offer.validThrough, 1)) : new Date(now.getTime() + claimRules.validDays * DAY);
    for (let attempt = 0; ; attempt++) {
      const code = newCode();
      try {
        await db('promotions_claims').insert({ promotionId, businessId, code, visitorKey, addressKey, fromOwner, status: 'claimed', expiresAt: expiresAt.toISOString(), createdAt: now.toISOString() });
        return { code, created: true };
      } catch (err) {
        // A code already given (about one chance in 10^9 per claim at a million claims): draw again.
        if (attempt >= 4 || !(await db('promotions_claims').where({ code }).first('id'))) throw err;
      }
    }
  }

  private rows(db: Knex = this.d.db) {
    return db('promotions_claims as c')
      .join('promotions_items as p', 'p.id', 'c.promotionId')
      .join('businesses as b', 'b.id', 'c.businessId')
      .select('c.id', 'c.promotionId', 'c.businessId', 'c.code', 'c.status', 'c.amount', 'c.fromOwner', 'c.expiresAt', 'c.createdAt', 'c.redeemedAt', 'c.voidedAt', 'p.title', 'p.description', 'p.price', 'b.name as businessName', 'b.userId');
  }

  private view(row: ClaimRow): ClaimView {
    const expired = row.status === 'claimed' && new Date(row.expiresAt).getTime() <= this.d.clock.now().getTime();
    return {
      id: Number(row.id),
      code: row.code,
      status: row.status,
      expired,
      expiresAt: iso(row.expiresAt)!,
      createdAt: iso(row.createdAt)!,
      redeemedAt: iso(row.redeemedAt),
      voidedAt: iso(row.voidedAt),
      amount: row.amount === null ? null : Number(row.amount),
      fromOwner: Boolean(row.fromOwner),
      promotion: { id: Number(row.promotionId), title: row.title, description: row.description, price: Number(row.price) },
      business: { id: Number(row.businessId), name: row.businessName },
    };
  }

  /**
   * A public page shown to a visitor counts as a view of each offer on it, once per visitor (address
   * and browser) and city day, like a member's view in the directory; programs that say what they are
   * (crawlers, link previews, command-line clients) and requests without a browser are not counted.
   */
  async recordPageViews(promotionIds: number[], visitor: Visitor): Promise<void> {
    if (!promotionIds.length || isAutomated(visitor.userAgent)) return;
    const at = this.d.clock.now();
    const dedupeKey = `p:${visitorKeyOf(visitor).slice(0, 24)}:${this.d.calendar.dateOf(at)}`;
    const rows = promotionIds.map((promotionId) => ({ promotionId, type: 'view', userId: null, dedupeKey, createdAt: at.toISOString() }));
    await this.d.db('promotions_events').insert(rows).onConflict(['promotionId', 'type', 'dedupeKey']).ignore();
  }

  /**
   * What the customer's claim page shows: the claim by its code, whoever asks (the code is the key).
   * Codes that match no claim cost the address asking: past unknownPublicCodesPer10Minutes, 429, so
   * the page cannot be used to walk the codes and find someone else's claim.
   */
  async publicView(code: string, visitor: Visitor): Promise<ClaimView | null> {
    const who = `address:${hash(visitor.ip ?? '')}`;
    if (this.recentWrong(who).length >= claimRules.unknownPublicCodesPer10Minutes) {
      throw new LimitError('Too many codes that match no claim were asked for from your address: wait a few minutes and check the code');
    }
    const normal = normalClaimCode(code);
    const row = normal ? ((await this.rows().where('c.code', normal).first()) as ClaimRow | undefined) : undefined;
    if (!row) this.wrongCode(who);
    return row ? this.view(row) : null;
  }

  /**
   * E-mails a claim to the customer who asked on its page (the address is kept only in the outbox's
   * record of the e-mail, where the code is hidden): only an open claim, at most emailsPerClaim times.
   * Null when the code matches no claim (as publicView, it costs the address asking).
   */
  async emailClaim(code: string, to: string, visitor: Visitor): Promise<ClaimView | null> {
    const claim = await this.publicView(code, visitor);
    if (!claim) return null;
    if (claim.status !== 'claimed' || claim.expired) throw new ConflictError('This claim can no longer be used, so it was not e-mailed');
    const address = hash(visitor.ip ?? '');
    const now = this.d.clock.now().getTime();
    const recent = (this.mailed.get(address) ?? []).filter((t) => t > now - HOUR);
    if (recent.length >= claimRules.emailsPerAddressPerHour) throw new LimitError('Too many claims were e-mailed from your address in the last hour: please try again later');
    const counted = await this.d.db('promotions_claims').where({ id: claim.id }).where('emailsSent', '<', claimRules.emailsPerClaim).increment('emailsSent', 1);
    if (!counted) throw new LimitError(`This claim was e-mailed ${claimRules.emailsPerClaim} times already`);
    const validUntil = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: this.d.calendar.timeZone }).format(new Date(claim.expiresAt));
    const email = claimEmail({ code: formatClaimCode(claim.code), title: claim.promotion.title, terms: claim.promotion.description, businessName: claim.business.name, validUntil, url: `${this.d.config.server.publicUrl}/c/${claim.code}` });
    await this.d.mailer.send({ to, email });
    this.mailed.set(address, [...recent, now]);
    // Forget addresses with nothing recent, so the map cannot grow without bound.
    if (this.mailed.size > 10_000) for (const [key, times] of this.mailed) if (!times.some((t) => t > now - HOUR)) this.mailed.delete(key);
    return claim;
  }

  /**
   * The claim with `code` of one of the caller's businesses (an admin: any). A code that is none of
   * theirs, or no code at all, is the same 404, and costs: past wrongCodesPer10Minutes, 429.
   */
  async lookUp(caller: Caller, text: string): Promise<ClaimView> {
    return (await this.find(caller, text, this.d.db, false)).claim;
  }

  /** lookUp's claim with its business's owner; with `lock`, its row held for the transaction `db`. */
  private async find(caller: Caller, text: string, db: Knex, lock: boolean): Promise<{ claim: ClaimView; ownerId: number }> {
    this.assertNotGuessing(caller);
    const code = normalClaimCode(text);
    if (!code) {
      this.wrongCode(caller);
      throw new ValidationError(`A code is ${CLAIM_CODE_LENGTH} letters and digits, like ${formatClaimCode('7KQ4M9XT')}`, { field: 'code' });
    }
    const query = this.rows(db).where('c.code', code);
    if (lock && db.client.config.client === 'pg') query.forUpdate('c');
    const row = (await query.first()) as ClaimRow | undefined;
    if (!row || (!isAdmin(caller) && Number(row.userId) !== caller.id)) {
      this.wrongCode(caller);
      throw new NotFoundError(`No offer of your businesses has the code ${formatClaimCode(code)}`);
    }
    return { claim: this.view(row), ownerId: Number(row.userId) };
  }

  private recentWrong(who: string): number[] {
    const since = this.d.clock.now().getTime() - TEN_MINUTES;
    const tries = (this.wrong.get(who) ?? []).filter((t) => t > since);
    this.wrong.set(who, tries);
    return tries;
  }

  private assertNotGuessing(caller: Caller): void {
    if (this.recentWrong(`user:${caller.id}`).length >= claimRules.wrongCodesPer10Minutes) {
      throw new LimitError('Too many codes that match no claim: wait a few minutes and check the code with the customer');
    }
  }

  private wrongCode(who: Caller | string): void {
    this.recentWrong(typeof who === 'string' ? who : `user:${who.id}`).push(this.d.clock.now().getTime());
    // Forget those with nothing recent, so the map cannot grow without bound.
    if (this.wrong.size > 10_000) for (const [key, tries] of this.wrong) if (!tries.length) this.wrong.delete(key);
  }

  /**
   * Redeems the claim: once, before it expires, for `amount` (the offer's price unless told); the
   * redemption is recorded as the promotion's redemption event with that amount.
   */
  async redeem(caller: Caller, code: string, amount: number | undefined): Promise<ClaimView> {
    const { db } = this.d;
    return db.transaction(async (trx) => {
      const { claim, ownerId } = await this.find(caller, code, trx, true);
      this.assertOpen(claim);
      const now = this.d.clock.now().toISOString();
      const taken = amount ?? claim.promotion.price;
      // Conditional on its state: of two redemptions at once, one changes the row.
      const changed = await trx('promotions_claims').where({ id: claim.id, status: 'claimed' }).update({ status: 'redeemed', amount: taken, redeemedAt: now, redeemedBy: caller.id });
      if (!changed) throw new ConflictError(`${formatClaimCode(claim.code)} was just redeemed`);
      // The owner's own claim (trying their page) is redeemed, but is no redemption of the figures.
      if (!claim.fromOwner) {
        await trx('promotions_events').insert({ promotionId: claim.promotion.id, type: 'redemption', userId: caller.id, dedupeKey: `claim:${claim.id}`, amount: taken, createdAt: now });
        // A conversion: in the owner's notification centre, and by e-mail under New Conversions.
        await this.d.notifications.notify(
          ownerId,
          {
            kind: 'claim.redeemed',
            title: `${claim.promotion.title} was redeemed`,
            body: `${formatClaimCode(claim.code)} was redeemed at ${claim.business.name} for $${Number(taken).toFixed(2)}.`,
            link: `/promotions/redeem?businessId=${claim.business.id}`,
            email: 'newConversions',
          },
          trx,
        );
      }
      await this.audited(trx, caller, ownerId, claim, 'claim.redeem', { amount: taken });
      return { ...claim, status: 'redeemed', amount: taken, redeemedAt: now };
    });
  }

  /** Voids an unredeemed claim (a customer's mistake, a code shared around): it can no longer be redeemed. */
  async void(caller: Caller, code: string): Promise<ClaimView> {
    return this.d.db.transaction(async (trx) => {
      const { claim, ownerId } = await this.find(caller, code, trx, true);
      if (claim.status !== 'claimed') this.assertOpen(claim);
      const now = this.d.clock.now().toISOString();
      const changed = await trx('promotions_claims').where({ id: claim.id, status: 'claimed' }).update({ status: 'void', voidedAt: now });
      if (!changed) throw new ConflictError(`${formatClaimCode(claim.code)} was just changed`);
      await this.audited(trx, caller, ownerId, claim, 'claim.void');
      return { ...claim, status: 'void', voidedAt: now };
    });
  }

  /** An admin's redemption or voiding of an owner's claim goes to the audit trail, in its transaction. */
  private audited(trx: Knex, caller: Caller, ownerId: number, claim: ClaimView, action: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.d.audit.recordForOwner(ownerId, { actor: caller, action, subject: { type: 'claim', id: claim.id }, details: { businessId: claim.business.id, promotionId: claim.promotion.id, ...details } }, trx);
  }

  private assertOpen(claim: ClaimView): void {
    const code = formatClaimCode(claim.code);
    const day = (at: string) => this.d.calendar.dateOf(new Date(at));
    if (claim.status === 'redeemed') throw new ConflictError(`${code} was already redeemed on ${day(claim.redeemedAt!)}`, { claim });
    if (claim.status === 'void') throw new ConflictError(`${code} was voided on ${day(claim.voidedAt!)}`, { claim });
    if (claim.expired) throw new ConflictError(`${code} expired on ${day(claim.expiresAt)}`, { claim });
  }

  /** A business's claims, newest first, a page at a time (its owner's or an admin's). */
  async list(caller: Caller, businessId: number, page: { limit: number; offset: number }): Promise<{ items: ClaimView[]; total: number }> {
    await this.d.promotions.promotableBusiness(caller, businessId);
    return this.ofBusiness(businessId, page);
  }

  /** A business's claims, newest first (the operators' CLI; list checks the caller first). */
  async ofBusiness(businessId: number, { limit, offset }: { limit: number; offset: number }): Promise<{ items: ClaimView[]; total: number }> {
    const rows = (await this.rows().where('c.businessId', businessId).orderBy('c.id', 'desc').limit(limit).offset(offset)) as ClaimRow[];
    const counted = (await this.d.db('promotions_claims').where({ businessId }).count({ n: '*' }).first()) as { n: number | string };
    return { items: rows.map((r) => this.view(r)), total: Number(counted.n) };
  }

  /** The console's claims resource: newest first, filtered by business, promotion, status or code. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<ClaimView>> {
    const result = await adminList<ClaimRow>(
      {
        resource: 'claims',
        db: this.d.db,
        query: () => this.rows(),
        idColumn: 'c.id',
        sortable: { id: 'c.id', createdAt: 'c.createdAt', status: 'c.status', expiresAt: 'c.expiresAt', redeemedAt: 'c.redeemedAt', amount: 'c.amount', businessId: 'c.businessId' },
        filters: { q: { column: 'c.code', op: 'contains' }, businessId: { column: 'c.businessId', op: 'id' }, promotionId: { column: 'c.promotionId', op: 'id' }, status: { column: 'c.status' } },
        defaultSort: ['id', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map((r) => this.view(r)) };
  }

  /** One claim by id, for the console. */
  async adminView(id: number): Promise<ClaimView> {
    const row = (await this.rows().where('c.id', id).first()) as ClaimRow | undefined;
    if (!row) throw new NotFoundError('Claim not found');
    return this.view(row);
  }
}
