import type { Caller } from '@tapin/core';
import { createBusinessInput } from '@tapin/core/contracts';
import type { TestApp } from '@tapin/core/testing';

/**
 * The owner's corner of the Pioneer network, for the authorization matrix and the audit check. Two
 * neighbours who are not callers of the matrix (so "another owner" is a party to none of it):
 * - `neighbour`, whose first business asked to connect with the owner's (pending: `connections`), and
 *   whose second business the owner can ask, save and block (`neighbours`);
 * - `blocked`, an owner the owner blocked (`blocks`);
 * - the neighbour's third business (`grocer`), connected with the owner's, which referred a customer to
 *   it (`referrals`): the customer's name is for the owner's eyes only;
 * - an account shut out of the network (`network-exclusions`);
 * - the notice the neighbour's request left the owner (`notifications`, the console's "Notifications sent").
 * Ids are by the path segment that names them.
 */
export async function seedNetworkWorld(app: TestApp, owner: Caller, ownerBusinessId: number, customerName = 'Maria Lopez'): Promise<Record<string, number>> {
  const { db, clock, businesses, network, referrals: referralService, networkExclusions } = app.kernel.cradle;
  const now = clock.now().toISOString();
  const person = async (label: string): Promise<Caller> => {
    const email = `${label}-${Math.random().toString(36).slice(2, 8)}@network.example`;
    const [row] = await db('users').insert({ email, name: `Network ${label}`, role: 'business_owner', passwordHash: null, createdAt: now, updatedAt: now }).returning('id');
    return { id: Number((row as { id: number }).id ?? row), email, name: `Network ${label}`, role: 'business_owner' };
  };
  const published = async (caller: Caller, name: string) => {
    const input = createBusinessInput.parse({ name, description: `${name}, two streets away.`, industry: 'Retail', location: 'Tampa, FL', contactEmail: 'hello@neighbour.example', services: ['Goods'] });
    const { id } = await businesses.create(caller, input);
    await businesses.publish(caller, id);
    return id;
  };
  const neighbour = await person('neighbour');
  // The first business asks (a request goes from an owner's first published business unless named).
  await published(neighbour, 'Neighbour Bakery');
  const neighbours = await published(neighbour, 'Neighbour Florist');
  const connections = (await network.connect(neighbour, { businessId: ownerBusinessId, note: 'Shall we refer customers to each other?' })).id;
  // A third business of the neighbour's, connected with the owner's, which referred a customer to it.
  const grocer = await published(neighbour, 'Neighbour Grocer');
  const link = await network.connect(neighbour, { businessId: ownerBusinessId, fromBusinessId: grocer });
  await network.answer(owner, link.id, true);
  const referrals = (
    await referralService.refer(neighbour, { toBusinessId: ownerBusinessId, fromBusinessId: grocer, customerName, customerPhone: '(813) 555-0142', need: 'New locks on the back door.', consent: true })
  ).id;
  const blockedOwner = await person('blocked');
  const blockedBusiness = await published(blockedOwner, 'Blocked Pawn');
  const blocks = (await network.block(owner, blockedBusiness)).id;
  // An account shut out of the network (by the owner here, as the seed needs someone; the console's is an admin).
  const excluded = await person('excluded');
  await networkExclusions.exclude(owner, excluded.id, 'Spam requests');
  const notice = (await db('notifications').where({ userId: owner.id, kind: 'connection.requested' }).first('id')) as { id: number };
  return { connections, neighbours, blocks, blockedBusiness, grocer, referrals, 'network-exclusions': excluded.id, notifications: Number(notice.id) };
}
