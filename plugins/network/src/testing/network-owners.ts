import type { TestApp } from '@tapin/core/testing';
import request from 'supertest';

/**
 * Owners of the network's API tests: each registers with a password, has businesses by name, and calls
 * the API as themselves. `app` is read when called (the tests build it in `beforeAll`).
 */
export function networkOwners(app: () => TestApp) {
  const tokens: Record<string, string> = {};
  const businesses: Record<string, number> = {};
  const emailOf = (who: string) => (who === 'admin' ? 'boss@tapin.example' : `${who}@owner.example`);
  const passwordOf = (who: string) => (who === 'admin' ? 'boss-secret' : 'secret1');
  const as = (who: string) => {
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${tokens[who]}`);
    return {
      get: (path: string) => auth(request(app().callback()).get(path)),
      post: (path: string, body: object = {}) => auth(request(app().callback()).post(path)).send(body),
      put: (path: string, body?: object) => auth(request(app().callback()).put(path)).send(body),
      delete: (path: string) => auth(request(app().callback()).delete(path)),
    };
  };
  return {
    tokens,
    businesses,
    as,
    async register(who: string): Promise<void> {
      tokens[who] = (await request(app().callback()).post('/api/auth/register').send({ name: who, email: emailOf(who), password: passwordOf(who) }).expect(201)).body.token;
    },
    /** The admin `boss@tapin.example`, signed in as `admin`. */
    async admin(): Promise<void> {
      await app().kernel.cradle.accounts.createAdmin({ email: emailOf('admin'), name: 'Boss', password: passwordOf('admin') });
      await this.signIn('admin');
    },
    async signIn(who: string): Promise<void> {
      tokens[who] = (await request(app().callback()).post('/api/auth/login').send({ email: emailOf(who), password: passwordOf(who) }).expect(200)).body.token;
    },
    /** A business of `who`'s, published unless told otherwise; its id is also kept by name. */
    async business(who: string, name: string, { publish = true } = {}): Promise<number> {
      const id = (
        await as(who)
          .post('/api/businesses', { name, description: `${name} in Tampa.`, industry: 'Retail', location: 'Tampa, FL', contactEmail: `${who}@shop.example`, services: ['Goods'] })
          .expect(201)
      ).body.id as number;
      if (publish) await as(who).post(`/api/businesses/${id}/publish`).expect(200);
      businesses[name] = id;
      return id;
    },
  };
}
