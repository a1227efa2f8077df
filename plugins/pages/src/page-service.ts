import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '@tapin/config';
import { ConflictError, isAdmin, NotFoundError, type AuditService, type BusinessService, type Caller, type Clock, type EventBus, type FlagService, type Knex, type LocalCalendar, type Logger, type StorageService, type WorkerPool } from '@tapin/core';
import { hasHours, openingStatus, type ClaimView, type OpeningHours, type OpeningStatus, type PublicPageView, type PublicPageWaiting } from '@tapin/core/contracts';
import type { CounterCardInput } from './counter-card.js';
import { pagesWorker } from './pages-threads.js';
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
  storage: StorageService;
  workers: WorkerPool;
  /** The promotions plugin's service, when it is installed. */
  promotions: PageOffers | null;
  /** The promotions plugin's claims, when it is installed. */
  claims: PageClaims | null;
}

/** What the pages need of the promotions: the live offers, and whether a promotion is the business's. */
export interface PageOffers {
  publicOffers(businessId: number, today: string, limit: number, promotionId?: number): Promise<PageOffer[]>;
  hasPromotion(businessId: number, promotionId: number): Promise<boolean>;
}

/** What the pages need of the promotions' claims. */
export interface PageClaims {
  claim(businessId: number, promotionId: number, visitor: { ip?: string | null; userAgent?: string | null }, fromOwner: boolean): Promise<{ code: string; created: boolean }>;
  publicView(code: string, visitor: { ip?: string | null; userAgent?: string | null }): Promise<ClaimView | null>;
  recordPageViews(promotionIds: number[], visitor: { ip?: string | null; userAgent?: string | null }): Promise<void>;
  emailClaim(code: string, to: string, visitor: { ip?: string | null; userAgent?: string | null }): Promise<ClaimView | null>;
}

/** Who asks for a page or claims an offer: the address and browser, and the user whose browser it is, if known. */
export interface Visitor {
  ip?: string | null;
  userAgent?: string | null;
  userId?: number | null;
}

/** Link-preview pictures kept drawn, the newest (about 40 kB each). */
const SHARE_IMAGES_KEPT = 200;

