import type { PromotionView } from '@tapin/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

/**
 * Regenerate never destroys an owner's own words (docs/decisions.md#promotions): a hand-written promotion
 * (created by hand, or edited after it was generated) regenerates into a new draft beside it (201); an
 * untouched AI promotion is rewritten in place (200).
 */
describe('content: regenerate keeps hand-written promotions', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let id: number;
  const list = async (): Promise<PromotionView[]> => (await t.as('kim').get(`/api/businesses/${id}/promotions`).expect(200)).body;

  beforeAll(async () => {
    t = await contentApp({ config: { promotions: { aiGenerationLimit: 50 } } });
    id = await t.publishedBusiness('kim');
  });
  afterAll(() => t.app.close());

  it('answers 201 with a new draft beside a promotion the owner created by hand, which stays as it was', async () => {
    const mine = (await t.as('kim').post(`/api/businesses/${id}/promotions`, { title: 'Walk-in Wednesday', description: 'My own words.', price: 35 }).expect(201)).body as PromotionView;
    const res = await t.as('kim').post(`/api/promotions/${mine.id}/regenerate`).expect(201);
    expect(res.body.id).not.toBe(mine.id);
    expect(res.body).toMatchObject({ businessId: id, tier: mine.tier, status: 'draft', isActive: false, origin: 'ai' });
    const kept = (await list()).find((p) => p.id === mine.id)!;
    expect(kept).toMatchObject({ title: 'Walk-in Wednesday', description: 'My own words.', price: 35, status: 'active', origin: 'manual' });
  });

  it('answers 201 with a new draft for a generated promotion the owner has since edited', async () => {
    const suite = (await t.as('kim').post(`/api/businesses/${id}/promotions/generate`, {}).expect(201)).body.promotions as PromotionView[];
    const edited = suite[0]!;
    await t.as('kim').put(`/api/promotions/${edited.id}`, { description: 'Rewritten by the owner.' }).expect(200);
    const res = await t.as('kim').post(`/api/promotions/${edited.id}/regenerate`).expect(201);
    expect(res.body.id).not.toBe(edited.id);
    expect((await list()).find((p) => p.id === edited.id)).toMatchObject({ title: edited.title, description: 'Rewritten by the owner.' });

    // A change of status alone is not a change of words: that one is still rewritten in place.
    const paused = suite[1]!;
    await t.as('kim').put(`/api/promotions/${paused.id}`, { isActive: false }).expect(200);
    const inPlace = await t.as('kim').post(`/api/promotions/${paused.id}/regenerate`).expect(200);
    expect(inPlace.body.id).toBe(paused.id);
    expect(inPlace.body.title).not.toBe(paused.title);
  });

  it('keeps the owner’s words when many regenerations of a hand-written promotion arrive at once', async () => {
    const mine = (await t.as('kim').post(`/api/businesses/${id}/promotions`, { title: 'Lash Lift Launch', description: 'Mine, all mine.', price: 45 }).expect(201)).body as PromotionView;
    const before = (await list()).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.as('kim').post(`/api/promotions/${mine.id}/regenerate`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const after = await list();
    expect(after.find((p) => p.id === mine.id)).toMatchObject({ title: 'Lash Lift Launch', description: 'Mine, all mine.', status: 'active' });
    expect(after.length).toBe(before + 8);
  });

  it('does not overwrite an edit that lands while a regeneration is being written', async () => {
    const suite = (await t.as('kim').post(`/api/businesses/${id}/promotions/generate`, {}).expect(201)).body.promotions as PromotionView[];
    const target = suite[2]!;
    const writer = t.app.kernel.cradle.promotionWriter;
    const rewrite = writer.rewrite.bind(writer);
    let release!: () => void;
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    writer.rewrite = async (...args) => {
      started();
      await gate;
      return rewrite(...args);
    };
    try {
      const regenerating = t.as('kim').post(`/api/promotions/${target.id}/regenerate`).then((r) => r);
      await writing;
      await t.as('kim').put(`/api/promotions/${target.id}`, { title: 'The owner’s title' }).expect(200);
      release();
      const res = await regenerating;
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(target.id);
    } finally {
      writer.rewrite = rewrite;
    }
    expect((await list()).find((p) => p.id === target.id)).toMatchObject({ title: 'The owner’s title', description: target.description });
  });

  it('hides another owner’s promotion from a regeneration', async () => {
    const mine = (await list())[0]!;
    await t.as('dev').post(`/api/promotions/${mine.id}/regenerate`).expect(404);
  });
});
