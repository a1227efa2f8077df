import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerHome, startServer, type RunningServer, type ServerHome } from './support/server-process.js';

/**
 * No page can freeze the server (issue 26). Pages written to be slow to read (one endless word, runs of
 * hyphens, dots and digits, 2 MB of one character, 50,000 nested elements, 100,000 list items) are served
 * on 127.0.0.1 and read through POST /api/businesses/extract on the built server. Each gets its answer
 * within the scrape budget (the profile, or a clear 422 when its reading ran past the worker's deadline),
 * and meanwhile /healthz, asked again and again, keeps answering: the reading happens in worker threads,
 * never on the event loop that answers requests. Before, the endless word alone blocked every request for
 * minutes and the process ignored SIGTERM.
 *
 * Run against the built server: `npm run build:server` first (npm run test:security does).
 */

/** The page cap (`scrape.maxBytesPerPage`, 2 MB): the server reads no more of any page. */
const PAGE_BYTES = 2 * 1024 * 1024;
/** Everything one website read may take (`scrape.timeoutMs`, 15 s), with room for a busy CI machine. */
const SCRAPE_BUDGET_MS = 15_000 + 5_000;
/**
 * The longest /healthz may take while a page is read. The target is tens of milliseconds; this bound is
 * generous for a shared two-core machine, and still a hundred times shorter than the old block.
 */
const HEALTH_LIMIT_MS = 1_000;

function fill(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

const html = (body: string) => `<!doctype html><html><head><title>Slow Reading Co</title></head><body>${body}</body></html>`;

/** Each page as served, about 2 MB. */
const pages: Record<string, string> = {
  'one endless word': html(`<p>${fill('a', PAGE_BYTES - 200)}</p>`),
  'a run of hyphenated letters': html(`<p>${fill('a-', PAGE_BYTES - 200)}</p>`),
  'a run of dotted letters': html(`<p>${fill('a.', PAGE_BYTES - 200)}</p>`),
  'a run of at signs': html(`<p>${fill('a@', PAGE_BYTES - 200)}</p>`),
  '2 MB of one character': fill('-', PAGE_BYTES),
  'spaced digits': html(`<p>${fill('1 ', PAGE_BYTES - 200)}</p>`),
  '50,000 nested elements': html(fill('<div>', 250_000)),
  '100,000 list items under a services heading': html(`<h2>Services</h2><ul>${fill('<li>x</li>', PAGE_BYTES - 300)}</ul>`),
};

const ordinaryPage = html(
  '<h1>Harbor Light Bakery</h1><p>Sourdough and pastries baked daily.</p><p>Call (813) 555-0142 or write hello@harborlight.example</p><footer>© 2024 Harbor Light Bakery. All rights reserved.</footer>',
);

interface Timed {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function post(url: string, token: string, body: unknown): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const answer = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body: answer, ms: performance.now() - started };
}

/** Asks /healthz one request after another until `done` settles; resolves with the slowest answer's time. */
async function slowestHealth(url: string, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return slowest;
}

describe('no web page can freeze the server', () => {
  let sites: http.Server;
  let base: string;
  let home: ServerHome;
  let running: RunningServer | undefined;
  let token: string;

  beforeAll(async () => {
    const bodies = new Map(Object.entries({ ...pages, ordinary: ordinaryPage }).map(([name, page], i) => [`/${i}/`, { name, page: Buffer.from(page) }]));
    sites = http.createServer((req, res) => {
      const found = bodies.get(req.url ?? '');
      if (!found) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': found.page.length }).end(found.page);
    });
    await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
    for (const [path, { name }] of bodies) pathOf.set(name, path);

    home = await createServerHome({ SCRAPE_ALLOW_PRIVATE: 'true' });
    running = await startServer(home);
    const res = await fetch(`${running.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rosa Alvarez', email: 'rosa@slow-pages.example', password: 'secret12' }),
    });
    token = String(((await res.json()) as { token: string }).token);
  });

  const pathOf = new Map<string, string>();

  afterAll(async () => {
    if (running?.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    await home?.remove();
    await new Promise((resolve) => sites?.close(resolve));
  });

  it.each(Object.keys(pages))('answers a page of %s within the scrape budget while /healthz keeps answering', async (name) => {
    const { url } = running!;
    const extract = post(`${url}/api/businesses/extract`, token, { websiteUrl: `${base}${pathOf.get(name)}` });
    const slowest = await slowestHealth(url, extract);
    const answer = await extract;

    expect(answer.ms).toBeLessThan(SCRAPE_BUDGET_MS);
    expect(slowest).toBeLessThan(HEALTH_LIMIT_MS);
    // Read (nothing useful on it), or refused in words a person understands: never a 5xx.
    if (answer.status === 200) expect(answer.body).toHaveProperty('steps');
    else expect([answer.status, answer.body.message]).toEqual([422, expect.stringMatching(/^The page http:\/\/127\.0\.0\.1:\d+\/\d+\/ took too long to read\.$/)]);
  });

  it('reads an ordinary page as before once a thread was ended at its deadline', async () => {
    const answer = await post(`${running!.url}/api/businesses/extract`, token, { websiteUrl: `${base}${pathOf.get('ordinary')}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Harbor Light Bakery', contactPhone: '(813) 555-0142', contactEmail: 'hello@harborlight.example' });
  });

  it('stops on SIGTERM while it reads the slowest page', async () => {
    const { url, child, exited } = running!;
    const extract = post(`${url}/api/businesses/extract`, token, { websiteUrl: `${base}${pathOf.get('one endless word')}` }).catch((err: Error) => err);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    // The request in flight is answered first (graceful stop), then the process exits 0.
    expect(await exited).toBe(0);
    const answer = await extract;
    expect(answer instanceof Error ? answer.message : answer.status).not.toBe(500);
  });
});
