import type { BusinessListingSource } from '@tapin/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isListed } from './directory-service.js';
import { ListingFeed, type ListingFeedOptions } from './listing-feed.js';
import type { Listing } from './listing-store.js';

type Source = BusinessListingSource;
type Store = ListingFeedOptions['store'];
type Feed = ListingFeedOptions['feed'];

const NOW = '2026-06-01T12:00:00.000Z';

function business(id: number, updatedAt: string, published = true): Source {
  return {
    id,
    userId: 1,
    name: `Business ${id}`,
    description: null,
    industry: 'Bakery',
    location: null,
    contactPhone: null,
    contactEmail: null,
    website: null,
    services: [],
    valueProposition: null,
    status: 'approved',
    published,
    isTestData: false,
    createdAt: updatedAt,
    updatedAt,
  } as Source;
}

/** The listing in memory, as ListingStore keeps it in the database. */
class MemoryStore implements Store {
  readonly listings = new Map<number, Listing>();
  readonly states = new Map<string, string>();
  async exists() {
    return true;
  }
  async versions(ids: number[]) {
    return new Map(ids.flatMap((id) => (this.listings.has(id) ? [[id, this.listings.get(id)!.updatedAt] as const] : [])));
  }
  async apply(listings: Listing[], removals: number[]) {
    for (const id of removals) this.listings.delete(id);
    for (const l of listings) this.listings.set(l.id, l);
  }
  async ids(afterId: number, limit: number) {
    return [...this.listings.keys()]
      .filter((id) => id > afterId)
      .sort((a, b) => a - b)
      .slice(0, limit);
  }
  async state(name: string) {
    return this.states.get(name) ?? null;
  }
  async setState(name: string, value: string) {
    this.states.set(name, value);
  }
}

/** The core's business feed over an array, counting what is asked; `gate` holds back pages read after the first. */
class FakeFeed implements Feed {
  readonly sinces: Array<string | null> = [];
  existingCalls = 0;
  readonly asked: number[][] = [];
  gate: Promise<void> | null = null;
  constructor(readonly businesses: Source[]) {}
  async listingSource(ids: number[]) {
    return this.businesses.filter((b) => ids.includes(b.id));
  }
  async changedSince(since: string | null, after: Pick<Source, 'updatedAt' | 'id'> | null, limit: number) {
    this.sinces.push(since);
    if (after && this.gate) await this.gate;
    return this.businesses
      .filter((b) => since === null || b.updatedAt >= since)
      .filter((b) => !after || b.updatedAt > after.updatedAt || (b.updatedAt === after.updatedAt && b.id > after.id))
      .sort((a, b) => (a.updatedAt === b.updatedAt ? a.id - b.id : a.updatedAt < b.updatedAt ? -1 : 1))
      .slice(0, limit);
  }
  async existing(ids: number[]) {
    this.existingCalls++;
    this.asked.push(ids);
    return ids.filter((id) => this.businesses.some((b) => b.id === id));
  }
}

/** `count` businesses, one a second up to a minute before NOW (every tenth unpublished). */
function many(count: number): Source[] {
  return Array.from({ length: count }, (_, i) => business(i + 1, new Date(Date.parse(NOW) - 60_000 - (count - i) * 1000).toISOString(), i % 10 !== 0));
}

const feeds: Array<{ feed: ListingFeed; timer: NodeJS.Timeout }> = [];
/** A feed whose periodic catch-up runs every `intervalMs`, as the timed job would. */
function listingFeed(store: MemoryStore, feed: FakeFeed, intervalMs = 60_000): ListingFeed {
  const made = new ListingFeed({ store, feed, log: pino({ level: 'silent' }), clock: { now: () => new Date(NOW) }, isListed, onChange: () => {}, retryMs: intervalMs });
  feeds.push({ feed: made, timer: setInterval(() => void made.periodic(), intervalMs) });
  return made;
}

