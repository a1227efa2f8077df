import type { Config } from '@tapin/config';
import { ForbiddenError, isAdmin, reusableAnswer, type BusinessFeed, type BusinessService, type Caller, type Clock, type ClusterSignals, type EventBus, type JobQueue, type Knex, type Logger } from '@tapin/core';
import { directoryPaging, type DirectoryBusiness, type DirectoryInput, type DirectorySummary, type IndustryCount } from '@tapin/core/contracts';
import { ListingFeed } from './listing-feed.js';
import { ListingReader, type DirectoryPage, type DirectoryQuery } from './listing-reader.js';
import { ListingStore } from './listing-store.js';
import { searchPlan } from './search-terms.js';

const CACHE_MAX = 1_000;
/** With the answer cache off, the catch-up still runs this often. */
const UNCACHED_CATCH_UP_SECONDS = 5;

/** The directory lists published businesses that moderation has not rejected (docs/decisions.md#the-directory). */
export function isListed(business: { published: boolean; status: string }): boolean {
  return business.published && business.status !== 'rejected';
}

interface Deps {
  db: Knex;
  events: EventBus;
  config: Config;
  businesses: BusinessService;
  businessFeed: BusinessFeed;
  log: Logger;
  clock: Clock;
  signals: ClusterSignals;
  jobs: JobQueue;
}

/**
 * The Tampa Business Directory. It answers from its own listing of the listed businesses (fed by the
 * core's `business.changed` and a catch-up, see ListingFeed), never from the core's tables.
 */
export class DirectoryService {
  readonly countCap = 1000;
  private readonly reader: ListingReader;
  private readonly feed: ListingFeed;
  private readonly d: Deps;
  /** Answers for the current directory; any business change starts a new version. */
  private version = 0;
  private readonly cache = new Map<string, { version: number; at: number; value: unknown }>();
  private readonly cacheMs: number;

  constructor({ db, events, config, businesses, businessFeed, log, clock, signals, jobs }: Deps) {
    this.d = { db, events, config, businesses, businessFeed, log, clock, signals, jobs };
    this.cacheMs = config.directory.cacheSeconds * 1000;
    this.reader = new ListingReader(db, this.countCap);
    this.feed = new ListingFeed({
      store: new ListingStore(db),
      feed: businessFeed,
      log,
      clock,
      isListed,
      // The listing changed: this process's answers are stale, and so are the other server processes'.
      onChange: () => {
        this.forget();
        signals.tell('directory.changed', {});
      },
      retryMs: this.catchUpSeconds() * 1000,
    });
    events.on('business.changed', ({ businessId }) => {
      this.forget();
      this.feed.heard(businessId);
    });
    // Another process changed the listing (the change is in the database already): start over at once.
    signals.on('directory.changed', () => this.forget());
    signals.onReset(() => this.forget());
  }

  /** How often the listing catches up with the writes no process told of. */
  private catchUpSeconds(): number {
    return this.d.config.directory.cacheSeconds || UNCACHED_CATCH_UP_SECONDS;
  }

  /**
   * Brings the listing up to date, then keeps it so until `stop`: the periodic catch-up is a timed job,
   * done once per interval across the server processes (core/src/jobs).
   */
  async start(): Promise<void> {
    await this.feed.start();
    this.d.jobs.every('directory.catch-up', this.catchUpSeconds(), () => this.feed.periodic());
  }

  stop(): Promise<void> {
    return this.feed.stop();
  }

  /** Reads what changed in the businesses since the last look (writes this process did not hear of). */
  catchUp(): Promise<void> {
    return this.feed.catchUp();
  }

  private forget(): void {
    this.version++;
    this.cache.clear();
  }

  /**
   * Most directory requests ask the same questions (page one, by name; a popular search), and the
   * answers change only when a business does. This process hears of every change and starts over;
   * on PostgreSQL another process that changed the listing tells this one (ClusterSignals), which starts
   * over too; a change no process told of (a message lost) shows within DIRECTORY_CACHE_SECONDS.
   */
  private async cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.cacheMs ? this.cache.get(key) : undefined;
    if (hit && hit.version === this.version && Date.now() - hit.at < this.cacheMs) return hit.value as T;
    // Changes heard of reach the listing before it answers.
    await this.feed.settled();
    if (!this.cacheMs) return compute();
    const version = this.version;
    // Every hit answers with this very value: frozen, and serialised once for all of them.
    const value = reusableAnswer(await compute());
    if (version === this.version) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { version, at: Date.now(), value });
    }
    return value;
  }

  /** Who may browse the directory: admins, and owners with a published business of their own. */
  async canView(caller: Caller): Promise<boolean> {
    if (isAdmin(caller)) return true;
    return this.cached(`viewer:${caller.id}`, async () => (await this.d.businesses.list(caller)).some((b) => b.published && !b.isTestData));
  }

  private async assertCanView(caller: Caller): Promise<void> {
    if (!(await this.canView(caller))) throw new ForbiddenError('Publish your business to see the directory');
  }

  /**
   * A page of the directory as `caller` may see it, with the total on a first page (`1000+` once
   * counting stops) and the cursor of the next page. Without parameters: the first page by name.
   */
  async browse(caller: Caller, query: DirectoryInput): Promise<{ items: DirectoryBusiness[]; total: string | null; next: string | null }> {
    await this.assertCanView(caller);
    const page = await this.search({ ...query, limit: query.limit ?? directoryPaging.defaultLimit });
    const total = page.total === null ? null : page.capped ? `${page.total}+` : String(page.total);
    return { items: page.items, total, next: page.next };
  }

  async summaryFor(caller: Caller): Promise<DirectorySummary> {
    await this.assertCanView(caller);
    return this.summary();
  }

  async industriesFor(caller: Caller): Promise<IndustryCount[]> {
    await this.assertCanView(caller);
    return this.industries();
  }

  search(query: DirectoryQuery): Promise<DirectoryPage> {
    const key = JSON.stringify([searchPlan(query.q), query.industry ?? null, query.sort ?? null, query.limit, query.cursor ?? null, query.offset ?? 0]);
    return this.cached(`search:${key}`, () => this.reader.find(query));
  }

  /** The header of the directory page: how many businesses are listed and when the newest change was. */
  summary(): Promise<DirectorySummary> {
    return this.cached('summary', () => this.reader.summary());
  }

  /** The industries in the directory, with how many businesses each has. */
  industries(): Promise<IndustryCount[]> {
    return this.cached('industries', () => this.reader.industries());
  }
}
