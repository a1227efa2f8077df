import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.js';
import { instanceName } from './instance.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Outbox } from '../mail/outbox.js';
import type { WorkerPool } from '../work/worker-pool.js';

/** Requests answered by no route: the built apps' files, uploads, and 404s. */
export const UNROUTED = 'unrouted';

/** Seconds: from a cached page (1 ms) to an AI request near its budget (a minute and more). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

interface Deps {
  config: Config;
  clock: Clock;
  db: Knex;
  workers: WorkerPool;
  jobs: JobQueue;
  outbox: Outbox;
}

/** The knex pool's counts (tarn.js), read when scraped. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}

/**
 * The figures Prometheus scrapes from `GET /metrics` (prom-client, in its text format): requests and their
 * durations by route, the database pool, the job queue, the outbox's backlog (e-mails queued and failed, and how old the
 * oldest waiting one is), the worker threads' queue, and Node's own (heap, event-loop delay, GC). Each app
 * has a registry of its own, so two apps in one process (the tests) never share a series; Node's figures
 * are collected from the first scrape, so an app nobody scrapes watches nothing.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly inFlight: Gauge;
  private processCollected = false;

  constructor({ config, db, clock, workers, jobs, outbox }: Deps) {
    this.registry.setDefaultLabels({ tapin_instance: instanceName(config) });
    this.requests = new Counter({
      name: 'tapin_http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'tapin_http_request_duration_seconds',
      help: 'Time from receiving a request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.inFlight = new Gauge({ name: 'tapin_http_requests_in_flight', help: 'Requests being answered now', registers: [this.registry] });

    const pool = () => (db.client as { pool?: TarnPool }).pool;
    new Gauge({
      name: 'tapin_db_pool_connections',
      help: 'Database pool connections by state (used, free, pending: requests waiting for one; max: the pool size)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'used' }, p.numUsed());
        this.set({ state: 'free' }, p.numFree());
        this.set({ state: 'pending' }, p.numPendingAcquires() + p.numPendingCreates());
        this.set({ state: 'max' }, p.max);
      },
    });

    new Gauge({
      name: 'tapin_outbox_emails',
      help: 'E-mails in the outbox not delivered: queued (waiting for SMTP) and failed',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const counts = await outbox.backlog();
        for (const status of ['queued', 'failed'] as const) this.set({ status }, counts[status]);
      },
    });
    new Gauge({
      name: 'tapin_outbox_oldest_queued_seconds',
      help: 'Age of the oldest e-mail still queued (0 when none waits)',
      registers: [this.registry],
      async collect() {
        const row = (await db('emails').where('status', 'queued').min({ oldest: 'createdAt' }).first()) as { oldest: string | Date | null } | undefined;
        const oldest = row?.oldest ?? null;
        this.set(oldest === null ? 0 : Math.max(0, (clock.now().getTime() - new Date(oldest).getTime()) / 1000));
      },
    });

    new Gauge({
      name: 'tapin_jobs',
      help: 'Jobs by kind and state: waiting (for their first attempt or a retry), active, dead (failed for good, kept as the queue keeps them)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { name, state, count } of await jobs.counts()) this.set({ queue: name, state }, count);
      },
    });

    new Gauge({
      name: 'tapin_work_tasks',
      help: 'Work on untrusted input (page extraction, card OCR, images): tasks waiting for a worker thread, and threads running',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const { queued, threads } = workers.stats();
        this.set({ state: 'queued' }, queued);
        this.set({ state: 'threads' }, threads);
      },
    });
  }

  /**
   * Starts counting one request; the function returned ends it with its route's pattern (never its path,
   * which would make a series per id) and its status.
   */
  startRequest(method: string): (route: string, status: number) => void {
    const end = this.durations.startTimer({ method });
    this.inFlight.inc();
    return (route, status) => {
      this.inFlight.dec();
      end({ route });
      this.requests.inc({ method, route, status: String(status) });
    };
  }

  /** The registry in Prometheus's text format. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    if (!this.processCollected) {
      this.processCollected = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Counts every request (outermost, so refusals and errors count with the status they were answered with). */
export function requestMetrics(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const end = metrics.startRequest(ctx.method);
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      end(typeof route === 'string' ? route : UNROUTED, ctx.status);
    }
  };
}
