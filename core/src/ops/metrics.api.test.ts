import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

const SCRAPER_TOKEN = 'scrape-me-with-this-long-secret-0123456789';

/** One sample's value from Prometheus's text format: the series whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const scrape = async () => (await request(app.callback()).get('/metrics').set('Authorization', `Bearer ${SCRAPER_TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    app = await createTestApp({ config: { server: { metricsToken: SCRAPER_TOKEN, instanceId: 'web-1' }, accounts: { adminEmails: [] } } });
    tokens.owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Maria', email: 'maria@x.com', password: 'secret1' })).body.token;
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  it('answers the scraper with METRICS_TOKEN and a signed-in admin; nobody else', async () => {
    await request(app.callback()).get('/metrics').expect(401);
    await request(app.callback()).get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    await request(app.callback()).get('/metrics').set('Authorization', `Bearer ${tokens.owner}`).expect(403);
    const res = await request(app.callback()).get('/metrics').set('Authorization', `Bearer ${tokens.admin}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await scrape()).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern and status, never by path', async () => {
    for (const id of [900001, 900002, 900003]) {
      await request(app.callback()).get(`/api/businesses/${id}`).set('Authorization', `Bearer ${tokens.owner}`).expect(404);
    }
    await request(app.callback()).get('/api/flags').expect(200);
    await request(app.callback()).get('/no-such-page.txt').expect(404);
    const text = await scrape();
    expect(sample(text, 'tapin_http_requests_total', { method: 'GET', route: '/api/businesses/:id', status: '404', tapin_instance: 'web-1' })).toBe(3);
    expect(sample(text, 'tapin_http_requests_total', { route: '/api/flags', status: '200' })).toBe(1);
    expect(sample(text, 'tapin_http_requests_total', { route: 'unrouted', status: '404' })).toBe(1);
    expect(text).not.toContain('900001');
    expect(sample(text, 'tapin_http_request_duration_seconds_count', { method: 'GET', route: '/api/businesses/:id' })).toBe(3);
    // The scrape itself is being answered.
    expect(sample(text, 'tapin_http_requests_in_flight')).toBe(1);
  });

  it('tells the database pool and the outbox backlog: queued, failed, and the oldest queued one', async () => {
    const { db, clock } = app.kernel.cradle;
    const now = clock.now().getTime();
    const email = (status: string, ageSeconds: number) => ({
      recipient: 'x@x.com',
      template: 'test',
      subject: 's',
      body: 'b',
      status,
      createdAt: new Date(now - ageSeconds * 1000).toISOString(),
    });
    await db('emails').insert([email('queued', 120), email('queued', 5), email('failed', 3600), email('sent', 7200)]);
    const text = await scrape();
    expect(sample(text, 'tapin_outbox_emails', { status: 'queued' })).toBe(2);
    expect(sample(text, 'tapin_outbox_emails', { status: 'failed' })).toBe(1);
    expect(sample(text, 'tapin_outbox_oldest_queued_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'tapin_outbox_oldest_queued_seconds')).toBeLessThan(200);
    expect(sample(text, 'tapin_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tapin_work_tasks', { state: 'queued' })).toBe(0);
  });
});
