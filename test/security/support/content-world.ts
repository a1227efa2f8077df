import { createTestApp, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import request from 'supertest';

/** One app with the promotions plugin, owners `kim` and `dev`, and an admin: what the content cases attack. */
export async function contentApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const app: TestApp = await createTestApp({ plugins: [promotionsPlugin], ...options });
  const tokens: Record<string, string> = {};
  for (const who of ['kim', 'dev']) {
    const res = await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@content.example`, password: 'secret1' });
    tokens[who] = res.body.token;
  }
  await app.kernel.cradle.accounts.createAdmin({ email: 'boss@content.example', name: 'Boss', password: 'boss-secret' });
  tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@content.example', password: 'boss-secret' })).body.token;
  const as = (who: string) => {
    const auth = { Authorization: `Bearer ${tokens[who]}` };
    return {
      get: (path: string) => request(app.callback()).get(path).set(auth),
      post: (path: string, body?: object) => request(app.callback()).post(path).set(auth).send(body),
      put: (path: string, body: object) => request(app.callback()).put(path).set(auth).send(body),
      delete: (path: string) => request(app.callback()).delete(path).set(auth),
      upload: (path: string, field: string, bytes: Buffer, name: string) => request(app.callback()).post(path).set(auth).attach(field, bytes, name),
    };
  };

  /** A business with the five publish fields, published, promotions on. */
  async function publishedBusiness(owner: string, overrides: object = {}): Promise<number> {
    const created = await as(owner)
      .post('/api/businesses', {
        name: 'Glow Beauty Studio',
        description: 'South Tampa salon for color, cuts and lashes.',
        industry: 'Beauty & Salon',
        location: 'Tampa, FL',
        contactEmail: 'book@glow.example',
        services: ['Balayage', 'Haircuts'],
        ...overrides,
      })
      .expect(201);
    await as(owner).post(`/api/businesses/${created.body.id}/publish`).expect(200);
    await as(owner).post(`/api/businesses/${created.body.id}/enable-promotions`).expect(200);
    return created.body.id as number;
  }

  return { app, tokens, as, publishedBusiness };
}
