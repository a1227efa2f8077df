import type { BusinessFeed, BusinessListingSource, Clock, Logger } from '@tapin/core';
import type { ListingStore, Listing } from './listing-store.js';

type Source = BusinessListingSource;

export interface ListingFeedOptions {
  store: Pick<ListingStore, 'exists' | 'versions' | 'apply' | 'ids' | 'state' | 'setState'>;
  /** The core's business feed: the only way the directory reads businesses. */
  feed: Pick<BusinessFeed, 'listingSource' | 'changedSince' | 'existing'>;
  log: Logger;
  clock: Clock;
  /** The directory's rule: which businesses it lists. */
  isListed(business: Source): boolean;
  /** Called after the listing changed, so answers computed before are not reused. */
  onChange(): void;
  /** How long a first start's backfill waits before it tries a failed page again. */
  retryMs: number;
}

/** Businesses read from the owner per page, while catching up. */
const PAGE = 1000;
/** Listings whose business is looked for on each periodic catch-up: all of them below 5,000, a round of 100,000 in 20 intervals. */
const SWEEP = 5_000;
/**
 * A write's `updatedAt` is taken before its transaction commits, so a write may become visible after
 * one stamped later: each catch-up reads again this far behind the newest change it has seen.
 */
const LATE_COMMIT_MS = 5_000;
const MARK = 'caught_up_to';
/** How far a first start's backfill has read (the `updatedAt` of its last page), so an interrupted one resumes. */
const FILLED = 'filled_to';
/** Where the round of the periodic comparison of ids goes on from, across restarts. */
const SWEPT = 'swept_to';
/** The backfill logs its progress every this many pages. */
const FILL_LOG_PAGES = 100;

function toListing(b: Source): Listing {
  const { id, name, description, industry, location, contactPhone, contactEmail, website, services, valueProposition, isTestData, createdAt, updatedAt } = b;
  return { id, name, description, industry, location, contactPhone, contactEmail, website, services: services ?? [], valueProposition, isTestData, createdAt, updatedAt };
}

/**
 * Keeps the directory's listing in step with the businesses, which the core owns. Every
 * `business.changed` this process hears updates that business's listing at once. A catch-up reads,
 * through the business feed, what was written since the newest `updatedAt` it has seen (the mark:
 * writes by another process, or behind the events): at start, when many businesses changed at once,
 * and on each `periodic` call (a timed job: once per interval across the server processes, which share
 * the mark). Deleted businesses leave no `updatedAt`, so the catch-up also compares ids: all of them after
 * many changes (and in `catchUp`), and one page more on each periodic catch-up, going round the whole
 * listing (where the round is survives a restart). One piece of work runs at a time, in order.
 *
 * Start-up reads no more than what changed since the mark: the deletions made while no server ran are
 * left to the sweep round. A first start (no mark: a new database, or one from before the listing)
 * fills the listing in the background, a page per piece of work, so the server is ready at once and
 * answers from what is listed so far (changes it hears of go in between pages); it logs its progress,
 * and resumes where it stopped if the process stops first. The periodic catch-up begins after it.
 */
export class ListingFeed {
  private work: Promise<void> = Promise.resolve();
  private readonly pending = new Set<number>();
  private flushQueued = false;
  private mark: string | null = null;
  private started = false;
  private stopped = false;
  /** A failed update may have missed a deletion: the next catch-up compares every id. */
  private missedDeletions = false;
  /** Where the periodic comparison of ids goes on from. */
  private sweptTo = 0;
  /** A first start's backfill, until it is done, and when it began. */
  private filling: Promise<void> | null = null;
  private fillStarted: string | null = null;
  /** Ends the backfill's wait after a failed page, when stopping. */
  private wake: (() => void) | undefined;

  constructor(private readonly o: ListingFeedOptions) {}

  /** Reads what changed since the mark (a first start: begins the backfill, without waiting for it). */
  async start(): Promise<void> {
    if (!(await this.o.store.exists())) return;
    this.started = true;
    this.mark = await this.o.store.state(MARK);
    this.sweptTo = Number(await this.o.store.state(SWEPT)) || 0;
    if (this.mark === null) {
      this.filling = this.fill()
        .catch((err: unknown) => this.o.log.error({ err }, 'directory: the backfill stopped; the periodic catch-up reads every business'))
        .finally(() => {
          this.filling = null;
        });
    } else {
      await this.enqueue(() => this.catchUpFrom('none'));
    }
  }