function released(): { gate: Promise<void>; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

describe('the listing feed at start', () => {
  afterEach(async () => {
    for (const { feed, timer } of feeds.splice(0)) {
      clearInterval(timer);
      await feed.stop();
    }
  });

  it('with a mark, reads only what changed since it, and leaves deletions to the sweep round', async () => {
    const businesses = many(30);
    const store = new MemoryStore();
    for (const b of businesses.filter(isListed)) await store.apply([{ ...b, services: [] } as Listing], []);
    const mark = businesses.at(-1)!.updatedAt;
    store.states.set('caught_up_to', mark);
    // While no server ran: one business deleted, one renamed.
    const feed = new FakeFeed(businesses.filter((b) => b.id !== 2));
    feed.businesses.push({ ...business(3, NOW), name: 'Renamed' });
    feed.businesses.splice(feed.businesses.findIndex((b) => b.id === 3), 1);

    await listingFeed(store, feed, 20).start();
    expect(feed.existingCalls).toBe(0);
    expect(feed.sinces).toEqual([new Date(Date.parse(mark) - 5_000).toISOString()]);
    expect(store.listings.get(3)?.name).toBe('Renamed');
    expect(store.listings.has(2)).toBe(true);

    // The periodic round finds the deletion, and remembers where it got to.
    await vi.waitFor(() => expect(store.listings.has(2)).toBe(false), { timeout: 5_000, interval: 20 });
    expect(feed.existingCalls).toBeGreaterThan(0);
    expect(store.states.get('swept_to')).toBe('0');
  });

  it('goes on from the mark and the place in the round another process stored', async () => {
    const businesses = many(30);
    const store = new MemoryStore();
    for (const b of businesses.filter(isListed)) await store.apply([{ ...b, services: [] } as Listing], []);
    store.states.set('caught_up_to', businesses[10]!.updatedAt);
    const feed = new FakeFeed(businesses);
    const made = listingFeed(store, feed);
    await made.start();

    // Another server process did the last periodic catch-up: it listed a new business, and the mark and
    // the round moved on.
    const mark = new Date(Date.parse(NOW) - 1_000).toISOString();
    const added = business(31, mark);
    feed.businesses.push(added);
    await store.apply([{ ...added, services: [] } as Listing], []);
    store.states.set('caught_up_to', mark);
    store.states.set('swept_to', '20');
    feed.sinces.length = 0;
    await made.periodic();
    expect(feed.sinces).toEqual([new Date(Date.parse(mark) - 5_000).toISOString()]);
    expect(feed.asked).toEqual([[...store.listings.keys()].filter((id) => id > 20).sort((a, b) => a - b)]);
    // The rest of the round was shorter than a page: the next round starts over.
    expect(store.states.get('swept_to')).toBe('0');
  });

  it('on a first start, returns before the backfill is done, which then fills the listing and sets the mark', async () => {
    const businesses = many(2_500);
    const store = new MemoryStore();
    const feed = new FakeFeed(businesses);
    const { gate, open } = released();
    feed.gate = gate;

    await listingFeed(store, feed, 20).start();
    // Started; the backfill reads its first page, and is held at its second: no mark yet.
    await vi.waitFor(() => expect(feed.sinces).toHaveLength(2), { timeout: 5_000, interval: 10 });
    expect(store.listings.size).toBe(businesses.slice(0, 1_000).filter(isListed).length);
    expect(store.states.get('filled_to')).toBe(businesses[999]!.updatedAt);
    expect(store.states.has('caught_up_to')).toBe(false);
    expect(feed.existingCalls).toBe(0);

    open();
    await vi.waitFor(() => expect(store.states.get('caught_up_to')).toBe(businesses.at(-1)!.updatedAt), { timeout: 5_000, interval: 20 });
    expect([...store.listings.keys()].sort((a, b) => a - b)).toEqual(businesses.filter(isListed).map((b) => b.id));
  });

  it('on a first start, reads many changes heard of at once before the backfill goes on', async () => {
    const businesses = many(2_500);
    const store = new MemoryStore();
    const feed = new FakeFeed(businesses);
    const { gate, open } = released();
    feed.gate = gate;
    const directory = listingFeed(store, feed);
    await directory.start();
    await vi.waitFor(() => expect(feed.sinces).toHaveLength(2), { timeout: 5_000, interval: 10 });

    // A bulk write (a seed, a restore) while the backfill is held at its second page.
    feed.businesses.push(business(9_999, NOW));
    directory.heard(null);
    const answered = directory.settled();
    open();
    await answered;
    // Read from when the backfill began, before its third page.
    expect(feed.sinces).toEqual([null, null, new Date(Date.parse(NOW) - 5_000).toISOString()]);
    expect(store.listings.has(9_999)).toBe(true);
    expect(store.states.has('caught_up_to')).toBe(false);
    await directory.catchUp();
    expect(store.states.get('caught_up_to')).toBe(NOW);
  });

  it('resumes a first start stopped half-way from where it got to', async () => {
    const businesses = many(2_500);
    const store = new MemoryStore();
    const first = new FakeFeed(businesses);
    const { gate, open } = released();
    first.gate = gate;
    const stopped = listingFeed(store, first);
    await stopped.start();
    await vi.waitFor(() => expect(first.sinces).toHaveLength(2), { timeout: 5_000, interval: 10 });
    // Stopped while reading the second page: it finishes that page and goes no further.
    const stopping = stopped.stop();
    open();
    await stopping;
    const filledTo = store.states.get('filled_to')!;
    expect(filledTo).toBe(businesses[1_999]!.updatedAt);
    expect(first.sinces).toHaveLength(2);
    expect(store.states.has('caught_up_to')).toBe(false);

    // A new process on the same listing: the backfill reads on from a little before where the last stopped.
    const feed = new FakeFeed(businesses);
    const next = listingFeed(store, feed);
    await next.start();
    await next.catchUp();
    expect(feed.sinces[0]).toBe(new Date(Date.parse(filledTo) - 5_000).toISOString());
    expect(store.states.get('caught_up_to')).toBe(businesses.at(-1)!.updatedAt);
    expect([...store.listings.keys()].sort((a, b) => a - b)).toEqual(businesses.filter(isListed).map((b) => b.id));
  });

  it('catchUp, on a first start, waits for the backfill and then compares every id', async () => {
    const businesses = many(1_500);
    const store = new MemoryStore();
    const feed = new FakeFeed(businesses);
    const directory = listingFeed(store, feed);
    await directory.start();
    await directory.catchUp();
    expect(store.states.get('caught_up_to')).toBe(businesses.at(-1)!.updatedAt);
    expect(feed.existingCalls).toBe(2);
    expect(store.listings.size).toBe(businesses.filter(isListed).length);
  });
});
