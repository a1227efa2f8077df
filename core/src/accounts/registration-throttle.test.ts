import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../testing/index.js';

/** The per-address registration counter, on the app's own database (SQLite, or PostgreSQL with DATABASE_URL). */
describe('RegistrationThrottle', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts each address on its own, atomically, and forgets windows that are over', async () => {
    const clock = new TestClock();
    app = await createTestApp({ clock, config: { accounts: { registrationsPerAddress: 5, registrationWindowMinutes: 10 } } });
    const { registrationThrottle, db } = app.kernel.cradle;

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => registrationThrottle.hit('203.0.113.7')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 429, message: 'Too many sign-ups from this network. Please try again in 10 minutes.' });
    // Another address, and a request with no address at all, are counted apart.
    await registrationThrottle.hit('198.51.100.1');
    await registrationThrottle.hit(null);

    clock.advanceMinutes(4);
    await expect(registrationThrottle.hit('203.0.113.7')).rejects.toMatchObject({ message: 'Too many sign-ups from this network. Please try again in 6 minutes.' });
    clock.advanceMinutes(6);
    await registrationThrottle.hit('203.0.113.7');
    expect(await registrationThrottle.purge()).toBe(2);
    expect((await db('registration_counts').select('address')).map((r) => r.address)).toEqual(['203.0.113.7']);
  });
});
