import { LimitError, type Caller } from '@tapin/core';
import { createBusinessInput } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promotionsPlugin } from './index.js';

/**
 * The AI-generation allowance as a rule, without HTTP (docs/decisions.md#ai-content): spent and refunded
 * through `PromotionSettingsService` itself. Through the API and under parallel requests: the promotions'
 * API tests and test/security/content-allowance.test.ts.
 */
describe('the AI-generation allowance', () => {
  let app: TestApp;
  let maria: Caller;
  let businessId: number;
  let limit: number;
  const settings = () => app.kernel.cradle.promotionSettings;

  async function account(name: string): Promise<Caller> {
    const email = `${name.toLowerCase().replaceAll(' ', '.')}@tapin.example`;
    await request(app.callback()).post('/api/auth/register').send({ name, email, password: 'secret1' }).expect(201);
    const user = await app.kernel.cradle.db('users').where({ email }).first('id', 'role');
    return { id: Number(user.id), email, name, role: user.role };
  }

  beforeEach(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin] });
    maria = await account('Maria Lopez');
    businessId = (await app.kernel.cradle.businesses.create(maria, createBusinessInput.parse({ name: 'Sol Café' }))).id;
    limit = app.config.promotions.aiGenerationLimit;
  });
  afterEach(() => app.close());

  const used = async () => (await settings().fieldsOf([businessId])).get(businessId)!.aiGenerationsUsed;

  it('counts each generation up to the limit, then refuses with 429 and counts no more', async () => {
    expect(limit).toBe(3);
    for (let n = 1; n <= limit; n += 1) {
      expect(await settings().spendAiGeneration(maria, businessId)).toEqual({ used: n, counted: true });
    }
    const refused = settings().spendAiGeneration(maria, businessId);
    await expect(refused).rejects.toThrow(LimitError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'Beta users are limited to 3 AI generations per business.',
      details: { title: 'Generation limit reached', aiGenerationLimit: 3 },
    });
    expect(await used()).toBe(limit);
  });

  it('gives a refunded generation back, so one more may be spent', async () => {
    for (let n = 1; n <= limit; n += 1) await settings().spendAiGeneration(maria, businessId);
    await settings().refundAiGeneration(businessId);
    expect(await used()).toBe(limit - 1);
    expect(await settings().spendAiGeneration(maria, businessId)).toEqual({ used: limit, counted: true });
    await expect(settings().spendAiGeneration(maria, businessId)).rejects.toThrow(LimitError);
  });

  it('never refunds below zero', async () => {
    await settings().refundAiGeneration(businessId);
    expect(await used()).toBe(0);
  });

  it("neither limits nor counts an admin's generations: the allowance is the owner's", async () => {
    for (let n = 1; n <= limit; n += 1) await settings().spendAiGeneration(maria, businessId);
    const admin: Caller = { ...(await account('Ops Team')), role: 'admin' };
    expect(await settings().spendAiGeneration(admin, businessId)).toEqual({ used: limit, counted: false });
    expect(await used()).toBe(limit);
  });
});
