import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

/**
 * Published means complete (docs/decisions.md#businesses): no write may leave a published business with
 * a required field blank. It is refused with the publish message, and nothing is saved.
 */
describe('content: a published business stays complete', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let id: number;

  beforeAll(async () => {
    t = await contentApp();
    id = await t.publishedBusiness('kim');
  });
  afterAll(() => t.app.close());

  it('refuses an owner’s PUT that blanks a required field, naming it, and saves nothing', async () => {
    const res = await t.as('kim').put(`/api/businesses/${id}`, { description: null, location: '', name: 'Glow Renamed' }).expect(400);
    expect(res.body.message).toBe('Please complete: Description, Location');
    expect(res.body.missingFields.map((f: { field: string }) => f.field)).toEqual(['description', 'location']);
    const after = (await t.as('kim').get(`/api/businesses/${id}`).expect(200)).body;
    expect(after).toMatchObject({ published: true, name: 'Glow Beauty Studio', description: 'South Tampa salon for color, cuts and lashes.', location: 'Tampa, FL' });
  });

  it('refuses the same through the admin console, even with a moderation change in the same save', async () => {
    const res = await t.as('admin').put(`/api/admin/businesses/${id}`, { contactEmail: null, status: 'approved' }).expect(400);
    expect(res.body.message).toBe('Please complete: Contact Email');
    const after = (await t.as('kim').get(`/api/businesses/${id}`).expect(200)).body;
    expect(after).toMatchObject({ published: true, contactEmail: 'book@glow.example', status: 'pending' });
  });

  it('still saves complete edits of a published business, and any edit of an unpublished one', async () => {
    await t.as('kim').put(`/api/businesses/${id}`, { description: 'Color, cuts and lashes on Howard Avenue.' }).expect(200);
    const draft = (await t.as('dev').post('/api/businesses', { name: 'Draft Deli', description: 'Sandwiches' }).expect(201)).body.id;
    expect((await t.as('dev').put(`/api/businesses/${draft}`, { description: null }).expect(200)).body.description).toBeNull();
    await t.as('kim').post(`/api/businesses/${id}/unpublish`).expect(200);
    await t.as('kim').put(`/api/businesses/${id}`, { description: null }).expect(200);
    const again = await t.as('kim').post(`/api/businesses/${id}/publish`).expect(400);
    expect(again.body.message).toBe('Please complete: Description');
  });

  it('never lists a business left incomplete when publishing and blanking race', async () => {
    const racer = await t.publishedBusiness('dev', { name: 'Racing Ramen', website: 'ramen.example' });
    await t.as('dev').post(`/api/businesses/${racer}/unpublish`).expect(200);
    await Promise.all([
      t.as('dev').post(`/api/businesses/${racer}/publish`),
      t.as('dev').put(`/api/businesses/${racer}`, { industry: null }),
      t.as('dev').post(`/api/businesses/${racer}/publish`),
    ]);
    const after = (await t.as('dev').get(`/api/businesses/${racer}`).expect(200)).body;
    expect(after.published && !after.industry).toBe(false);
  });
});
