import type { Config } from '@tapin/config';
import { isAdmin, type AuditService, type BusinessService, type Caller, type Clock, type EventBus, type FlagService, type Knex, type LocalCalendar, type Logger } from '@tapin/core';
import type { ClaimView, PublicPageView, PublicPageWaiting } from '@tapin/core/contracts';
import { freeSlug, SLUG_MAX, SLUG_PATTERN, slugBase } from './slugs.js';

interface Deps {
  db: Knex;
  businesses: BusinessService;
  audit: AuditService;
  events: EventBus;
  clock: Clock;
  flags: FlagService;
  config: Config;
  log: Logger;
  calendar: LocalCalendar;
  /** The promotions plugin's service, when it is installed. */
  promotions: { publicOffers(businessId: number, today: string, limit: number): Promise<PageOffer[]> } | null;
  /** The promotions plugin's claims, when it is installed. */
  claims: PageClaims | null;
}

/** What the pages need of the promotions' claims. */
export interface PageClaims {
  claim(businessId: number, promotionId: number, visitor: { ip?: string | null; userAgent?: string | null }): Promise<{ code: string; created: boolean }>;
  publicView(code: string, visitor: { ip?: string | null; userAgent?: string | null }): Promise<ClaimView | null>;
  recordPageViews(promotionIds: number[], visitor: { ip?: string | null; userAgent?: string | null }): Promise<void>;
}

/** A page shows at most this many live promotions (the cheapest). */
const OFFERS_MAX = 10;

interface PageRow {
  businessId: number;
  enabled: boolean;
  slug: string;
  updatedAt: string;
}

/** The business columns a page reads (the reviewed ones as last approved, see `shown`). */
const BUSINESS_COLUMNS = [
  'id',
  'userId',
  'name',
  'description',
  'website',
  'industry',
  'category',
  'location',
  'address',
  'addressStreet',
  'addressCity',
  'addressRegion',
  'addressPostalCode',
  'contactEmail',
  'contactPhone',
  'valueProposition',
  'brandColors',
  'services',
  'socialProfiles',
  'logoUrl',
  'status',
  'published',
  'isTestData',
  'approvedProfile',
  'approvedAt',
  'updatedAt',
] as const;

/** What a public page shows of a business: its reviewed profile as last approved. */
export interface PageBusiness {
  id: number;
  name: string;
  description: string | null;
  website: string | null;
  industry: string | null;
  category: string | null;
  location: string | null;
  address: string | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressRegion: string | null;
  addressPostalCode: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  valueProposition: string | null;
  brandColors: string[];
  services: string[];
  socialProfiles: string[];
  logoUrl: string | null;
  isTestData: boolean;
  updatedAt: string;
}

/** A live promotion as a customer sees it on the page. */
export interface PageOffer {
  id: number;
  title: string;
  description: string;
  price: number;
  /** The last day of the campaign it runs in (the city's calendar), if any. */
  validThrough: string | null;
}

export interface PublicPage {
  slug: string;
  business: PageBusiness;
  offers: PageOffer[];
  /** A customer can claim the offers here (the promotions plugin's claims are installed). */
  claimable: boolean;
}

/** How a slug answers: the page, a permanent redirect to the business's slug now, or nothing at all. */
export type PageAnswer = { page: PublicPage } | { redirect: string } | null;

type BusinessRow = Record<(typeof BUSINESS_COLUMNS)[number], unknown>;

const json = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? fallback));

/** Why a business's page does not answer even when switched on; null when it would. */
function waitingOf(row: BusinessRow): PublicPageWaiting {
  if (row.status === 'rejected') return 'rejected';
  if (!row.published) return 'unpublished';
  // A page shows reviewed content only: a business never approved has none yet.
  if (!row.approvedAt) return 'pending';
  return null;
}

/**
 * Public pages (`/b/{slug}`, docs/decisions.md#public-pages): the owner's switch, the slugs, and what a
 * page shows. A page answers for a business that is published, has been approved and is not rejected,
 * whose owner turned it on, while the `publicPages` flag is on (the routes' gate). It shows the reviewed
 * fields as last approved, so an edit waiting for review never reaches the public web unreviewed.
 */
export class PublicPageService {
  private readonly d: Deps;

  constructor(d: Deps) {
    this.d = d;
    const { events, log } = d;
    // A rename gives the page a new slug at once (the old one keeps answering, with a redirect).
    events.on('business.changed', ({ businessId }) => {
      if (businessId !== null) void this.follow(businessId).catch((err: unknown) => log.warn({ err, businessId }, 'public page: could not follow a business change'));
    });
  }

  private async follow(businessId: number): Promise<void> {
    const row = await this.d.db<PageRow>('public_pages').where({ businessId }).first();
    if (!row) return;
    const business = await this.row(businessId);
    if (business) await this.ensure(business);
  }

