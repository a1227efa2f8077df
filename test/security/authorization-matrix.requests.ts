/**
 * The small, hand-kept half of the authorization matrix (authorization-matrix.test.ts): what the matrix
 * cannot work out from the route table alone. A new route that needs an entry and has none fails the
 * matrix with its name and a pointer here.
 *
 * - PATH_PARAMS: path parameters that do not name one of the world's resources. A `:id` after a segment
 *   that names one (`/api/businesses/:id`, `/api/admin/users/:id`) is filled with the owner's real id.
 * - REQUESTS: a valid request (body, files, query) for every route whose authorized caller would
 *   otherwise be refused for bad input, so that every wrong caller's request is one that would succeed
 *   if the access or ownership check were missing.
 */
import { createECDH, randomInt } from 'node:crypto';
import type { Knex } from '@tapin/core';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH, developerConfirmations } from '@tapin/core/contracts';
import { PNG_1PX } from '@tapin/core/testing';

/** A browser's push key (a point on P-256), for the push subscription route. */
const BROWSER_PUSH_KEY = createECDH('prime256v1').generateKeys('base64url');

/** The five kinds of caller. `waitlisted` registered when every seat was taken: they hold no session. */
export const callers = ['anonymous', 'waitlisted', 'other', 'owner', 'admin'] as const;
export type CallerName = (typeof callers)[number];

export interface Person {
  email: string;
  name: string;
  password: string;
}

/** What the matrix knows of its world: the people, and the owner's resources by the path segment naming them. */
export interface World {
  people: Record<CallerName, Person>;
  /**
   * Ids by the path segment that names their kind (`/api/businesses/:id` → `businesses`): the owner's
   * business (published, promotions on), promotion (a draft) and campaign, which on a user route another
   * owner must get 404 for; for admin routes, the owner's account and e-mail, the waitlist entry, an audit
   * event. A new kind of owned resource (galleries, uploads…) is seeded in `buildWorld` and added here.
   */
  ids: Record<string, number>;
  /** A developer export and an old log file, for the routes that read and delete them. */
  exportName: string;
  logName: string;
  /** A task of the owner's (a card read, say), settled, for `GET /api/tasks/:id`. */
  taskId: string;
  /** A claim of the owner's promotion (its code). */
  claimCode: string;
  /** A value never used before in this world (fresh e-mail addresses). */
  unique(): string;
}

