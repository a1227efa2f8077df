import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

/** Admins’ own generations do not spend the owner’s allowance (docs/decisions.md#ai-content). */
describe('content: an admin’s generations are not the owner’s', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let id: number;

  beforeAll(async () => {
    t = await contentApp();
    id = await t.publishedBusiness('kim');
  });
  afterAll(() => t.app.close());

  it('leaves the owner’s count unchanged when an admin generates a suite and regenerates', async () => {
    await t.as('kim').post(`/api/businesses/${id}/promotions/generate`, {}).expect(201);
    const suite = await t.as('admin').post(`/api/businesses/${id}/promotions/generate`, {}).expect(201);
    expect(suite.body.aiGenerationsUsed).toBe(1);
    await t.as('admin').post(`/api/promotions/${suite.body.promotions[0].id}/regenerate`).expect(200);
    expect((await t.as('kim').get(`/api/businesses/${id}`)).body.aiGenerationsUsed).toBe(1);
  });

  it('leaves the owner their full allowance after parallel admin generations', async () => {
    const other = await t.publishedBusiness('dev', { name: 'Bayshore Bikes', website: 'bikes.example' });
    await Promise.all(Array.from({ length: 5 }, () => t.as('admin').post(`/api/businesses/${other}/promotions/generate`, {}).expect(201)));
    const limit = t.app.config.promotions.aiGenerationLimit;
    for (let i = 0; i < limit; i++) await t.as('dev').post(`/api/businesses/${other}/promotions/generate`, {}).expect(201);
    await t.as('dev').post(`/api/businesses/${other}/promotions/generate`, {}).expect(429);
    expect((await t.as('dev').get(`/api/businesses/${other}`)).body.aiGenerationsUsed).toBe(limit);
  });
});
