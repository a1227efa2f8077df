import type { BusinessFeed, BusinessListingSource, Clock, Logger } from '@tapin/core';
import type { ListingStore, Listing } from './listing-store.js';

type Source = BusinessListingSource;

export interface ListingFeedOptions {
  store: ListingStore;
  feed: BusinessFeed;
  log: Logger;
  clock: Clock;
  /** The directory's rule: which businesses it lists. */
  isListed(business: Source): boolean;
  /** Called after the listing changed, so answers computed before are not reused. */
  onChange(): void;
  /** How often to catch up with writes this process did not hear of. */
  intervalMs: number;
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

function toListing(b: Source): Listing {
  const { id, name, description, industry, location, contactPhone, contactEmail, website, services, valueProposition, isTestData, createdAt, updatedAt } = b;
  return { id, name, description, industry, location, contactPhone, contactEmail, website, services: services ?? [], valueProposition, isTestData, createdAt, updatedAt };
}

/**
 * Keeps the directory's listing in step with the businesses, which the core owns. Every
 * `business.changed` this process hears updates that business's listing at once. A catch-up reads,
 * through the business service, what was written since the newest `updatedAt` it has seen (writes by
 * another process, or behind the events): at start (the backfill, the first time), when many
 * businesses changed at once, and every `intervalMs`. Deleted businesses leave no `updatedAt`, so the
 * catch-up also compares ids: all of them at start and after many changes, and one page more on each
 * periodic catch-up, going round the whole listing. One piece of work runs at a time, in order.
 */
export class ListingFeed {
  private work: Promise<void> = Promise.resolve();
  private readonly pending = new Set<number>();
  private flushQueued = false;
  private mark: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** A failed update may have missed a deletion: the next catch-up compares every id. */
  private missedDeletions = false;
  /** Where the periodic comparison of ids goes on from. */
  private sweptTo = 0;

  constructor(private readonly o: ListingFeedOptions) {}

  /** Catches up (a full backfill the first time), then keeps catching up until `stop`. */
  async start(): Promise<void> {
    if (!(await this.o.store.exists())) return;
    this.mark = await this.o.store.state(MARK);
    await this.catchUp();
    this.timer = setInterval(() => void this.enqueue(() => this.catchUpFrom(this.takeMissedDeletions() ? 'all' : 'page')), this.o.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.settled();
  }

  /** A business changed (null: many at once). */
  heard(businessId: number | null): void {
    if (this.stopped) return;
    if (businessId === null) {
      void this.enqueue(() => this.catchUpFrom('all'));
      return;
    }
    this.pending.add(businessId);
    if (this.flushQueued) return;
    this.flushQueued = true;
    void this.enqueue(() => this.flush());
  }

  /** Reads every change since the last catch-up, and looks for deletions. */
  catchUp(): Promise<void> {
    return this.enqueue(() => this.catchUpFrom('all'));
  }

  /** Resolves when the work queued so far is done. */
  settled(): Promise<void> {
    return this.work;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.work = this.work.then(task).catch((err: unknown) => {
      this.missedDeletions = true;
      this.o.log.error({ err }, 'directory: the listing could not be updated');
    });
    return this.work;
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

  private async catchUpFrom(deletions: 'all' | 'page'): Promise<void> {
    const since = this.mark === null ? null : new Date(Date.parse(this.mark) - LATE_COMMIT_MS).toISOString();
    let changed = false;
    let newest = this.mark;
    for (let after: Source | null = null; ; ) {
      const page = await this.o.feed.changedSince(since, after, PAGE);
      if (page.length) changed = (await this.applyChanged(page)) || changed;
      after = page[page.length - 1] ?? after;
      if (after && (newest === null || after.updatedAt > newest)) newest = after.updatedAt;
      if (page.length < PAGE) break;
    }
    // A row stamped ahead of this clock must not carry the mark past writes still to come.
    const now = this.o.clock.now().toISOString();
    if (newest !== null && newest > now) newest = now;
    changed = (deletions === 'all' ? await this.dropAllDeleted() : await this.sweepDeleted()) || changed;
    if (newest !== null && newest !== this.mark) {
      await this.o.store.setState(MARK, newest);
      this.mark = newest;
    }
    if (changed) this.o.onChange();
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
    this.sweptTo = ids.length < SWEEP ? 0 : ids[ids.length - 1]!;
    return this.dropDeleted(ids);
  }

  private async dropDeleted(ids: number[]): Promise<boolean> {
    if (!ids.length) return false;
    const existing = new Set(await this.o.feed.existing(ids));
    const gone = ids.filter((id) => !existing.has(id));
    await this.o.store.apply([], gone);
    return gone.length > 0;
  }
}