  /**
   * The periodic catch-up: what changed since the mark, and the next page of the round of ids (every id
   * after a failed update). The last one may have been done by another process: it goes on from the mark
   * and the round's place in the database. Nothing while a first start's backfill runs here.
   */
  periodic(): Promise<void> {
    if (!this.started || this.stopped || this.filling) return Promise.resolve();
    return this.enqueue(async () => {
      const mark = await this.o.store.state(MARK);
      if (mark !== null && (this.mark === null || mark > this.mark)) this.mark = mark;
      this.sweptTo = Number(await this.o.store.state(SWEPT)) || 0;
      await this.catchUpFrom(this.takeMissedDeletions() ? 'all' : 'page');
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.filling;
    await this.settled();
  }

  /** A business changed (null: many at once). */
  heard(businessId: number | null): void {
    if (this.stopped) return;
    if (businessId === null) {
      if (this.filling) {
        // While the backfill runs: the changes made since it began now (it may have read past them),
        // and every id once it is done.
        this.missedDeletions = true;
        const from = this.fillStarted;
        void this.enqueue(async () => {
          if ((await this.readChanged(from)).changed) this.o.onChange();
        });
      } else {
        void this.enqueue(() => this.catchUpFrom('all'));
      }
      return;
    }
    this.pending.add(businessId);
    if (this.flushQueued) return;
    this.flushQueued = true;
    void this.enqueue(() => this.flush());
  }

  /** Finishes a backfill under way, reads every change since the last catch-up, and compares every id. */
  async catchUp(): Promise<void> {
    await this.filling;
    return this.enqueue(() => this.catchUpFrom('all'));
  }

  /** Resolves when the work queued so far is done. */
  settled(): Promise<void> {
    return this.work;
  }

  /** Queues `task`; the queue goes on if it fails, and so does its caller, with its result or error. */
  private run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.work.then(task);
    this.work = result.then(
      () => undefined,
      (err: unknown) => {
        this.missedDeletions = true;
        this.o.log.error({ err }, 'directory: the listing could not be updated');
      },
    );
    return result;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    void this.run(task);
    return this.work;
  }

  /**
   * A first start's backfill: every business, in order of its last change, a page per piece of work
   * (from where an interrupted one stopped). The mark is set at the end, so a restart before then
   * backfills again, from where this one got to. A page that fails is tried again after `retryMs`.
   */
  private async fill(): Promise<void> {
    const started = this.o.clock.now().getTime();
    this.fillStarted = new Date(started).toISOString();
    const resumed = await this.o.store.state(FILLED);
    const since = resumed === null ? null : new Date(Date.parse(resumed) - LATE_COMMIT_MS).toISOString();
    this.o.log.info({ resumedFrom: resumed }, 'directory: first start, filling the listing from the businesses in the background');
    let after: Source | null = null;
    let read = 0;
    let newest: string | null = null;
    for (let pages = 1; !this.stopped; pages++) {
      let page: Source[];
      try {
        page = await this.run(async () => {
          const found = await this.o.feed.changedSince(since, after, PAGE);
          if (found.length && (await this.applyChanged(found))) this.o.onChange();
          const last = found.at(-1);
          if (last) await this.o.store.setState(FILLED, this.notAhead(last.updatedAt));
          return found;
        });
      } catch {
        await this.pause();
        continue;
      }
      read += page.length;
      after = page.at(-1) ?? after;
      if (after) newest = this.notAhead(after.updatedAt);
      if (page.length < PAGE) break;
      if (pages % FILL_LOG_PAGES === 0) this.o.log.info({ read }, 'directory: filling the listing');
    }
    if (this.stopped) return;
    // A resumed backfill that found nothing newer had read everything up to where it resumed.
    const mark = newest ?? resumed;
    if (mark !== null) {
      await this.run(() => this.o.store.setState(MARK, mark));
      this.mark = mark;
    }
    this.o.log.info({ read, seconds: (this.o.clock.now().getTime() - started) / 1000 }, 'directory: the listing is filled');
  }

  /** Waits `retryMs` (or until `stop`). */
  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.o.retryMs);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** A row stamped ahead of this clock must not carry a mark past writes still to come. */
  private notAhead(updatedAt: string): string {
    const now = this.o.clock.now().toISOString();
    return updatedAt > now ? now : updatedAt;
  }

