import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG_1PX } from '@tapin/core/testing';
import { devtoolsPlugin } from '@tapin/plugin-devtools';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

type Row = Record<string, unknown>;
interface ExportDocument {
  businesses: Row[];
  parts: { promotions: { settings: Row[]; items: Row[]; events: Row[]; campaigns: Row[]; campaignItems: Row[]; posters: Row[] } };
  fileData: Array<{ key: string; base64: string }>;
  [key: string]: unknown;
}

const tables = ['businesses', 'promotions_business_settings', 'promotions_items', 'promotions_events'];
const png = `data:image/png;base64,${PNG_1PX.toString('base64')}`;

/**
 * `tapin restore` (developer mode's way back) checks every row of an export as the API checks what it
 * stores: a crafted export is refused whole, naming the row and the field, and nothing is written
 * (docs/decisions.md, "Developer mode and the audit trail").
 */
describe('data: a crafted export cannot be restored', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let businessId: number;
  let exported: ExportDocument;
  let other: number;

  const counts = async () => {
    const { db } = t.app.kernel.cradle;
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await db(table).count({ n: '*' }).first())?.n)])));
  };
  /** Writes a changed copy of the real export and restores it through the service `tapin restore` runs. */
  const restoreTampered = async (change: (doc: ExportDocument) => void, name: string) => {
    const doc = structuredClone(exported);
    change(doc);
    const file = path.join(t.app.config.paths.dataDir, `tampered-${name}.json`);
    writeFileSync(file, JSON.stringify(doc));
    return t.app.kernel.cradle.developer.restore({ actor: null }, { name: file, paths: true });
  };

  beforeAll(async () => {
    t = await contentApp({ plugins: [promotionsPlugin, devtoolsPlugin] });
    t.app.kernel.cradle.flags.override('developerMode', true);
    other = await t.publishedBusiness('dev', { name: 'Bayshore Bikes', website: 'bikes.example' });
    // A real export, made by the product: Kim's pending business with a promotion (and its image) and a view.
    businessId = await t.publishedBusiness('kim', { website: 'glow.example' });
    const promotion = (await t.as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'Free bang trim', description: 'With any color.', price: 15, imageUrl: png }).expect(201)).body;
    await t.as('dev').post(`/api/promotions/${promotion.id}/events`, { type: 'view' }).expect(202);
    const deleted = await t.as('admin').delete(`/api/developer/businesses/${businessId}`).send({ confirmation: 'DELETE' }).expect(200);
    exported = JSON.parse((await t.app.kernel.cradle.developerExports.bytes(deleted.body.export)).toString('utf8')) as ExportDocument;
    expect(exported.businesses[0]).toMatchObject({ id: businessId, status: 'pending', published: true });
    expect(exported.fileData).toHaveLength(1);
  });
  afterAll(() => t.app.close());

  const place = (field: string) => `businesses row 1 (id ${businessId}), field ${field}`;
  const refusals: Array<[string, (doc: ExportDocument) => void, string | RegExp]> = [
    ['a javascript: website', (d) => (d.businesses[0]!.website = 'javascript:alert(1)'), 'Website must be a web address like example.com'],
    ['a javascript: logo', (d) => (d.businesses[0]!.logoUrl = 'javascript:alert(1)'), 'Logo must be an image you uploaded, not a web address'],
    ['a status that is not one', (d) => (d.businesses[0]!.status = 'featured'), 'must be pending, approved or rejected'],
    ['published as text', (d) => (d.businesses[0]!.published = 'yes'), 'must be true or false'],
    ['a name that is not text', (d) => (d.businesses[0]!.name = { first: 'Glow' }), 'Business name must be text'],
  ];

  it.each(refusals)('refuses %s, naming the row and the field, and writes nothing', async (name, change, message) => {
    const before = await counts();
    const field = /website/.test(name) ? 'website' : /logo/.test(name) ? 'logoUrl' : /status/.test(name) ? 'status' : /published/.test(name) ? 'published' : 'name';
    await expect(restoreTampered(change, name.replaceAll(' ', '-'))).rejects.toThrow(`Restore refused, nothing was restored: ${place(field)}: ${message}`);
    expect(await counts()).toEqual(before);
    expect(existsSync(t.app.kernel.cradle.storage.localPath(exported.fileData[0]!.key)!)).toBe(false);
  });

  // The AI allowance is the promotions' (their settings table), checked as the businesses' columns are.
  it.each([
    ['a negative AI allowance', -50],
    ['an allowance that is not a number', '0'],
  ])('refuses %s, naming the row and the field, and writes nothing', async (name, value) => {
    const before = await counts();
    const change = (d: ExportDocument) => (d.parts.promotions.settings[0]!.aiGenerationsUsed = value);
    await expect(restoreTampered(change, name.replaceAll(' ', '-'))).rejects.toThrow(
      'Restore refused, nothing was restored: promotions_business_settings row 1, field aiGenerationsUsed: must be a whole number, 0 or more',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown columns, bad promotion rows and rows for another business, and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[(doc: ExportDocument) => void, string]> = [
      [(d) => (d.businesses[0]!.role = 'admin'), `businesses row 1 (id ${businessId}): unknown column "role"`],
      [(d) => (d.parts.promotions.items[0]!.price = -5), 'promotions_items row 1 (id '],
      [(d) => (d.parts.promotions.items[0]!.title = 42), 'field title: Title is required'],
      [(d) => (d.parts.promotions.events[0]!.type = 'purchase'), 'field type: type must be view, click or redemption'],
      [(d) => (d.parts.promotions.items[0]!.businessId = other), `field businessId: ${other} is not one of the export's businesses`],
      [(d) => (d.parts.promotions.settings[0]!.businessId = other), `promotions_business_settings row 1, field businessId: ${other} is not one of the export's businesses`],
      // An export made before the settings left the businesses rows, whose allowance is not a number.
      [(d) => (d.parts.promotions.settings.splice(0), delete (d.parts.promotions as Partial<ExportDocument['parts']['promotions']>).settings, (d.businesses[0] = { ...d.businesses[0], promotionsEnabled: true, postPublishChoice: null, aiGenerationsUsed: 'lots' })), 'promotions_business_settings row 1, field aiGenerationsUsed: must be a whole number, 0 or more'],
      [(d) => d.fileData.push({ key: 'logos/00000000-0000-0000-0000-000000000000.png', base64: PNG_1PX.toString('base64') }), 'which none of its rows uses'],
    ];
    for (const [i, [change, message]] of cases.entries()) {
      await expect(restoreTampered(change, `case-${i}`)).rejects.toThrow(message);
    }
    expect(await counts()).toEqual(before);
    expect(Number((await t.app.kernel.cradle.db('promotions_items').where({ businessId: other }).count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('puts a claimed approval back to pending and an oversized allowance to the configured one', async () => {
    const limit = t.app.config.promotions.aiGenerationLimit;
    const result = await restoreTampered((d) => {
      d.businesses[0]!.status = 'approved';
      d.parts.promotions.settings[0]!.aiGenerationsUsed = 1_000_000;
    }, 'approved');
    expect(result.notes).toEqual([
      `businesses row 1 (id ${businessId}): approved without a matching approval, restored as pending (back in the moderation queue)`,
      `promotions_business_settings row 1: 1000000 AI generations used, restored as the allowance of ${limit}`,
    ]);
    const back = (await t.as('kim').get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(back).toMatchObject({ status: 'pending', aiGenerationsUsed: limit, published: true });
    await t.as('admin').delete(`/api/developer/businesses/${businessId}`).send({ confirmation: 'DELETE' }).expect(200);
  });

  it('restores an export made before the promotions took their settings off the businesses rows', async () => {
    const result = await restoreTampered((d) => {
      const [settings] = d.parts.promotions.settings.splice(0);
      delete (d.parts.promotions as Partial<ExportDocument['parts']['promotions']>).settings;
      d.businesses[0] = { ...d.businesses[0], promotionsEnabled: settings!.promotionsEnabled, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 };
    }, 'before-settings');
    expect(result).toMatchObject({ notes: [], restored: { businesses: 1, promotions_business_settings: 1, promotions_items: 1 } });
    const back = (await t.as('kim').get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(back).toMatchObject({ name: 'Glow Beauty Studio', published: true, promotionsEnabled: true, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 });
    await t.as('admin').delete(`/api/developer/businesses/${businessId}`).send({ confirmation: 'DELETE' }).expect(200);
  });

  it('restores the untampered export as it was', async () => {
    const result = await t.app.kernel.cradle.developer.restore({ actor: null }, { name: writeCopy(), paths: true });
    expect(result).toMatchObject({ files: 1, notes: [], restored: { businesses: 1, promotions_items: 1, promotions_events: 1 } });
    const back = (await t.as('kim').get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(back).toMatchObject({ name: 'Glow Beauty Studio', website: 'https://glow.example', status: 'pending', published: true, promotionsEnabled: true });
    const [promotion] = (await t.as('kim').get(`/api/businesses/${businessId}/promotions`).expect(200)).body;
    expect(existsSync(t.app.kernel.cradle.storage.localPath(exported.fileData[0]!.key)!)).toBe(true);
    expect(promotion).toMatchObject({ title: 'Free bang trim', price: 15, imageUrl: `/uploads/${exported.fileData[0]!.key}` });
  });

  function writeCopy(): string {
    const file = path.join(t.app.config.paths.dataDir, 'untampered.json');
    writeFileSync(file, JSON.stringify(exported));
    return file;
  }
});