/** Browsers one user keeps marked as theirs (a phone, a laptop, the shop's tablet…). */
const OWNER_DEVICES_MAX = 10;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

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
  'openingHours',
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
  /** The owner's hours as saved (not reviewed: a holiday shows at once), or null. */
  openingHours: OpeningHours | null;
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
  /** The business's owner (never shown): their own visits are not counted. */
  ownerId: number;
  /** The page's own path: the business's (`/b/{slug}`), or one offer's (`/b/{slug}/offers/{id}`). */
  path: string;
  business: PageBusiness;
  offers: PageOffer[];
  /** A customer can claim the offers here (the promotions plugin's claims are installed). */
  claimable: boolean;
  /** The city's date as the page is served. */
  today: string;
  /** Open or closed as the page is served, in the city's time zone; null without hours. */
  openNow: OpeningStatus | null;
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
  /** Link-preview pictures by version of what they show, oldest first. */
  private readonly shareImages = new Map<string, Buffer>();

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
   * The page's row, made on first need, with a slug that fits the business's name as last approved (a
   * rename waiting for review changes no address): a renamed business gets a new slug (its own old ones,
   * if one fits again, are taken back) and keeps the old. A business never approved never had a page,
   * so it owes no redirect: its earlier slugs are let go, and renaming cannot hoard other names.
   */
  private async ensure(business: Pick<BusinessRow, 'id' | 'name' | 'approvedProfile' | 'approvedAt'>, db: Knex = this.d.db): Promise<PageRow> {
    const businessId = Number(business.id);
    const approvedName = json<Record<string, unknown>>(business.approvedProfile, {}).name;
    const base = slugBase(String(business.approvedAt && typeof approvedName === 'string' && approvedName.trim() ? approvedName : business.name));
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
          if (!business.approvedAt) await trx('public_page_slugs').where({ businessId }).whereNot({ slug }).delete();
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
  page(slug: string): Promise<PageAnswer> {
    return this.answer(slug, null);
  }

  /** What `/b/{slug}/offers/{id}` answers: the page with that one live offer (where a counter card's QR leads). */
  offerPage(slug: string, promotionId: number): Promise<PageAnswer> {
    return this.answer(slug, promotionId);
  }

  private async answer(slug: string, promotionId: number | null): Promise<PageAnswer> {
    if (slug.length > 120 || !SLUG_PATTERN.test(slug)) return null;
    const owner = (await this.d.db('public_page_slugs').where({ slug }).first('businessId')) as { businessId: number } | undefined;
    if (!owner) return null;
    const business = await this.row(Number(owner.businessId));
    if (!business || waitingOf(business) !== null) return null;
    const row = await this.ensure(business);
    if (!row.enabled) return null;
    const path = promotionId === null ? `/b/${row.slug}` : `/b/${row.slug}/offers/${promotionId}`;
    if (row.slug !== slug) return { redirect: path };
    const { date, minute } = this.d.calendar.clockOf(this.d.clock.now());
    const offers = await this.offers(row.businessId, date, promotionId);
    if (promotionId !== null && !offers.length) return null;
    const shown = this.shown(business);
    const openNow = shown.openingHours ? openingStatus(shown.openingHours, date, minute) : null;
    return { page: { slug: row.slug, ownerId: Number(business.userId), path, business: shown, offers, claimable: this.d.claims !== null, today: date, openNow } };
  }

  /**
   * A customer claims a live offer of the page `slug` answers now (its current slug): the code of
   * their claim, or null when there is no such page or offer (or no promotions plugin).
   */
  async claim(slug: string, promotionId: number, visitor: Visitor): Promise<{ code: string; created: boolean } | null> {
    const answer = await this.offerPage(slug, promotionId);
    if (!answer || !('page' in answer) || !this.d.claims) return null;
    return this.d.claims.claim(answer.page.business.id, promotionId, visitor, visitor.userId === answer.page.ownerId);
  }

  /**
   * What a printable counter card shows (docs/decisions.md#counter-cards), for the business's owner or
   * an admin: 404 for anyone else's business or an unknown promotion; 409 while the card could lead
   * nowhere (the public page not answering, or the offer not live on it).
   */
  async counterCard(caller: Caller, businessId: number, promotionId: number): Promise<CounterCardInput> {
    const settings = await this.settings(caller, businessId);
    if (!this.d.promotions || !(await this.d.promotions.hasPromotion(businessId, promotionId))) throw new NotFoundError('No promotion of this business has that id');
    if (!settings.live) throw new ConflictError("Turn on the business's public page first: the card's QR code leads to the offer there");
    const answer = await this.offerPage(settings.slug, promotionId);
    if (!answer || !('page' in answer)) throw new ConflictError('This promotion is not live on the public page: only an active promotion, switched on, can be printed on a counter card');
    const [offer] = answer.page.offers as [PageOffer];
    const { business } = answer.page;
    return { businessName: business.name, title: offer.title, description: offer.description, price: offer.price, validThrough: offer.validThrough, url: `${this.d.config.server.publicUrl}${answer.page.path}`, brandColors: business.brandColors };
  }

  /**
   * A page shown to a visitor: a view of each offer on it (the promotions' figures; never fails the
   * page), unless the visitor is the business's owner, in a browser their app marked.
   */
  async viewed(page: PublicPage, visitor: Visitor): Promise<void> {
    if (!this.d.claims || !page.offers.length || visitor.userId === page.ownerId) return;
    await this.d.claims.recordPageViews(
      page.offers.map((o) => o.id),
      visitor,
    ).catch((err: unknown) => this.d.log.warn({ err, slug: page.slug }, 'public page: views not recorded'));
  }

  /**
   * Marks the owner's browser as theirs (the cookie the owner app gets with its page settings): the
   * token to set, or null when the browser is marked already (or the caller is an admin, who owns no page
   * here). A user keeps at most OWNER_DEVICES_MAX marked browsers, the newest.
   */
  async markOwnerDevice(caller: Caller, token: string | undefined): Promise<string | null> {
    if (isAdmin(caller) || (token && (await this.ownerOfDevice(token)) === caller.id)) return null;
    const fresh = randomBytes(32).toString('base64url');
    await this.d.db.transaction(async (trx) => {
      await trx('public_page_owner_devices').insert({ tokenHash: tokenHash(fresh), userId: caller.id, createdAt: this.d.clock.now().toISOString() });
      const kept = trx('public_page_owner_devices').where({ userId: caller.id }).orderBy('createdAt', 'desc').limit(OWNER_DEVICES_MAX).select('tokenHash');
      await trx('public_page_owner_devices').where({ userId: caller.id }).whereNotIn('tokenHash', kept).delete();
    });
    return fresh;
  }

  /** The user whose browser this is, by its owner cookie; null for anyone else. */
  async ownerOfDevice(token: string | undefined): Promise<number | null> {
    if (!token || token.length > 64) return null;
    const row = (await this.d.db('public_page_owner_devices').where({ tokenHash: tokenHash(token) }).first('userId')) as { userId: number } | undefined;
    return row ? Number(row.userId) : null;
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

  /**
   * The picture a shared link to `slug` shows (OpenGraph), or a redirect to the business's slug now, or
   * null. Drawn once per version of the business and kept (the last SHARE_IMAGES_KEPT), so asking again
   * costs nothing.
   */
  async shareImage(slug: string): Promise<{ png: Buffer; version: string } | { redirect: string } | null> {
    const answer = await this.page(slug);
    if (!answer || 'redirect' in answer) return answer && { redirect: `${answer.redirect}/share.png` };
    const { business } = answer.page;
    const version = createHash('sha256').update(`${business.id}\n${business.updatedAt}\n${business.name}\n${business.industry}\n${business.location}\n${business.logoUrl}\n${business.brandColors.join(',')}`).digest('hex').slice(0, 32);
    const kept = this.shareImages.get(version);
    if (kept) return { png: kept, version };
    const logoKey = this.d.storage.keyOf(business.logoUrl);
    const logo = logoKey ? await this.d.storage.read(logoKey) : null;
    // The logo is the owner's upload: decoded in a worker thread, within its deadline.
    const input = { name: business.name, kind: [business.industry, business.location].filter(Boolean).join(' · '), brandColors: business.brandColors, logo };
    const drawn = await this.d.workers.run<{ input: typeof input }, Uint8Array>(pagesWorker, 'shareImage', { input }, { tooSlow: 'This preview took too long to draw: try again in a moment.' });
    const png = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
    this.shareImages.set(version, png);
    if (this.shareImages.size > SHARE_IMAGES_KEPT) this.shareImages.delete(this.shareImages.keys().next().value!);
    return { png, version };
  }

  /** E-mails a claim to the customer who asks on its page: null when the code is no claim (or the feature is off). */
  async emailClaim(code: string, to: string, visitor: Visitor): Promise<ClaimView | null> {
    if (!this.d.claims || !this.d.flags.isEnabled('promotionManagement', null)) return null;
    return this.d.claims.emailClaim(code, to, visitor);
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
    const hours = json<OpeningHours | null>(row.openingHours, null);
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
      openingHours: hasHours(hours) ? hours : null,
      isTestData: Boolean(row.isTestData),
      updatedAt: new Date(String(row.updatedAt)).toISOString(),
    };
  }

  /** The business's live promotions, when the promotions plugin is installed and on (none otherwise). */
  private async offers(businessId: number, today: string, promotionId: number | null): Promise<PageOffer[]> {
    const { promotions } = this.d;
    if (!promotions || !this.d.flags.isEnabled('promotionManagement', null)) return [];
    return promotions.publicOffers(businessId, today, OFFERS_MAX, promotionId ?? undefined);
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