  private async row(businessId: number): Promise<BusinessRow | undefined> {
    return (await this.d.db('businesses').where({ id: businessId }).first(...BUSINESS_COLUMNS)) as BusinessRow | undefined;
  }

  /**
   * The page's row, made on first need, with a slug that fits the business's name: a renamed
   * business gets a new slug (its own old ones, if one fits again, are taken back) and keeps the old.
   */
  private async ensure(business: Pick<BusinessRow, 'id' | 'name'>, db: Knex = this.d.db): Promise<PageRow> {
    const businessId = Number(business.id);
    const base = slugBase(String(business.name));
    const fits = (slug: string) => slug === base || (slug.startsWith(`${base.slice(0, SLUG_MAX - 2)}-`) && /^\d+$/.test(slug.slice(slug.lastIndexOf('-') + 1)) && slug.slice(0, slug.lastIndexOf('-')) === base.slice(0, slug.lastIndexOf('-')));
    const current = await db<PageRow>('public_pages').where({ businessId }).first();
    if (current && fits(current.slug)) return this.normal(current);
    // Two writers may reach for one slug at once: the unique slug decides, and the loser looks again.
    for (let attempt = 0; ; attempt++) {
      try {
        // Within a caller's transaction, a savepoint: a lost race undoes only this attempt.
        return await db.transaction(async (trx) => {
          const prefix = base.slice(0, SLUG_MAX - 2);
          const known = (await trx('public_page_slugs')
            .where('slug', base)
            .orWhere('slug', 'like', `${prefix}-%`)
            .select('slug', 'businessId')) as Array<{ slug: string; businessId: number }>;
          const mine = known.find((k) => Number(k.businessId) === businessId && fits(k.slug));
          const slug = mine?.slug ?? freeSlug(base, new Set(known.map((k) => k.slug)));
          const now = this.d.clock.now().toISOString();
          if (!mine) await trx('public_page_slugs').insert({ slug, businessId, createdAt: now });
          if (current) await trx('public_pages').where({ businessId }).update({ slug, updatedAt: now });
          else await trx('public_pages').insert({ businessId, enabled: false, slug, updatedAt: now });
          return { businessId, enabled: current ? Boolean(current.enabled) : false, slug, updatedAt: now };
        });
      } catch (err) {
        if (attempt >= 3) throw err;
      }
    }
  }

  private normal(row: PageRow): PageRow {
    return { businessId: Number(row.businessId), enabled: Boolean(row.enabled), slug: row.slug, updatedAt: row.updatedAt };
  }

  private view(row: PageRow, business: BusinessRow): PublicPageView {
    const waiting = waitingOf(business);
    return { businessId: row.businessId, enabled: row.enabled, slug: row.slug, path: `/b/${row.slug}`, live: row.enabled && waiting === null, waiting };
  }

  /** The switch and the address, for the business's owner (or an admin): 404 for anyone else's. */
  async settings(caller: Caller, businessId: number): Promise<PublicPageView> {
    await this.d.businesses.get(caller, businessId);
    const business = (await this.row(businessId))!;
    return this.view(await this.ensure(business), business);
  }

  /** Turns the page on or off; an admin acting for an owner is written to the audit trail. */
  async setEnabled(caller: Caller, businessId: number, enabled: boolean): Promise<PublicPageView> {
    const owned = await this.d.businesses.get(caller, businessId);
    const business = (await this.row(businessId))!;
    // One transaction: with the audit trail failing, nothing changes (not even a first slug).
    const row = await this.d.db.transaction(async (trx) => {
      const row = await this.ensure(business, trx);
      if (row.enabled === enabled) return row;
      await trx('public_pages').where({ businessId }).update({ enabled, updatedAt: this.d.clock.now().toISOString() });
      await this.d.audit.recordForOwner(owned.userId, { actor: caller, action: 'business.public_page', subject: { type: 'business', id: businessId }, details: { enabled } }, trx, { always: isAdmin(caller) });
      return { ...row, enabled };
    });
    return this.view(row, business);
  }

  /** What `/b/{slug}` answers. */
  async page(slug: string): Promise<PageAnswer> {
    if (slug.length > 120 || !SLUG_PATTERN.test(slug)) return null;
    const owner = (await this.d.db('public_page_slugs').where({ slug }).first('businessId')) as { businessId: number } | undefined;
    if (!owner) return null;
    const business = await this.row(Number(owner.businessId));
    if (!business || waitingOf(business) !== null) return null;
    const row = await this.ensure(business);
    if (!row.enabled) return null;
    if (row.slug !== slug) return { redirect: `/b/${row.slug}` };
    return { page: { slug: row.slug, business: this.shown(business), offers: await this.offers(row.businessId), claimable: this.d.claims !== null } };
  }