  private takeMissedDeletions(): boolean {
    const missed = this.missedDeletions;
    this.missedDeletions = false;
    return missed;
  }

  private async flush(): Promise<void> {
    this.flushQueued = false;
    const ids = [...this.pending];
    this.pending.clear();
    const found = await this.o.feed.listingSource(ids);
    const listed = found.filter((b) => this.o.isListed(b));
    const keep = new Set(listed.map((b) => b.id));
    await this.o.store.apply(listed.map(toListing), ids.filter((id) => !keep.has(id)));
    this.o.onChange();
  }

  /** Reads the changes since the mark, and compares every listed id, the next page of the round, or none. */
  private async catchUpFrom(deletions: 'all' | 'page' | 'none'): Promise<void> {
    const read = await this.readChanged(this.mark);
    let changed = read.changed;
    const latest = read.newest !== null && (this.mark === null || read.newest > this.mark) ? read.newest : this.mark;
    const newest = latest === null ? null : this.notAhead(latest);
    if (deletions === 'all') changed = (await this.dropAllDeleted()) || changed;
    if (deletions === 'page') changed = (await this.sweepDeleted()) || changed;
    if (newest !== null && newest !== this.mark) {
      await this.o.store.setState(MARK, newest);
      this.mark = newest;
    }
    if (changed) this.o.onChange();
  }

  /**
   * Applies every change stamped from a little before `from` (every business when null); whether
   * anything changed, and the newest stamp read (not ahead of this clock).
   */
  private async readChanged(from: string | null): Promise<{ changed: boolean; newest: string | null }> {
    const since = from === null ? null : new Date(Date.parse(from) - LATE_COMMIT_MS).toISOString();
    let changed = false;
    let newest: string | null = null;
    for (let after: Source | null = null; ; ) {
      const page = await this.o.feed.changedSince(since, after, PAGE);
      if (page.length) changed = (await this.applyChanged(page)) || changed;
      after = page[page.length - 1] ?? after;
      if (after && (newest === null || after.updatedAt > newest)) newest = after.updatedAt;
      if (page.length < PAGE) break;
    }
    return { changed, newest: newest === null ? null : this.notAhead(newest) };
  }

  /** Applies what differs from the listing; true if anything did. */
  private async applyChanged(page: Source[]): Promise<boolean> {
    const versions = await this.o.store.versions(page.map((b) => b.id));
    const upserts = page.filter((b) => this.o.isListed(b) && versions.get(b.id) !== b.updatedAt);
    const removals = page.filter((b) => !this.o.isListed(b) && versions.has(b.id)).map((b) => b.id);
    await this.o.store.apply(upserts.map(toListing), removals);
    return upserts.length + removals.length > 0;
  }

  /** Removes every listing whose business no longer exists; true if there were any. */
  private async dropAllDeleted(): Promise<boolean> {
    let dropped = false;
    for (let afterId = 0; ; ) {
      const ids = await this.o.store.ids(afterId, PAGE);
      if (ids.length) dropped = (await this.dropDeleted(ids)) || dropped;
      if (ids.length < PAGE) return dropped;
      afterId = ids[ids.length - 1]!;
    }
  }

  /** The next page of the round of ids. */
  private async sweepDeleted(): Promise<boolean> {
    const ids = await this.o.store.ids(this.sweptTo, SWEEP);
    const dropped = await this.dropDeleted(ids);
    this.sweptTo = ids.length < SWEEP ? 0 : ids[ids.length - 1]!;
    await this.o.store.setState(SWEPT, String(this.sweptTo));
    return dropped;
  }

  private async dropDeleted(ids: number[]): Promise<boolean> {
    if (!ids.length) return false;
    const existing = new Set(await this.o.feed.existing(ids));
    const gone = ids.filter((id) => !existing.has(id));
    await this.o.store.apply([], gone);
    return gone.length > 0;
  }
}
