import { existsSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessInput } from '../contracts/businesses.js';
import { createTestApp, PNG_1PX, type TestApp } from '../testing/index.js';
import { storedFilesMigration } from '../kernel-migrations/009-content-stored-files.js';

const rules = { types: ['image/png'], maxBytes: 1024, wrongTypeMessage: 'Not an image', tooLargeMessage: 'Too large' };

/** Whose each stored file is (docs/decisions.md#businesses), from a database written before it was recorded. */
describe('stored files and their owners', () => {
  let app: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    for (const who of ['ana', 'ben']) {
      await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@files.example`, password: 'secret1' }).expect(201);
      ids[who] = Number((await app.kernel.cradle.db('users').where({ email: `${who}@files.example` }).first('id')).id);
    }
  });
  afterAll(() => app.close());

  it('gives files stored before the migration to the account that referenced them first, and keeps them from another owner’s deletion', async () => {
    const { db, storage, businesses } = app.kernel.cradle;
    const logo = await storage.saveImage(PNG_1PX, 'logos', rules, { ownerId: ids.ana! });
    const card = await storage.saveImage(PNG_1PX, 'cards', rules, { ownerId: ids.ben! });
    await app.kernel.cradle.settings.get(ids.ana!);
    await db('userSettings').where({ userId: ids.ana }).update({ logoKey: logo.key });
    const ben = { id: ids.ben!, email: 'ben@files.example', name: 'ben', role: 'business_owner' as const };
    const bens = await businesses.create(ben, createBusinessInput.parse({ name: 'Ben’s Bagels', cardImageUrl: card.url }));
    // A row written before references were checked: Ben's business points at Ana's logo.
    await db('businesses').where({ id: bens.id }).update({ logoUrl: logo.url });

    await storedFilesMigration.down(db);
    await storedFilesMigration.up(db);
    const owners = Object.fromEntries((await db('storedFiles').select('key', 'ownerId')).map((r: { key: string; ownerId: number }) => [r.key, Number(r.ownerId)]));
    expect(owners).toEqual({ [logo.key]: ids.ana, [card.key]: ids.ben });

    await businesses.remove(ben, bens.id);
    expect(existsSync(storage.localPath(logo.key)!)).toBe(true);
    expect(existsSync(storage.localPath(card.key)!)).toBe(false);
    expect(await db('storedFiles').where({ key: card.key }).first()).toBeUndefined();
  });
});