  /**
   * A customer claims a live offer shown on the page `slug` answers now (its current slug): the code of
   * their claim, or null when there is no such page or offer (or no promotions plugin).
   */
  async claim(slug: string, promotionId: number, visitor: { ip?: string | null; userAgent?: string | null }): Promise<{ code: string; created: boolean } | null> {
    const answer = await this.page(slug);
    if (!answer || !('page' in answer) || !this.d.claims) return null;
    if (!answer.page.offers.some((o) => o.id === promotionId)) return null;
    return this.d.claims.claim(answer.page.business.id, promotionId, visitor);
  }

  /** A page shown to a visitor: a view of each offer on it (the promotions' figures; never fails the page). */
  async viewed(page: PublicPage, visitor: { ip?: string | null; userAgent?: string | null }): Promise<void> {
    if (!this.d.claims || !page.offers.length) return;
    await this.d.claims.recordPageViews(
      page.offers.map((o) => o.id),
      visitor,
    ).catch((err: unknown) => this.d.log.warn({ err, slug: page.slug }, 'public page: views not recorded'));
  }

  /** A claim's page: the claim, and the address of its business's page if that page answers. */
  async claimPage(code: string, visitor: { ip?: string | null; userAgent?: string | null }): Promise<{ claim: ClaimView; pagePath: string | null } | null> {
    if (!this.d.flags.isEnabled('promotionManagement', null)) return null;
    const claim = this.d.claims && (await this.d.claims.publicView(code, visitor));
    if (!claim) return null;
    const row = await this.d.db<PageRow>('public_pages').where({ businessId: claim.business.id }).first();
    const answer = row ? await this.page(row.slug) : null;
    return { claim, pagePath: answer && 'page' in answer ? `/b/${answer.page.slug}` : null };
  }

  /** The reviewed fields as last approved over the business's others (docs/decisions.md#moderation). */
  private shown(row: BusinessRow): PageBusiness {
    const approved = json<Record<string, unknown>>(row.approvedProfile, {});
    type Column = (typeof BUSINESS_COLUMNS)[number];
    const value = (name: Column): unknown => (Object.hasOwn(approved, name) ? approved[name] : row[name]);
    const text = (name: Column) => {
      const v = value(name);
      return typeof v === 'string' && v.trim() ? v.trim() : null;
    };
    const list = (name: Column): string[] => {
      const v = json<unknown>(value(name), []);
      return Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string') : [];
    };
    return {
      id: Number(row.id),
      name: text('name') ?? String(row.name),
      description: text('description'),
      website: text('website'),
      industry: text('industry'),
      category: text('category'),
      location: text('location'),
      address: text('address'),
      addressStreet: text('addressStreet'),
      addressCity: text('addressCity'),
      addressRegion: text('addressRegion'),
      addressPostalCode: text('addressPostalCode'),
      contactEmail: text('contactEmail'),
      contactPhone: text('contactPhone'),
      valueProposition: text('valueProposition'),
      brandColors: list('brandColors'),
      services: list('services'),
      socialProfiles: list('socialProfiles'),
      logoUrl: text('logoUrl'),
      isTestData: Boolean(row.isTestData),
      updatedAt: new Date(String(row.updatedAt)).toISOString(),
    };
  }

  /** The business's live promotions, when the promotions plugin is installed and on (none otherwise). */
  private async offers(businessId: number): Promise<PageOffer[]> {
    const { promotions } = this.d;
    if (!promotions || !this.d.flags.isEnabled('promotionManagement', null)) return [];
    return promotions.publicOffers(businessId, this.d.calendar.dateOf(this.d.clock.now()), OFFERS_MAX);
  }

  /** Every page that answers, newest change first, for /sitemap.xml (sample businesses left out). */
  async sitemap(limit: number): Promise<Array<{ slug: string; lastmod: string }>> {
    const rows = (await this.d
      .db('public_pages as p')
      .join('businesses as b', 'b.id', 'p.businessId')
      .where({ 'p.enabled': true, 'b.published': true, 'b.isTestData': false })
      .whereNot('b.status', 'rejected')
      .whereNotNull('b.approvedAt')
      .select('p.slug', 'b.updatedAt', 'p.updatedAt as pageUpdatedAt')
      .orderBy('b.updatedAt', 'desc')
      .limit(limit)) as Array<{ slug: string; updatedAt: string; pageUpdatedAt: string }>;
    const latest = (a: string, b: string) => new Date(Math.max(new Date(a).getTime(), new Date(b).getTime())).toISOString();
    return rows.map((r) => ({ slug: r.slug, lastmod: latest(r.updatedAt, r.pageUpdatedAt) }));
  }
}
