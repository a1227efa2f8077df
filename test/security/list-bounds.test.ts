/**
 * No unbounded answer (issue 28): every GET route the app declares (the route table, `TapinApp.routes`,
 * with every plugin installed and every flag on) is declared below as bounded — with the query parameter
 * that pages it, its default and its most — or as one record or an answer whose size does not grow with
 * the data. A new GET route that is in neither list fails here until someone says which it is, and a
 * declared bound is checked against the route's own query schema (or, for the console's lists, against
 * the running route), so a declaration cannot drift from what the route does.
 */
import { pageRules } from '@tapin/config/rules';
import { type RouteInfo } from '@tapin/core';
import { ANALYTICS_SERIES_DAYS, ANALYTICS_SERIES_MAX_DAYS, promotionEventRules } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { directoryPaging, galleryRules } from '@tapin/config/rules';
import { installedPlugins } from '@tapin/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFlagsOn } from './support/route-table.js';

/** A list paged by a query parameter: absent = `default` (when the schema supplies it), more than `max` = 400 (or read as `max`, `clamped`). */
interface Paged {
  param: 'limit' | 'days';
  default: number;
  max: number;
  /** The specification reads a larger value as the most, rather than refusing it. */
  clamped?: true;
  /** The schema leaves the default to the service (the directory's). */
  defaultInService?: true;
}
/** A console list (react-admin's `range`): no range = the first `max`; a wider range = 400. */
interface Ranged {
  param: 'range';
  max: number;
}
/** At most `max` ids asked for, at most `each` records per id. */
interface ById {
  param: 'businessIds';
  max: number;
  each: number;
}
/** One record, or an answer whose size is fixed by code or configuration, not by the data: why. */
interface NotAList {
  single?: string;
  fixed?: string;
}
/** A list known to grow with the data and owned by another change: named here so it cannot be forgotten. */
interface KnownUnbounded {
  unbounded: string;
}
type Bound = Paged | Ranged | ById | NotAList | KnownUnbounded;

const consoleList: Ranged = { param: 'range', max: pageRules.adminMaxRange };
const gallery: Paged = { param: 'limit', default: galleryRules.defaultLimit, max: galleryRules.maxLimit, clamped: true };
const record = { single: 'one record by its id' };

