import { pageRules } from '@tapin/config/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerHome, startServer, type RunningServer, type ServerHome } from './support/server-process.js';

/**
 * A fault test: the server is killed with SIGKILL (no shutdown of any kind) in the middle of a stream of
 * writes, then started again on the same database. Every write it acknowledged must still be there.
 * On SQLite that rests on the file database's WAL journal: a commit is in the log before it is
 * acknowledged, and `synchronous = NORMAL` only risks the last commits on a power cut, not on a process
 * kill (core/src/db/database.ts). With DATABASE_URL set it runs on PostgreSQL, whose commits are
 * durable in the database server. Runs the built server: `npm run build:server` first.
 */

/** Concurrent writers, and how many acknowledged writes to wait for before the kill. */
const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 120;

interface Stream {
  acknowledged: Set<string>;
  /** Sent, but no answer came back: they may or may not have been written. */
  unanswered: Set<string>;
}

async function post(url: string, token: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

describe('kill -9 during a stream of writes', () => {
  let home: ServerHome | undefined;
  let running: RunningServer | undefined;

  afterEach(async () => {
    if (running?.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    running = undefined;
    await home?.remove();
    home = undefined;
  });

  it('loses no acknowledged write', async ({ annotate }) => {
    home = await createServerHome();
    running = await startServer(home);
    const first = running;
    // The database this run is about: a file on SQLite, PostgreSQL when DATABASE_URL is set.
    expect(first.output()).toContain(`"database":"${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}"`);
    const registered = await post(`${first.url}/api/auth/register`, '', { name: 'Elena Marquez', email: 'elena@fault.example', password: 'secret12' });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const stream: Stream = { acknowledged: new Set(), unanswered: new Set() };
    let killed = false;
    let sequence = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
    };
    const writer = async () => {
      while (!killed) {
        const name = `Fault Line Bakery ${++sequence}`;
        try {
          const res = await post(`${first.url}/api/businesses`, token, { name });
          expect(res.status).toBe(201);
          expect(((await res.json()) as { name: string }).name).toBe(name);
          stream.acknowledged.add(name);
          if (stream.acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) kill();
        } catch (err) {
          if (!killed) throw err;
          stream.unanswered.add(name);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');

    running = await startServer(home);
    // One page holds them all: the list's most (pageRules.businesses), checked against the whole count.
    const list = await fetch(`${running.url}/api/businesses?limit=${pageRules.businesses.max}`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    const stored = new Set(((await list.json()) as Array<{ name: string }>).map((b) => b.name));
    expect(stored.size).toBe(Number(list.headers.get('x-total-count')));
    const lost = [...stream.acknowledged].filter((name) => !stored.has(name));
    expect(stream.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(lost).toEqual([]);
    const inFlightStored = [...stream.unanswered].filter((name) => stored.has(name)).length;
    await annotate(`${stream.acknowledged.size} writes acknowledged before the kill, ${lost.length} lost; ${stream.unanswered.size} in flight, ${inFlightStored} of them stored`);
    // Nothing appears that was never sent, and the database takes writes again.
    for (const name of stored) expect(stream.acknowledged.has(name) || stream.unanswered.has(name)).toBe(true);
    expect((await post(`${running.url}/api/businesses`, token, { name: 'After the restart' })).status).toBe(201);
  });
});