export interface Upload {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export interface RequestSpec {
  body?: object;
  /** Multipart files by field name (the request is then multipart). */
  files?: Record<string, Upload>;
  query?: Record<string, string>;
  /** The documented answer to the authorized caller when it is not a success, with the reason in a comment. */
  answers?: number;
}

type Params = (world: World) => Record<string, string>;
type Request = (world: World, caller: CallerName) => RequestSpec;

const png: Upload = { bytes: PNG_1PX, filename: 'picture.png', contentType: 'image/png' };

export const PATH_PARAMS: Record<string, Params> = {
  'GET /api/admin/user-details/:period': () => ({ period: 'daily' }),
  'GET /api/developer/exports/:name': (w) => ({ name: w.exportName }),
  'GET /api/developer/exports/:name/preview': (w) => ({ name: w.exportName }),
  'POST /api/developer/exports/:name/restore': (w) => ({ name: w.exportName }),
  'GET /api/logs/:name': (w) => ({ name: w.logName }),
  'DELETE /api/logs/:name': (w) => ({ name: w.logName }),
  'GET /api/tasks/:id': (w) => ({ id: w.taskId }),
  'GET /b/:slug': () => ({ slug: 'matrix-locksmith' }),
  'POST /b/:slug/offers/:promotionId/claim': (w) => ({ slug: 'matrix-locksmith', promotionId: String(w.ids.promotions) }),
  'GET /b/:slug/offers/:promotionId': (w) => ({ slug: 'matrix-locksmith', promotionId: String(w.ids.promotions) }),
  'GET /b/:slug/share.png': () => ({ slug: 'matrix-locksmith' }),
  'GET /api/businesses/:id/promotions/:promotionId/counter-card': (w) => ({ id: String(w.ids.businesses), promotionId: String(w.ids.promotions) }),
  'GET /c/:code': () => ({ code: 'ZZZZ2222' }),
  'POST /c/:code/email': () => ({ code: 'ZZZZ2222' }),
  'GET /api/claims/:code': (w) => ({ code: w.claimCode }),
  'POST /api/claims/:code/redeem': (w) => ({ code: w.claimCode }),
  'POST /api/claims/:code/void': (w) => ({ code: w.claimCode }),
  'GET /unsubscribe/:token': () => ({ token: 'u'.repeat(43) }),
  'POST /unsubscribe/:token': () => ({ token: 'u'.repeat(43) }),
  // Saving is open to every member for any listed business: a neighbour's, so no cell touches the owner's rows.
  'PUT /api/network/saved/:id': (w) => ({ id: String(w.ids.neighbours) }),
  'DELETE /api/network/saved/:id': (w) => ({ id: String(w.ids.neighbours) }),
};

const business = {
  name: 'Matrix Hardware',
  description: 'Tools, paint and keys cut while you wait.',
  industry: 'Retail',
  location: 'Tampa, FL',
  contactEmail: 'shop@hardware.example',
  valueProposition: 'Every bolt in stock.',
  services: ['Keys', 'Paint'],
};
const promotion = { title: 'Two keys for one', description: 'Bring a friend, cut two keys.', price: 5 };
const campaign = { name: 'Spring keys', status: 'draft', startDate: '2027-03-01', endDate: '2027-03-31' };
const own = (world: World, caller: CallerName) => world.people[caller];

export const REQUESTS: Record<string, Request> = {
  // Each caller signs up, signs in and asks for links as themselves: a public route is open to all.
  'POST /api/auth/register': (w) => ({ body: { name: 'Newcomer', email: `newcomer-${w.unique()}@matrix.example`, password: 'newcomer-secret' } }),
  'POST /api/auth/login': (w, caller) => ({
    body: { email: own(w, caller).email, password: own(w, caller).password },
    // Only the waitlisted are refused, by design, with their place in line.
    ...(caller === 'waitlisted' ? { answers: 403 } : {}),
  }),
  // No code was asked for and no link was sent: everyone is refused.
  'POST /api/auth/login/code': () => ({ body: { challenge: 'c'.repeat(43), code: '123456' }, answers: 401 }),
  'POST /api/auth/instant': () => ({ body: { token: 't'.repeat(43) }, answers: 401 }),
  // The matrix runs on local flags (no UNLEASH_URL): there is nothing to read again.
  'POST /api/flags/refresh': () => ({ answers: 409 }),
  // A made-up confirmation link: the route is public and answers for the link, never for the caller.
  'POST /api/auth/confirm-email': () => ({ body: { token: 't'.repeat(43) }, answers: 400 }),
  'POST /api/auth/instant-link': (w, caller) => ({ body: { email: own(w, caller).email } }),
  'POST /api/auth/password': (w, caller) => ({ body: { currentPassword: own(w, caller).password, newPassword: own(w, caller).password } }),

  'PUT /api/settings/profile': (w, caller) => ({ body: { name: own(w, caller).name, email: own(w, caller).email, phone: '(813) 555-0123' } }),
  'POST /api/settings/profile/logo': () => ({ files: { logo: png } }),
  'PUT /api/settings/notifications': () => ({
    body: { emailNotifications: true, pushNotifications: false, marketingEmails: false, weeklyReports: true, profileViews: true, newConversions: true },
  }),
  'PUT /api/settings/security': () => ({ body: { twoFactorEnabled: false, loginAlerts: false, sessionTimeout: '60' } }),

  'POST /api/businesses': (w) => ({ body: { ...business, website: `https://${w.unique()}.example` } }),
  'PUT /api/businesses/:id': () => ({ body: { valueProposition: 'Every bolt, every size.' } }),
  // Switched off, as it starts: the world's business stays off the public web (the audit turns it on).
  'PUT /api/businesses/:id/public-page': () => ({ body: { enabled: false } }),
  // A page answers only by its owner's choice, and no owner of the world makes it: every caller is
  // answered alike, 404 (public-pages.api.test.ts covers the pages that answer and what they show).
  'GET /b/:slug': () => ({ answers: 404 }),
  // No page of the world answers, so none of its offers can be claimed, and no claim has that code:
  // public-pages' claims.api.test.ts covers claims that succeed.
  'POST /b/:slug/offers/:promotionId/claim': () => ({ answers: 404 }),
  'GET /b/:slug/offers/:promotionId': () => ({ answers: 404 }),
  'GET /b/:slug/share.png': () => ({ answers: 404 }),
  // A card's QR leads to the public page, which no owner of the world turns on: the owner is told to
  // turn it on first (claims.api.test.ts prints cards that succeed).
  'GET /api/businesses/:id/promotions/:promotionId/counter-card': () => ({ answers: 409 }),
  'GET /c/:code': () => ({ answers: 404 }),
  // An unsubscribe link works for whoever holds it, signed in or not; the world's is made up, so every
  // caller is answered alike (notification-emails.api.test.ts covers links that work).
  'GET /unsubscribe/:token': () => ({ answers: 404 }),
  'POST /unsubscribe/:token': () => ({ answers: 404 }),
  'POST /c/:code/email': () => ({ answers: 404 }),
  'POST /api/claims/:code/redeem': () => ({ body: {} }),
  'POST /api/businesses/:id/track-choice': () => ({ body: { choice: 'add_promotions' } }),
  'POST /api/businesses/extract': () => ({ body: { manualInfo: { name: 'Matrix Hardware', location: 'Tampa, FL' } } }),
  'POST /api/businesses/analyze-card': () => ({ files: { businessCard: png } }),

  'POST /api/businesses/:id/promotions': () => ({ body: promotion }),
  'POST /api/businesses/:id/promotions/generate': () => ({ body: {} }),
  'PUT /api/promotions/:id': () => ({ body: { title: 'Three keys for one' } }),
  'POST /api/promotions/:id/image': () => ({ files: { image: png } }),
  'POST /api/promotions/:id/events': () => ({ body: { type: 'view' } }),
  // Open to everyone signed in: the directory's live promotions of the businesses named.
  'GET /api/promotions/live': (w) => ({ query: { businessIds: String(w.ids.businesses) } }),
  'POST /api/businesses/:id/campaigns': (w) => ({ body: { ...campaign, promotionIds: [w.ids.promotions] } }),
  'PUT /api/campaigns/:id': () => ({ body: { name: 'Summer keys' } }),

  // The Pioneer network (support/network-world.ts): the owner asks a neighbour's business, saves it, blocks
  // an owner already blocked. An admin has no business to ask from: told to publish one (409), never refused.
  'POST /api/network/saved/import': (w) => ({ body: { businessIds: [w.ids.neighbours] } }),
  'POST /api/network/connections': (w, caller) => ({ body: { businessId: w.ids.neighbours, note: 'Hello from the matrix.' }, ...(caller === 'admin' ? { answers: 409 } : {}) }),
  'POST /api/network/blocks': (w) => ({ body: { businessId: w.ids.blockedBusiness } }),
  // The world's connection is a request to the owner: it is answered, not removed, by the one asked
  // (network.api.test.ts covers withdrawing and removing); an admin removes it (audited).
  'DELETE /api/network/connections/:id': (_w, caller) => (caller === 'owner' ? { answers: 409 } : {}),
  'POST /api/notifications/read': () => ({ body: {} }),
  // A browser's push subscription on a push service's public address (nothing is pushed: the world's Push Notifications stay off).
  'POST /api/push/subscriptions': (w) => ({ body: { endpoint: `https://push.${w.unique()}.example/send/matrix`, keys: { p256dh: BROWSER_PUSH_KEY, auth: 'A'.repeat(22) } } }),
  'DELETE /api/push/subscriptions': () => ({ query: { endpoint: 'https://push.matrix.example/send/none' } }),
  'POST /api/network/referrals': (w, caller) => ({
    body: { toBusinessId: w.ids.grocer, customerName: 'Sam Reyes', customerEmail: 'sam@home.example', need: 'A spare key cut.', consent: true },
    // Only a business connected with the grocer refers to it: the owner's.
    ...(caller === 'admin' ? { answers: 409 } : {}),
  }),
  'POST /api/network/referrals/:id/status': () => ({ body: { status: 'contacted' } }),

  // The world's account already shut out (support/network-world.ts): again, it keeps one row with the new reason.
  'POST /api/admin/network-exclusions': (w) => ({ body: { userId: w.ids['network-exclusions'], reason: 'Spam requests, again' } }),
  'POST /api/admin/announcements/test': () => ({ body: { subject: 'Matrix meet-up', body: 'An announcement to the Pioneers who opted in.' } }),
  'POST /api/admin/announcements': () => ({ body: { subject: 'Matrix meet-up', body: 'An announcement to the Pioneers who opted in.' } }),
  'PUT /api/admin/users/:id': () => ({ body: { role: 'business_owner' } }),
  'POST /api/admin/waitlist/:id/admit': () => ({ body: { force: true } }),
  'POST /api/admin/waitlist/admit-next': () => ({ body: { force: true } }),
  'PUT /api/admin/businesses/:id': () => ({ body: { status: 'approved' } }),
  'POST /api/admin/businesses/approve': (w) => ({ body: { ids: [w.ids.businesses] } }),
  'PUT /api/admin/promotions/:id': () => ({ body: { title: 'Moderated keys' } }),
  'PUT /api/admin/campaigns/:id': () => ({ body: { name: 'Moderated campaign' } }),
  'DELETE /api/developer/businesses/:id': () => ({ body: { confirmation: developerConfirmations.deleteBusiness.text } }),
  'DELETE /api/developer/clear-all': () => ({ body: { confirmation: developerConfirmations.clearAll.text } }),

  // The matrix's world has no website on the internet: a private address is refused before anything is fetched (400).
  'POST /api/scrape-website-phased': () => ({ body: { url: 'http://127.0.0.1:9/' }, answers: 400 }),
  'POST /api/generate-promotional-content': () => ({
    body: { businessInfo: { name: business.name, industry: business.industry, services: business.services }, selectedImage: { url: `data:image/png;base64,${PNG_1PX.toString('base64')}` } },
  }),
  'POST /api/generate-netflix-poster': () => ({ body: { prompt: 'A hardware store at dusk', businessName: business.name } }),
};

/** An open claim of the owner's promotion, as a customer's "Get this offer" leaves it: its code (its id goes to `ids.claims`). */
export async function seedClaim(db: Knex, ids: Record<string, number>): Promise<string> {
  const code = Array.from({ length: CLAIM_CODE_LENGTH }, () => CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)]).join('');
  const now = Date.now();
  const [row] = await db('promotions_claims').returning('id').insert({
    promotionId: ids.promotions,
    businessId: ids.businesses,
    code,
    visitorKey: 'matrix-visitor'.padEnd(32, '0'),
    addressKey: 'matrix-address'.padEnd(32, '0'),
    status: 'claimed',
    expiresAt: new Date(now + 86_400_000).toISOString(),
    createdAt: new Date(now).toISOString(),
  });
  ids.claims = Number(typeof row === 'object' ? (row as { id: number }).id : row);
  return code;
}
