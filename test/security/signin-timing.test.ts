import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tapin/core/testing';
import { client, signInApp, type HashLog } from './support/signin-kit.js';

/**
 * Sign-in takes the same time whether the address is unknown, waitlisted or has an account with another
 * password: every path verifies exactly one real argon2 hash (a dummy one for an unknown address, the
 * kept hash of a waitlist entry). The mechanism is tested here; scripts/bench/sign-in-timing.mjs measures.
 */
describe('sign-in does the same work on every path', () => {
  let app: TestApp | undefined;
  let hashes: HashLog;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start() {
    ({ app, hashes } = await signInApp({ config: { accounts: { betaLimit: 1 } } }));
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    await c.register('wait@shop.com', 'secret2').expect(200);
    hashes.verified.length = 0;
    return c;
  }

  /** Runs one sign-in and returns the hashes it verified. */
  async function verifiedBy(send: () => PromiseLike<unknown>): Promise<string[]> {
    const before = hashes.verified.length;
    await send();
    return hashes.verified.slice(before);
  }

  it('verifies exactly one real argon2 hash for an unknown, a waitlisted and a wrong-password sign-in', async () => {
    const c = await start();
    const unknown = await verifiedBy(() => c.login('nobody@shop.com', 'secret1').expect(401));
    const waitlistedWrong = await verifiedBy(() => c.login('wait@shop.com', 'not-it').expect(401));
    const waitlistedRight = await verifiedBy(() => c.login('wait@shop.com', 'secret2').expect(403));
    const wrong = await verifiedBy(() => c.login('pat@shop.com', 'not-it').expect(401));
    const right = await verifiedBy(() => c.login('pat@shop.com', 'secret1').expect(200));
    // Each path verified one argon2id hash with the same cost as a real password's.
    const db = app!.kernel.cradle.db;
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
    const real = cost((await db('users').where({ email: 'pat@shop.com' }).first()).passwordHash);
    expect(real).toMatch(/^argon2id\$/);
    for (const path of [unknown, waitlistedWrong, waitlistedRight, wrong, right]) {
      expect(path).toHaveLength(1);
      expect(cost(path[0]!)).toBe(real);
    }
    // The unknown address's hash is a dummy, not any account's or entry's.
    const kept = [
      ...(await db('users').pluck('passwordHash')),
      ...(await db('waitlist_entries').pluck('passwordHash')),
    ];
    expect(kept).not.toContain(unknown[0]);
    expect(waitlistedWrong[0]).toBe(await db('waitlist_entries').where({ email: 'wait@shop.com' }).first().then((r) => r.passwordHash));
  });

  it('verifies one real hash for an account without a password (an admin waiting for their link)', async () => {
    const c = await start();
    await app!.kernel.cradle.accounts.createAdmin({ email: 'boss@shop.com', name: 'Boss', password: null });
    const path = await verifiedBy(() => c.login('boss@shop.com', 'anything').expect(401));
    expect(path).toHaveLength(1);
    expect(path[0]).toMatch(/^\$argon2id\$v=19\$m=19456,/);
  });
});