const BOUNDS: Record<string, Bound> = {
  // The directory's service answers its default page when no limit is asked (directory-paging.api.test.ts).
  'GET /api/businesses/directory': { param: 'limit', default: directoryPaging.defaultLimit, max: directoryPaging.maxLimit, defaultInService: true },
  // `industry` is free text, so there can be as many as businesses: the most listed (directory.api.test.ts).
  'GET /api/businesses/directory/industries': { fixed: `at most ${directoryPaging.industriesMax} industries, those with the most listings` },
  'GET /api/businesses/directory/summary': { fixed: 'three counts' },
  'GET /api/businesses/:id/promotions': { param: 'limit', ...pageRules.promotions },
  'GET /api/businesses/:id/promotions/analytics': { fixed: 'figures over the window, its days, and at most pageRules.promotions.max promotions (list-pages.api.test.ts)' },
  'GET /api/promotions/live': { param: 'businessIds', max: promotionEventRules.liveBusinessesMax, each: promotionEventRules.livePerBusinessMax },
  'GET /api/businesses/:id/campaigns': { param: 'limit', ...pageRules.campaigns },
  'GET /api/admin/promotions': consoleList,
  'GET /api/admin/promotions/:id': record,
  'GET /api/admin/campaigns': consoleList,
  'GET /api/admin/campaigns/:id': record,
  'GET /api/admin/claims': consoleList,
  'GET /api/network': { fixed: 'at most networkRules.listedMax connections and requests (newest first) and as many blocks' },
  'GET /api/network/marks': { fixed: 'at most networkRules.savedMax saved ids and networkRules.listedMax connection states' },
  'GET /api/network/saved': { fixed: 'at most networkRules.savedMax businesses (the most one person may save)' },
  'GET /api/admin/connections': consoleList,
  'GET /api/network/referrals': { fixed: 'at most networkRules.listedMax referrals received and as many sent, newest first' },
  'GET /api/businesses/:id/referrals/summary': { fixed: 'three counts' },
  'GET /api/admin/referrals': consoleList,
  'GET /api/admin/network-exclusions': consoleList,
  'GET /api/admin/network-summary': { fixed: 'seven counts and the 5 most connected businesses' },
  'GET /api/admin/network-exclusions/:id': record,
  'GET /api/admin/referrals/:id': record,
  'GET /api/admin/connections/:id': record,
  'GET /api/admin/notifications': consoleList,
  'GET /api/admin/notifications/:id': record,
  'GET /unsubscribe/:token': { single: 'one page about one unsubscribe link' },
  'GET /api/notifications': { fixed: 'the notificationRules.listed newest notifications and the unread count' },
  'GET /api/admin/claims/:id': record,
  'GET /api/scraped-sites-gallery': gallery,
  'GET /api/scraped-site/:id': { single: 'one site with its candidates (at most galleries.maxCandidates)' },
  'GET /api/generated-series-gallery': gallery,
  'GET /api/generated-series/:id': { single: 'one series with its episodes' },
  'GET /api/demo-businesses': { fixed: 'the three sample businesses `tapin seed` writes (no route adds one)' },
  'GET /api/poster-test-cases': { fixed: 'the predefined tests, in code' },
  'GET /api/generated-posters-gallery': gallery,
  'GET /api/generated-posters-testing': gallery,
  'GET /api/generated-posters/:id': record,
  'GET /api/admin/scraped-sites': consoleList,
  'GET /api/admin/developer-exports': consoleList,
  'GET /api/admin/scraped-sites/:id': record,
  'GET /api/admin/generated-series': consoleList,
  'GET /api/admin/generated-series/:id': record,
  'GET /api/admin/generated-posters': consoleList,
  'GET /api/admin/generated-posters/:id': record,
  'GET /api/logs': { fixed: 'the log folder, which the logger keeps to log.retainedFiles files' },
  'GET /api/logs/:name': { single: "a file's last log.viewMaxBytes (1 MB) at most" },
  'GET /api/developer/exports': { param: 'limit', ...pageRules.developerExports },
  'GET /api/developer/exports/:name': { single: 'one export file, streamed as a download' },
  'GET /api/developer/exports/:name/preview': { single: 'one export: its counts, and at most RESTORE_PREVIEW_BUSINESSES businesses by name' },
  'GET /api/tasks/:id': { single: 'one task: its steps, then the answer its request would have given' },
  'GET /healthz': { fixed: 'a status' },
  'GET /readyz': { fixed: 'a status' },
  'GET /metrics': { fixed: 'one series per route pattern (in code, never a path), method and status, per job kind and state, and Node’s own' },
  'GET /api/flags': { fixed: 'the flags, in code' },
  'GET /api/businesses/:id/public-page': record,
  'GET /b/:slug': { single: 'one business’s public page, with at most 10 live promotions' },
  'GET /sitemap.xml': { fixed: 'at most SITEMAP_MAX (50,000) pages, the sitemap protocol’s limit for one file' },
  'GET /robots.txt': { fixed: 'a few lines' },
  'GET /c/:code': { single: 'one claim: its offer, its code and a QR' },
  'GET /b/:slug/offers/:promotionId': { single: 'one business’s public page with one live promotion' },
  'GET /b/:slug/share.png': { single: 'one business’s link-preview picture' },
  'GET /api/businesses/:id/promotions/:promotionId/counter-card': { single: 'one promotion’s printable card, PNG or PDF' },
  'GET /api/claims/:code': record,
  'GET /api/businesses/:id/claims': { param: 'limit', ...pageRules.claims },
  'GET /api/admin/flags': { fixed: 'the flags, in code' },
  'GET /api/admin/resources': { fixed: 'the installed modules’ resources, in code' },
  'GET /api/user/email-confirmation': record,
  'GET /api/user': record,
  'GET /api/beta': { fixed: 'the seat counts' },
  'GET /api/settings/profile': record,
  'GET /api/settings/notifications': record,
  'GET /api/push/key': record,
  'GET /api/settings/security': record,
  'GET /api/admin/users': consoleList,
  'GET /api/admin/users/:id': record,
  'GET /api/admin/waitlist': consoleList,
  'GET /api/admin/waitlist/:id': record,
  'GET /api/admin/emails': consoleList,
  'GET /api/admin/emails/:id': record,
  'GET /api/businesses': { param: 'limit', ...pageRules.businesses },
  'GET /api/businesses/:id': record,
  'GET /api/admin/businesses': consoleList,
  'GET /api/admin/businesses/:id': record,
  'GET /api/admin/audit': consoleList,
  'GET /api/admin/audit/:id': record,
  'GET /api/admin/analytics/daily': { fixed: 'figures and the ANALYTICS_RECENT_LIMIT newest users and businesses' },
  'GET /api/admin/analytics/weekly': { fixed: 'figures and the ANALYTICS_RECENT_LIMIT newest users' },
  'GET /api/admin/analytics/monthly': { fixed: 'figures and the ANALYTICS_RECENT_LIMIT newest users' },
  'GET /api/admin/analytics/summary': { fixed: 'four figures' },
  'GET /api/admin/analytics/series': { param: 'days', default: ANALYTICS_SERIES_DAYS, max: ANALYTICS_SERIES_MAX_DAYS },
  'GET /api/admin/system': { fixed: 'the health figures' },
  'GET /api/admin/user-details/:period': { fixed: 'a figure and the ANALYTICS_RECENT_LIMIT newest users' },
};

