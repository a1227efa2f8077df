import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dedicatedConnection, type PgConnection } from '../db/database.js';
import type { Logger } from '../logging/logger.js';

/** What server processes sharing a database tell each other: what they cache that a change made stale. */
export interface ClusterTopics {
  /** A session ended (its token's hash), or a user's sessions changed (their id): forget them. */
  'sessions.forget': { tokenHash?: string; userId?: number };
  /** The directory's listing changed: its cached answers are stale. */
  'directory.changed': Record<string, never>;
  /** A flag changed in Unleash: read the flags again now. */
  'flags.changed': Record<string, never>;
}

type Topic = keyof ClusterTopics & string;

/** How long a lost listener waits before connecting again. */
const RECONNECT_MS = 1_000;

/**
 * Tells the other server processes on the same PostgreSQL database (and schema) that something they cache
 * has changed, through LISTEN/NOTIFY: they hear it within milliseconds instead of waiting out a cache
 * timer (issue 29: a token logged out on one process kept working on another for 10 s). Every message
 * carries this process's id, so a process never handles its own. The listener (started by `start`, which
 * the server does) retries a lost connection every second; what was sent meanwhile is lost, so on
 * reconnecting every reset handler runs and caches start over. Sending needs no listener (a CLI session
 * tells the servers too). On SQLite, the embedded default of one process, nothing is sent.
 */
export class ClusterSignals {
  /** This process, in every message it sends. */
  readonly instance = randomUUID();
  private readonly handlers = new Map<Topic, Array<(payload: never) => void>>();
  private readonly resets: Array<() => void> = [];
  private channel: string | null = null;
  private client: PgConnection | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly d: { db: Knex; log: Logger }) {}

  private get shared(): boolean {
    return this.d.db.client.config.client === 'pg';
  }

  on<K extends Topic>(topic: K, handler: (payload: ClusterTopics[K]) => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler as (payload: never) => void]);
  }

  /** Runs when messages may have been missed (the listener reconnected): drop everything cached. */
  onReset(handler: () => void): void {
    this.resets.push(handler);
  }

  /** Tells the other processes; a failure is logged, never the caller's (their caches still expire). */
  tell<K extends Topic>(topic: K, payload: ClusterTopics[K]): void {
    if (!this.shared) return;
    void this.send(topic, payload).catch((err: unknown) => this.d.log.warn({ err, topic }, 'could not tell the other server processes'));
  }

  private async send(topic: Topic, payload: unknown): Promise<void> {
    await this.d.db.raw('select pg_notify(?, ?)', [await this.channelName(), JSON.stringify({ from: this.instance, topic, payload })]);
  }

  /** One channel per schema, so tests (a schema each) and apps sharing a database never hear each other. */
  private async channelName(): Promise<string> {
    if (!this.channel) {
      const { rows } = (await this.d.db.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> };
      this.channel = `tapin:${rows[0]!.schema}`;
    }
    return this.channel;
  }

  async start(): Promise<void> {
    if (!this.shared || !this.stopped) return;
    this.stopped = false;
    await this.listen();
  }

  private async listen(): Promise<void> {
    const channel = await this.channelName();
    const client = dedicatedConnection(this.d.db);
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private receive(raw: string | undefined): void {
    let message: { from?: unknown; topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(raw ?? '') as typeof message;
    } catch {
      return;
    }
    if (message.from === this.instance || typeof message.topic !== 'string') return;
    for (const handler of this.handlers.get(message.topic as Topic) ?? []) {
      try {
        handler(message.payload as never);
      } catch (err) {
        this.d.log.error({ err, topic: message.topic }, 'a cluster signal handler failed');
      }
    }
  }

  private lost(client: PgConnection, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.d.log.warn({ err }, 'lost the connection that hears the other server processes; connecting again');
    this.retry = setTimeout(() => void this.reconnect(), RECONNECT_MS);
    this.retry.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
      for (const reset of this.resets) reset();
    } catch (err) {
      this.d.log.warn({ err }, 'could not connect to hear the other server processes; trying again');
      this.retry = setTimeout(() => void this.reconnect(), RECONNECT_MS);
      this.retry.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
