import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '@tapin/config';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { createApp, type TapinApp } from '../app.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import type { JobAttempt } from './job-queue.js';
import { poolAdapter } from './pg-boss-queue.js';

/** The job queue on the database the tests run on: in this process on SQLite, pg-boss on PostgreSQL. */
describe('the job queue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('does each job sent once, with its data', async () => {
    const { jobs } = app.kernel.cradle;
    const done: number[] = [];
    jobs.define<{ n: number }>({ name: 'test.once', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 }, async ({ n }) => {
      done.push(n);
    });
    await jobs.start({ work: true });
    for (const n of [1, 2, 3]) await jobs.send('test.once', { n });
    await vi.waitFor(() => expect(done.sort()).toEqual([1, 2, 3]), { timeout: 5_000, interval: 50 });
    await jobs.idle('test.once');
    expect(done).toHaveLength(3);
  });

  it('tries a failing job again, later each time, and tells its handler which attempt is the last', async () => {
    const { jobs } = app.kernel.cradle;
    const attempts: Array<JobAttempt & { at: number }> = [];
    jobs.define<object>({ name: 'test.flaky', retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 }, async (_data, attempt) => {
      attempts.push({ ...attempt, at: Date.now() });
      if (attempt.attempt < 3) throw new Error(`attempt ${attempt.attempt} fails`);
    });
    await jobs.start({ work: true });
    await jobs.send('test.flaky', {});
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 15_000, interval: 100 });
    expect(attempts.map(({ attempt, final }) => ({ attempt, final }))).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: true },
    ]);
    // At least the delay (1 s), then at least twice it.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1_900);
  });

  it('counts a job that failed its last attempt as dead', async () => {
    const { jobs } = app.kernel.cradle;
    let tried = 0;
    jobs.define<object>({ name: 'test.doomed', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 }, async () => {
      tried += 1;
      throw new Error('never works');
    });
    await jobs.start({ work: true });
    await jobs.send('test.doomed', {});
    await vi.waitFor(async () => expect(await jobs.counts()).toContainEqual({ name: 'test.doomed', state: 'dead', count: 1 }), { timeout: 5_000, interval: 50 });
    expect(tried).toBe(1);
  });

  it('does a timed job once as it starts, then once per interval', async () => {
    const { jobs } = app.kernel.cradle;
    const runs: number[] = [];
    jobs.every('test.tick', 1, async () => {
      runs.push(Date.now());
    });
    const started = Date.now();
    await jobs.start({ work: true });
    await sleep(3_300);
    const seen = runs.filter((at) => at >= started - 1_000).length;
    // Now (or within the first second), then once a second.
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(seen).toBeLessThanOrEqual(5);
  });

  it('refuses a job of a kind nobody defined', async () => {
    await expect(app.kernel.cradle.jobs.send('test.unknown', {})).rejects.toThrow('No job "test.unknown" is defined');
  });
});

/**
 * pg-boss runs its installs as one `BEGIN; …; COMMIT;` text on the app's pool. When a statement of it fails
 * (two processes installing at once: the second finds the type made), the connection must not go back to
 * the pool inside an aborted transaction (a start failed once in CI: "current transaction is aborted").
 */
describe.runIf(process.env.DATABASE_URL)("pg-boss's statements on the app's pool", () => {
  it('leave no aborted transaction behind when one of them fails', async () => {
    const app = await createTestApp({ config: { database: { poolMax: 1 } } });
    try {
      const { db } = app.kernel.cradle;
      await expect(poolAdapter(db).executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;', [])).rejects.toThrow('division by zero');
      // The pool's one connection answers the app's next statement.
      expect(((await db.raw('select 1 as one')) as { rows: Array<{ one: number }> }).rows[0]!.one).toBe(1);
    } finally {
      await app.close();
    }
  });
});

/** Two processes that both propose a timed job: it is done once per interval, not once per process. */
describe.runIf(process.env.DATABASE_URL)('a timed job proposed by two processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TapinApp;
  beforeAll(async () => {
    a = await createTestApp({ config: { jobs: { pollSeconds: 1 } } });
    const schema = (a.kernel.cradle.db.client.config.searchPath as string[])[0]!;
    b = await createApp({ config: a.config, plugins: [], log: pino({ level: 'silent' }), database: { schema } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('is done once a slot', async () => {
    const runs: Array<{ by: string; at: number }> = [];
    for (const [by, app] of [['a', a], ['b', b]] as const) {
      app.kernel.cradle.jobs.every('test.shared-tick', 2, async () => {
        runs.push({ by, at: Date.now() });
      });
    }
    const started = Date.now();
    await Promise.all([a.kernel.cradle.jobs.start({ work: true }), b.kernel.cradle.jobs.start({ work: true })]);
    await sleep(7_000);
    const elapsed = Date.now() - started;
    // A slot of 2 s is proposed by both; one run each, by whichever process takes it.
    const slots = Math.ceil(elapsed / 2_000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(slots);
  });
});

/**
 * Processes with roles on one PostgreSQL database (issue 29): the welcome e-mail queued by a web process,
 * which does no jobs, is delivered by a worker process; nothing delivers it before a worker runs.
 */
describe.runIf(process.env.DATABASE_URL)('a web process and a worker process on one PostgreSQL database', () => {
  let web: TestApp;
  let worker: TapinApp | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    web = await createTestApp({ config: { server: { role: 'web' }, mail: { smtpUrl: smtp.url }, jobs: { pollSeconds: 1 } } });
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await web?.close();
    await smtp?.close();
  });

  it('leaves the delivery to the worker', async () => {
    await request(web.callback()).post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@roles.test', password: 'secret-1' }).expect(201);
    const row = () => web.kernel.cradle.db('emails').where({ recipient: 'pat@roles.test' }).first('status', 'attempts');
    // Two polls' time: the web process does not take it.
    await sleep(2_000);
    expect(await row()).toMatchObject({ status: 'queued', attempts: 0 });
    expect(smtp.messages).toEqual([]);

    const schema = (web.kernel.cradle.db.client.config.searchPath as string[])[0]!;
    const config: Config = { ...web.config, server: { ...web.config.server, role: 'worker' } };
    worker = await createApp({ config, plugins: [], log: pino({ level: 'silent' }), database: { schema } });
    await vi.waitFor(async () => expect(await row()).toMatchObject({ status: 'sent', attempts: 1 }), { timeout: 10_000, interval: 100 });
    expect(smtp.lastTo('pat@roles.test').subject).toBe('Welcome to the TAPin Pioneer beta');
    expect(smtp.messages).toHaveLength(1);
  });
});

/**
 * A stopped queue does nothing more: pg-boss's own graceful stop waits only for workers holding jobs, so a
 * worker whose fetch was under way took a job after the stop and did it on a closing pool (CI, stop 39:
 * "Unable to acquire a connection", unhandled, from pg-boss's fail of that job).
 */
describe('a job queue that has stopped', () => {
  it('does no job it took while stopping, once stop has returned', async () => {
    for (let round = 0; round < 5; round += 1) {
      const app = await createTestApp();
      try {
        const { jobs } = app.kernel.cradle;
        let stopped = false;
        const late: number[] = [];
        jobs.define<{ n: number }>({ name: 'test.late', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 }, async ({ n }) => {
          if (stopped) late.push(n);
        });
        for (const n of [1, 2, 3]) await jobs.send('test.late', { n });
        await jobs.start({ work: true });
        await jobs.stop();
        stopped = true;
        await sleep(300);
        expect(late).toEqual([]);
      } finally {
        await app.close();
      }
    }
  });
});
