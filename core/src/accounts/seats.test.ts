import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatsWorld, type SeatsWorld } from '../../test/helpers/accounts-world.js';

/**
 * The beta's seats as rules, without HTTP (docs/decisions.md#accounts-seats-and-the-waitlist): the
 * services on a real in-memory database with their ports faked. The same rules through the API:
 * registration.api.test.ts; under load: test/security/accounts-seats.test.ts.
 */
describe('the beta seats', () => {
  let world: SeatsWorld;
  beforeEach(async () => {
    world = await seatsWorld();
  });
  afterEach(() => world.platform.close());

  it('gives the first 40 registrations a seat and puts the rest in line, numbered from 1', async () => {
    expect(world.platform.config.accounts.betaLimit).toBe(40);
    const results = await world.register(42);
    expect(results.slice(0, 40).every((r) => r.status === 'accepted')).toBe(true);
    expect(results.slice(40)).toEqual([
      { status: 'waitlist', position: 1, message: "You're #1 on the waitlist." },
      { status: 'waitlist', position: 2, message: "You're #2 on the waitlist." },
    ]);
    expect(await world.seats.taken()).toBe(40);
    expect(await world.seats.free()).toBe(0);
    expect(await world.line()).toEqual(['#1 owner41@tapin.example', '#2 owner42@tapin.example']);
    expect(world.mailer.templates().slice(-3)).toEqual([
      'welcome → owner40@tapin.example',
      'waitlist_confirmation → owner41@tapin.example',
      'waitlist_confirmation → owner42@tapin.example',
    ]);
  });

  it('takes no seat for an admin', async () => {
    await world.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: null });
    await world.register(40);
    expect(await world.seats.taken()).toBe(40);
    expect((await world.register(1, 41))[0]).toMatchObject({ status: 'waitlist', position: 1 });
  });

  it('gives a freed seat to the next in line at once, and e-mails them their way in', async () => {
    await world.register(42);
    const [first] = await world.owners();
    await world.accounts.setRole(null, first!.id, 'admin');

    expect(await world.seats.taken()).toBe(40);
    expect(await world.line()).toEqual(['#1 owner42@tapin.example']);
    const admitted = await world.platform.db('users').where({ email: 'owner41@tapin.example' }).first('role', 'passwordHash', 'confirmBy');
    expect(admitted).toMatchObject({ role: 'business_owner', passwordHash: 'hashed:correct horse battery' });
    expect(admitted.confirmBy).toBe(new Date(world.platform.clock.now().getTime() + world.platform.config.accounts.confirmEmailHours * 3_600_000).toISOString());
    expect(world.mailer.templates().at(-1)).toBe('spot_opened → owner41@tapin.example');
    expect(world.audit.records.find((r) => r.action === 'waitlist.admitted')).toMatchObject({
      actor: null,
      details: { email: 'owner41@tapin.example', position: 1, reason: 'seat_freed' },
    });
  });

  it('takes back an unconfirmed seat past its deadline only when someone needs it', async () => {
    await world.register(40);
    world.platform.clock.advance((world.platform.config.accounts.confirmEmailHours + 1) * 3_600_000);
    await world.seats.sweep();
    expect(await world.seats.taken()).toBe(40);
    expect(await world.line()).toEqual([]);

    // The 41st registration needs a seat: the first overdue one goes back, and the account waits in line.
    expect((await world.register(1, 41))[0]).toMatchObject({ status: 'accepted' });
    expect(await world.seats.taken()).toBe(40);
    expect(await world.line()).toEqual(['#1 owner1@tapin.example (unconfirmed)']);
    const [first] = await world.owners();
    expect(world.signedOut).toEqual([first!.id]);
    expect(world.mailer.templates()).toContain('seat_released → owner1@tapin.example');
  });
});
