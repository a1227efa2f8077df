import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatsWorld, type SeatsWorld } from '../../test/helpers/accounts-world.js';
import { ConflictError, NotFoundError } from '../errors.js';

/**
 * Admission from the waitlist as rules, without HTTP (docs/decisions.md#accounts-seats-and-the-waitlist):
 * the services on a real in-memory database with their ports faked. The console's and CLI's admission
 * through the API: console-actions.api.test.ts, admin-resources.api.test.ts.
 */
describe('admission from the waitlist', () => {
  let world: SeatsWorld;
  const admin = { id: 999, email: 'ops@tapin.example', name: 'Ops', role: 'admin' as const };
  beforeEach(async () => {
    world = await seatsWorld();
  });
  afterEach(() => world.platform.close());

  describe('with 40 seats taken and two in line', () => {
    beforeEach(() => world.register(42));

    it('admits no one while every seat is taken, and says so', async () => {
      const refused = world.waitlist.admit({ next: true }, { actor: admin });
      await expect(refused).rejects.toThrow(ConflictError);
      await expect(refused).rejects.toMatchObject({
        message: 'No free seat: 40 of 40 seats are taken. Admit anyway with force.',
        details: { seatsTaken: 40, betaLimit: 40 },
      });
      expect(await world.line()).toEqual(['#1 owner41@tapin.example', '#2 owner42@tapin.example']);
      expect(await world.platform.db('users').where({ email: 'owner41@tapin.example' }).first()).toBeUndefined();
      expect(world.mailer.templates()).not.toContain('spot_opened → owner41@tapin.example');
    });

    it('admits past the limit when forced: the account from the registration on file, the rest move up', async () => {
      const { user, entry } = await world.waitlist.admit({ next: true }, { force: true, actor: admin });

      expect(entry).toMatchObject({ email: 'owner41@tapin.example', position: 1 });
      expect(user).toMatchObject({ email: 'owner41@tapin.example', name: 'Owner 41', role: 'business_owner' });
      expect(await world.seats.taken()).toBe(41);
      expect(await world.line()).toEqual(['#1 owner42@tapin.example']);
      expect(world.mailer.sent.at(-1)).toMatchObject({ to: 'owner41@tapin.example', userId: user.id, email: { template: 'spot_opened' } });
      expect(world.audit.records.at(-1)).toMatchObject({ actor: admin, action: 'waitlist.admitted', details: { position: 1, forced: true } });
    });

    it('admits a named entry when forced, not only the next', async () => {
      const { user } = await world.waitlist.admit({ email: ' OWNER42@tapin.example ' }, { force: true });
      expect(user.email).toBe('owner42@tapin.example');
      expect(await world.line()).toEqual(['#1 owner41@tapin.example']);
      await expect(world.waitlist.admit({ id: 12_345 }, { force: true })).rejects.toThrow(NotFoundError);
    });
  });

  it('admits the next in line who may have a seat before an account still unconfirmed, which comes after', async () => {
    const released = await lineWithAnUnconfirmedAccountFirst(world);
    expect(await world.line()).toEqual(['#1 owner1@tapin.example (unconfirmed)', '#2 owner42@tapin.example']);

    const next = await world.waitlist.admit({ next: true }, { force: true });
    expect(next.entry).toMatchObject({ email: 'owner42@tapin.example', position: 2, eligible: true });
    // Nobody else may have a seat: the next is the first in line, whose account gets its seat back.
    const back = await world.waitlist.admit({ next: true }, { force: true });
    expect(back.user.id).toBe(released.id);
    const confirmBy = new Date(world.platform.clock.now().getTime() + world.platform.config.accounts.confirmEmailHours * 3_600_000).toISOString();
    expect(await world.platform.db('users').where({ id: released.id }).first('confirmBy')).toEqual({ confirmBy });
    expect(await world.line()).toEqual([]);
  });

  it('admits without force while a seat is free', async () => {
    await lineWithAnUnconfirmedAccountFirst(world);
    const owners = await world.owners();
    // A seat frees: the registration waiting behind the unconfirmed account gets it by itself.
    await world.accounts.setRole(null, owners[1]!.id, 'admin');
    expect(await world.line()).toEqual(['#1 owner1@tapin.example (unconfirmed)']);
    expect(world.mailer.templates().at(-1)).toBe('spot_opened → owner42@tapin.example');
    // Another frees, and nobody who may have it waits: an admin may give it to the account.
    await world.accounts.setRole(null, owners[2]!.id, 'admin');
    expect(await world.seats.free()).toBe(1);
    const { entry } = await world.waitlist.admit({ email: 'owner1@tapin.example' });
    expect(entry).toMatchObject({ position: 1, eligible: false });
    expect(await world.seats.free()).toBe(0);
  });
});

/**
 * 40 seats taken; past the confirmation deadline a 41st registration takes back owner 1's seat (its
 * account waits, unconfirmed); everyone else then confirms, so the 42nd registration waits behind it.
 */
async function lineWithAnUnconfirmedAccountFirst(world: SeatsWorld) {
  const { db, clock } = world.platform;
  await world.register(40);
  clock.advance((world.platform.config.accounts.confirmEmailHours + 1) * 3_600_000);
  await world.register(1, 41);
  const released = (await world.owners())[0]!;
  await db('users').whereNot({ id: released.id }).update({ emailConfirmedAt: clock.now().toISOString() });
  await world.register(1, 42);
  return released;
}
