import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessesWorld, type BusinessesWorld } from '../../test/helpers/businesses-world.js';
import type { Caller } from '../auth/caller.js';
import { createBusinessInput } from '../contracts/businesses.js';
import { LimitError } from '../errors.js';

/**
 * The AI-generation allowance as a rule, without HTTP (docs/decisions.md#ai-content): spent and refunded
 * on a real in-memory database with the service's ports faked. Through the API and under parallel
 * requests: the promotions' API tests and test/security/content-allowance.test.ts.
 */
describe('the AI-generation allowance', () => {
  let world: BusinessesWorld;
  let maria: Caller;
  let businessId: number;
  let limit: number;
  beforeEach(async () => {
    world = await businessesWorld();
    maria = await world.owner('Maria Lopez');
    businessId = (await world.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café' }))).id;
    limit = world.platform.config.promotions.aiGenerationLimit;
  });
  afterEach(() => world.platform.close());

  const used = async () => (await world.businesses.get(maria, businessId)).aiGenerationsUsed;

  it('counts each generation up to the limit, then refuses with 429 and counts no more', async () => {
    expect(limit).toBe(3);
    for (let n = 1; n <= limit; n += 1) {
      expect(await world.businesses.spendAiGeneration(maria, businessId, limit)).toEqual({ used: n, counted: true });
    }
    const refused = world.businesses.spendAiGeneration(maria, businessId, limit);
    await expect(refused).rejects.toThrow(LimitError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'Beta users are limited to 3 AI generations per business.',
      details: { title: 'Generation limit reached', aiGenerationLimit: 3 },
    });
    expect(await used()).toBe(limit);
  });

  it('gives a refunded generation back, so one more may be spent', async () => {
    for (let n = 1; n <= limit; n += 1) await world.businesses.spendAiGeneration(maria, businessId, limit);
    await world.businesses.refundAiGeneration(businessId);
    expect(await used()).toBe(limit - 1);
    expect(await world.businesses.spendAiGeneration(maria, businessId, limit)).toEqual({ used: limit, counted: true });
    await expect(world.businesses.spendAiGeneration(maria, businessId, limit)).rejects.toThrow(LimitError);
  });

  it('never refunds below zero', async () => {
    await world.businesses.refundAiGeneration(businessId);
    expect(await used()).toBe(0);
  });

  it("neither limits nor counts an admin's generations: the allowance is the owner's", async () => {
    for (let n = 1; n <= limit; n += 1) await world.businesses.spendAiGeneration(maria, businessId, limit);
    const admin = await world.owner('Ops Team', 'admin');
    expect(await world.businesses.spendAiGeneration(admin, businessId, limit)).toEqual({ used: limit, counted: false });
    expect(await used()).toBe(limit);
  });
});
