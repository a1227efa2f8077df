import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanCard, PNG_1PX, S3_TEST_CREDENTIALS, sampleCards, startS3Server, startSmtpCapture, tokenFromLink } from '@tapin/core/testing';

/**
 * npm run test:cluster (issue 29): real server processes, as an operator runs them behind a load balancer,
 * on one PostgreSQL database that starts empty: two web processes and a worker started at once, a second
 * worker later. Each has a data folder of its own, as on machines of their own; they share the database,
 * an S3-compatible bucket (a real s3rver) and the mail server.
 */
const entry = fileURLToPath(new URL('../../server/dist/start.js', import.meta.url));
const ADMIN = 'boss@cluster.test';
/** The e-mail whose delivery the mail server holds unanswered while its worker is killed. */
const HELD = 'held@mail.cluster.test';
const REGISTRATIONS_PER_ADDRESS = 20;
/** The seats' timed sweep, short here so that a few intervals pass within the test. */
const SWEEP_SECONDS = 2;

interface Process {
  name: string;
  child: ChildProcess;
  /** Null for a worker (no HTTP). */
  url: string | null;
  output: () => string;
}

describe.runIf(process.env.DATABASE_URL)('TAPin as several processes on one PostgreSQL database', () => {
  const running: Process[] = [];
  const folders: string[] = [];
  let databaseUrl: string;
  let db: Knex;
  let admin: Knex;
  let database: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let worker1: Process;
  const held = { arrived: false };

  function start(name: string, role: 'web' | 'worker'): Promise<Process> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `tapin-${name}-`));
    folders.push(dataDir);
    const { UNLEASH_URL: _unleash, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      PROCESS_ROLE: role,
      INSTANCE_ID: name,
      LOG_PRETTY: 'false',
      LOG_TO_FILES: 'false',
      // Each timed job done says so at debug.
      LOG_LEVEL: 'debug',
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: smtp.url,
      STORAGE_URL: s3.storageUrl('cluster'),
      STORAGE_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '5',
      JOBS_POLL_SECONDS: '1',
      JOBS_MAINTENANCE_SECONDS: '1',
      TRUST_PROXY: '1',
      REGISTRATIONS_PER_ADDRESS: String(REGISTRATIONS_PER_ADDRESS),
      SEATS_SWEEP_SECONDS: String(SWEEP_SECONDS),
      // Long enough that only the processes telling each other can explain an answer within a second.
      DIRECTORY_CACHE_SECONDS: '60',
    };
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      let ready = false;
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (ready) return;
        const web = /TAPin is running at (http:\/\/[^"\s]+)/.exec(output);
        if (web || output.includes('TAPin is running as a worker')) {
          ready = true;
          const started = { name, child, url: web?.[1] ?? null, output: () => output };
          running.push(started);
          resolve(started);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
      });
    });
  }

  const web = (i: number) => {
    const url = running.find((p) => p.name === `web-${i}`)?.url;
    if (!url) throw new Error(`web-${i} is not running`);
    return request(url);
  };
  /** A registration as the load balancer passes it on: the client's address appended to what it sent. */
  const register = (i: number, email: string, clientAddress: string, claimed = '') =>
    web(i)
      .post('/api/auth/register')
      .set('X-Forwarded-For', claimed ? `${claimed}, ${clientAddress}` : clientAddress)
      .send({ name: email.split('@')[0], email, password: 'secret-1' });

  beforeAll(async () => {
    s3 = await startS3Server();
    smtp = await startSmtpCapture({
      hold: {
        to: HELD,
        onHeld: () => {
          held.arrived = true;
          // Mid-delivery: the message is sent, the server has not answered. SIGKILL, as a crash or the OOM killer would.
          worker1.child.kill('SIGKILL');
        },
      },
    });
    admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
    database = `tapin_cluster_${randomBytes(4).toString('hex')}`;
    await admin.raw('create database ??', [database]);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
    db = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
    // All at once, on an empty database: each waits for the migrations' lock; one creates the admin account.
    [, , worker1] = await Promise.all([start('web-1', 'web'), start('web-2', 'web'), start('worker-1', 'worker')]);
  }, 120_000);

  afterAll(async () => {
    for (const p of running) p.child.kill('SIGTERM');
    await Promise.all(running.map((p) => (p.child.exitCode === null && p.child.signalCode === null ? new Promise((resolve) => p.child.once('exit', resolve)) : null)));
    await db?.destroy();
    await admin?.raw('drop database if exists ?? with (force)', [database]);
    await admin?.destroy();
    await smtp?.close();
    await s3?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('comes up with every process started at once on an empty database, with one admin account', async () => {
    await web(1).get('/readyz').expect(200);
    await web(2).get('/readyz').expect(200);
    const admins = await db('users').where({ email: ADMIN }).select('role');
    expect(admins).toEqual([{ role: 'admin' }]);
  });

  it('refuses on one web process, at once, a token logged out on the other', async () => {
    const { token } = (await register(1, 'pat@cluster.test', '192.0.2.1').expect(201)).body;
    await web(2).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    await web(1).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await vi.waitFor(() => web(2).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401), { timeout: 1_000, interval: 50 });
  });

  it('serves on one web process a logo uploaded through the other', async () => {
    const { token } = (await register(1, 'lee@cluster.test', '192.0.2.3').expect(201)).body;
    const uploaded = await web(1).post('/api/settings/profile/logo').set('Authorization', `Bearer ${token}`).attach('logo', PNG_1PX, 'logo.png').expect(200);
    const served = await web(2).get(uploaded.body.logoUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('reads a card sent to one web process on the worker, and the other web process follows the task', async () => {
    const { token } = (await register(1, 'kim@cluster.test', '192.0.2.4').expect(201)).body;
    const sent = await web(1)
      .post('/api/businesses/analyze-card')
      .set('Authorization', `Bearer ${token}`)
      .set('Prefer', 'respond-async')
      .attach('businessCard', await cleanCard(sampleCards.salon!), 'card.png')
      .expect(202);
    // The web processes do no jobs: the worker reads the photo from the bucket.
    let task: { state: string; result?: { businessInfo: { company: string }; cardImageUrl: string } } = { state: 'queued' };
    await vi.waitFor(
      async () => {
        task = (await web(2).get(sent.headers.location!).set('Authorization', `Bearer ${token}`).expect(200)).body;
        expect(task.state).toBe('done');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(task.result!.businessInfo.company).toBe('Glow Beauty Studio');
    await web(2).get(task.result!.cardImageUrl).expect(200);
  });

  it('shows a business published through one web process in the other’s directory within a second', async () => {
    // The admin's sign-in link, e-mailed at the first start and delivered by the worker.
    await vi.waitFor(() => expect(() => smtp.lastTo(ADMIN)).not.toThrow(), { timeout: 10_000, interval: 100 });
    const adminToken = (await web(2).post('/api/auth/instant').send({ token: tokenFromLink(smtp.lastTo(ADMIN).text) }).expect(200)).body.token;
    const names = async () => (await web(2).get('/api/businesses/directory').set('Authorization', `Bearer ${adminToken}`).expect(200)).body.map((l: { name: string }) => l.name);
    expect(await names()).not.toContain('Cluster Coffee');
    const owner = (await register(1, 'cleo@cluster.test', '192.0.2.2').expect(201)).body.token;
    const created = await web(1)
      .post('/api/businesses')
      .set('Authorization', `Bearer ${owner}`)
      .send({ name: 'Cluster Coffee', description: 'Coffee on two servers.', industry: 'Restaurant & Food Service', location: 'Tampa, FL', contactEmail: 'hi@cluster.example', services: ['Coffee'] })
      .expect(201);
    await web(1).post(`/api/businesses/${created.body.id}/publish`).set('Authorization', `Bearer ${owner}`).expect(200);
    await vi.waitFor(async () => expect(await names()).toContain('Cluster Coffee'), { timeout: 1_000, interval: 50 });
  });

  it('delivers 100 e-mails exactly once, one of them after its worker was killed mid-delivery', async () => {
    await register(1, HELD, '192.0.2.10').expect((res) => expect([200, 201]).toContain(res.status));
    await vi.waitFor(() => expect(held.arrived).toBe(true), { timeout: 10_000, interval: 50 });
    await new Promise((resolve) => (worker1.child.exitCode !== null || worker1.child.signalCode !== null ? resolve(null) : worker1.child.once('exit', resolve)));
    expect(worker1.child.signalCode).toBe('SIGKILL');
    await start('worker-2', 'worker');

    const recipients = [HELD, ...Array.from({ length: 99 }, (_, i) => `owner${i}@mail.cluster.test`)];
    for (const [i, email] of recipients.slice(1).entries()) {
      // Across both web processes, from ten clients.
      await register((i % 2) + 1, email, `192.0.2.${20 + (i % 10)}`).expect((res) => expect([200, 201]).toContain(res.status));
    }
    const delivered = () => smtp.messages.filter((m) => m.to.endsWith('@mail.cluster.test'));
    // The held one comes back once its attempt has expired (2 × 5 s) and maintenance has run.
    await vi.waitFor(() => expect(delivered().length).toBeGreaterThanOrEqual(100), { timeout: 90_000, interval: 250 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counts = new Map<string, number>();
    for (const m of delivered()) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...recipients].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await db('emails').where('recipient', 'like', '%@mail.cluster.test').select('status', 'recipient', 'attempts');
    expect(rows).toHaveLength(100);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(rows.find((r) => r.recipient === HELD)?.attempts).toBe(1);
    expect(worker1.output()).toContain('"instance":"worker-1"');
  }, 150_000);

  it('limits registrations per client address behind the proxy, whatever the client writes in X-Forwarded-For', async () => {
    const answers: number[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS + 3; i++) {
      answers.push((await register((i % 2) + 1, `rotate${i}@cluster.test`, '198.51.100.7', `203.0.113.${i}`)).status);
    }
    expect(answers.slice(0, REGISTRATIONS_PER_ADDRESS).every((s) => s === 200 || s === 201)).toBe(true);
    expect(answers.slice(REGISTRATIONS_PER_ADDRESS)).toEqual([429, 429, 429]);
  });

  it('runs a timed sweep once per interval, however many workers propose it', async () => {
    await start('worker-3', 'worker');
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4 * SWEEP_SECONDS * 1000));
    const to = Date.now();
    const runs = running.flatMap((p) =>
      p
        .output()
        .split('\n')
        .filter((line) => line.includes('"job":"seats.sweep"') && line.includes('timed job done'))
        .map((line) => ({ by: p.name, at: (JSON.parse(line) as { time: number }).time })),
    ).filter((run) => run.at >= from && run.at <= to);
    // Two workers propose each slot of 2 s; one of them does it. Once per process would be twice as many.
    const slots = Math.ceil((to - from) / (SWEEP_SECONDS * 1000)) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(slots - 2);
    expect(runs.length).toBeLessThanOrEqual(slots);
    expect(new Set(runs.map((r) => r.by)).size).toBeGreaterThanOrEqual(1);
  });
});