const key = (route: RouteInfo) => `${route.method} ${route.path}`;

/** What the route's query schema makes of `query`: the parsed value, or the messages of its refusal. */
function parse(route: RouteInfo, query: Record<string, string>): { ok: true; value: Record<string, unknown> } | { ok: false; messages: string[] } {
  const result = route.input.query!.safeParse(query);
  return result.success ? { ok: true, value: result.data as Record<string, unknown> } : { ok: false, messages: result.error.issues.map((i) => i.message) };
}

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
  await app.kernel.cradle.accounts.createAdmin({ email: 'bounds@list.example', name: 'Bounds', password: 'bounds-secret' });
  adminToken = (await request(app.callback()).post('/api/auth/login').send({ email: 'bounds@list.example', password: 'bounds-secret' })).body.token;
});

afterAll(async () => {
  await app?.close();
});

describe('every GET route is bounded or declared not to be a list', () => {
  it('the declarations name exactly the GET routes the app has', () => {
    const gets = app.routes.filter((r) => r.method === 'GET').map(key);
    const undeclared = gets.filter((k) => !(k in BOUNDS));
    expect(undeclared, 'Declare each in BOUNDS (test/security/list-bounds.test.ts): page it (pageRules in config/src/rules.ts) or say why its answer cannot grow').toEqual([]);
    expect(Object.keys(BOUNDS).filter((k) => !gets.includes(k)), 'declared routes the app no longer has').toEqual([]);
    expect(gets.length).toBeGreaterThan(50);
  });

  const routes = () => app.routes.filter((r) => r.method === 'GET');

  it('no list is left known to be unbounded', () => {
    expect(Object.keys(BOUNDS).filter((k) => 'unbounded' in BOUNDS[k]!)).toEqual([]);
  });

  it('a route paged by ?limit= or ?days= takes the most, gives its default, and refuses (or reads as the most) one more', () => {
    let checked = 0;
    for (const route of routes()) {
      const bound = BOUNDS[key(route)] as Paged;
      if (bound?.param !== 'limit' && bound?.param !== 'days') continue;
      const name = key(route);
      expect(route.input.query, `${name} has no query schema`).toBeDefined();
      const atMost = parse(route, { [bound.param]: String(bound.max) });
      expect(atMost.ok && atMost.value[bound.param], name).toBe(bound.max);
      const over = parse(route, { [bound.param]: String(bound.max + 1) });
      if (bound.clamped) expect(over.ok && over.value[bound.param], name).toBe(bound.max);
      else expect(over.ok ? [] : over.messages, `${name} must refuse ${bound.param}=${bound.max + 1}, saying so`).toEqual([expect.stringContaining(String(bound.max))]);
      const absent = parse(route, {});
      expect(absent.ok, name).toBe(true);
      if (absent.ok) expect(absent.value[bound.param], name).toBe(bound.defaultInService ? undefined : bound.default);
      checked++;
    }
    expect(checked).toBe(Object.values(BOUNDS).filter((b) => 'param' in b && (b.param === 'limit' || b.param === 'days')).length);
  });

  it('a route answering for named businesses takes at most that many', () => {
    const route = routes().find((r) => (BOUNDS[key(r)] as ById).param === 'businessIds')!;
    const bound = BOUNDS[key(route)] as ById;
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parse(route, { businessIds: ids(bound.max) }).ok).toBe(true);
    expect(parse(route, { businessIds: ids(bound.max + 1) })).toEqual({ ok: false, messages: [`businessIds may name at most ${bound.max} businesses`] });
  });

  it('a console list answers a page and its Content-Range with no range, and refuses a wider range than its most', async () => {
    const lists = routes().filter((r) => (BOUNDS[key(r)] as Ranged).param === 'range');
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const route of lists) {
      const { max } = BOUNDS[key(route)] as Ranged;
      const get = (query: Record<string, string> = {}) => request(app.callback()).get(route.path).query(query).set('Authorization', `Bearer ${adminToken}`);
      const plain = await get();
      expect(plain.status, route.path).toBe(200);
      expect(plain.headers['content-range'], route.path).toMatch(/^[a-z-]+ (\d+-\d+|\*)\/\d+$/);
      expect((await get({ range: JSON.stringify([0, max - 1]) })).status, route.path).toBe(200);
      const wide = await get({ range: JSON.stringify([0, max]) });
      expect([wide.status, wide.body.message], route.path).toEqual([400, `range: at most ${max} records per request`]);
    }
  });
});
