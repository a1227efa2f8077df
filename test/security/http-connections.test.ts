import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerHome, startServer, type RunningServer, type ServerHome } from './support/server-process.js';

/**
 * Slow or many clients cannot hold every socket (README, "Security"; core/src/http/connection-limits.ts):
 * a client that sends its headers too slowly, or nothing at all, is cut after HEADERS_TIMEOUT_MS; one
 * address holds at most CONNECTIONS_PER_ADDRESS connections, the server at most MAX_CONNECTIONS; and
 * everyone else still gets in. Run against the built server (`npm run build:server` first), with small
 * limits. Each client below comes from its own loopback address (127.0.0.x), as different hosts would.
 */

interface Held {
  socket: net.Socket;
  /** What the server sent on this connection. */
  received(): string;
  /** Settles when the connection closes, from either side. */
  closed: Promise<void>;
}

/** A raw connection from `localAddress`, once it is open. */
function connect(url: string, localAddress: string): Promise<Held> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress });
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** One GET from `localAddress` on a connection of its own. */
function get(url: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, localAddress }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Waits for `promise` at most `ms` (a generous budget): resolves true if it settled in time. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function stop(running: RunningServer | undefined, home: ServerHome | undefined) {
  if (running?.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  await home?.remove();
}

describe('slow clients', () => {
  const HEADERS_TIMEOUT_MS = 1000;
  /** Far beyond the limit, far below Node's own defaults (headers 60 s, checked every 30 s). */
  const BUDGET_MS = 15_000;
  let home: ServerHome;
  let running: RunningServer;
  const held: Held[] = [];

  beforeAll(async () => {
    home = await createServerHome({ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: '2000' });
    running = await startServer(home);
  });
  afterAll(async () => {
    for (const h of held) h.socket.destroy();
    await stop(running, home);
  });

  it('cuts a client that sends its headers a byte at a time, and one that sends nothing, while others are answered', async () => {
    const loris = await connect(running.url, '127.0.0.2');
    const silent = await connect(running.url, '127.0.0.3');
    held.push(loris, silent);
    // A request line and a header that would take 400 s to arrive at this pace.
    const headers = `GET /healthz HTTP/1.1\r\nHost: tapin\r\nX-Slow: ${'a'.repeat(4000)}`;
    let sent = 0;
    const drip = setInterval(() => {
      if (!loris.socket.writable) return clearInterval(drip);
      loris.socket.write(headers[sent++ % headers.length]!);
    }, 100);
    try {
      expect(await get(`${running.url}/healthz`, '127.0.0.4')).toMatchObject({ status: 200 });
      expect(await within(loris.closed, BUDGET_MS)).toBe(true);
      expect(await within(silent.closed, BUDGET_MS)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(sent).toBeLessThan(headers.length);
    expect(loris.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await get(`${running.url}/healthz`, '127.0.0.4')).toMatchObject({ status: 200 });
  });

  it('cuts a request whose body arrives too slowly', async () => {
    const upload = await connect(running.url, '127.0.0.5');
    held.push(upload);
    upload.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: tapin\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    const drip = setInterval(() => upload.socket.writable && upload.socket.write(' '), 100);
    try {
      expect(await within(upload.closed, BUDGET_MS)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('many connections', () => {
  const PER_ADDRESS = 8;
  const MAX = 20;
  let home: ServerHome;
  let running: RunningServer;
  const held: Held[] = [];

  beforeAll(async () => {
    home = await createServerHome({ CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS), MAX_CONNECTIONS: String(MAX) });
    running = await startServer(home);
  });
  afterAll(async () => {
    for (const h of held) h.socket.destroy();
    await stop(running, home);
  });

  async function hold(count: number, address: string): Promise<Held[]> {
    const opened = await Promise.all(Array.from({ length: count }, () => connect(running.url, address)));
    held.push(...opened);
    return opened;
  }

  it('answers 503 to one address past its cap, and still lets another address in', async () => {
    await hold(PER_ADDRESS, '127.0.0.2');
    const refused = await get(`${running.url}/healthz`, '127.0.0.2');
    expect(refused.status).toBe(503);
    expect(refused.body).toContain('Too many open connections from your address');
    expect(await get(`${running.url}/healthz`, '127.0.0.3')).toMatchObject({ status: 200 });

    // The cap counts open connections: one closed lets the address in again.
    const [first] = held.splice(0, 1);
    first!.socket.destroy();
    await first!.closed;
    // The server hears of the close on its next read of the socket: wait until it has.
    let again = await get(`${running.url}/healthz`, '127.0.0.2');
    for (let tries = 0; again.status === 503 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await get(`${running.url}/healthz`, '127.0.0.2');
    }
    expect(again.status).toBe(200);
    for (const h of held.splice(0)) {
      h.socket.destroy();
      await h.closed;
    }
  });

  it(`drops connections past ${MAX} open in all`, async () => {
    // From several addresses, each within its own cap.
    await hold(PER_ADDRESS, '127.0.0.6');
    await hold(PER_ADDRESS, '127.0.0.7');
    await hold(MAX - 2 * PER_ADDRESS, '127.0.0.8');
    await expect(get(`${running.url}/healthz`, '127.0.0.9')).rejects.toThrow(/socket hang up|ECONNRESET|EPIPE/);

    for (const h of held.splice(0)) {
      h.socket.destroy();
      await h.closed;
    }
    let after = await get(`${running.url}/healthz`, '127.0.0.9').catch(() => null);
    for (let tries = 0; after?.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await get(`${running.url}/healthz`, '127.0.0.9').catch(() => null);
    }
    expect(after?.status).toBe(200);
  });
});
