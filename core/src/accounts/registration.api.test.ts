import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('registration', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(betaLimit = 40, adminEmails: string[] = []) {
    app = await createTestApp({ config: { accounts: { betaLimit, adminEmails } } });
    return app;
  }
  const register = (body: object) => request(app!.callback()).post('/api/auth/register').send(body);

  it('answers each invalid field with the documented message', async () => {
    await start();
    expect((await register({ name: 'A', email: 'a@b.co', password: 'secret1' }).expect(400)).body).toMatchObject({
      message: 'Name must be at least 2 characters',
      field: 'name',
    });
    expect((await register({ name: 'Ana', email: 'not-an-email', password: 'secret1' }).expect(400)).body).toMatchObject({
      message: 'Please enter a valid email address',
      field: 'email',
    });
    expect((await register({ name: 'Ana', email: 'ana@shop.com', password: '12345' }).expect(400)).body).toMatchObject({
      message: 'Password must be at least 6 characters',
      field: 'password',
    });
    expect((await register({}).expect(400)).body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'password']);
    expect(await app!.kernel.cradle.db('users').count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
    expect(Number((await app!.kernel.cradle.db('users').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('accepts while seats remain: a token that works, the user, and a welcome e-mail', async () => {
    await start();
    const res = await register({ name: '  Maria Lopez ', email: ' Maria@CafeSol.com ', password: 'cafecito', confirmPassword: 'cafecito' }).expect(201);
    expect(res.body).toMatchObject({
      status: 'accepted',
      token: expect.any(String),
      user: { id: 1, email: 'maria@cafesol.com', name: 'Maria Lopez', role: 'business_owner' },
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    const me = await request(app!.callback()).get('/api/user').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(me.body).toEqual({ ...res.body.user, createdAt: expect.any(String) });
    const mail = await app!.kernel.cradle.db('emails').where({ recipient: 'maria@cafesol.com' });
    expect(mail).toEqual([expect.objectContaining({ template: 'welcome', status: 'recorded', subject: 'Welcome to the TAPin Pioneer beta' })]);
  });

  it('puts registrations on the waitlist once the seats are taken, with their place in line and no token', async () => {
    await start(2);
    await register({ name: 'First', email: 'one@x.com', password: 'secret1' }).expect(201);
    await register({ name: 'Second', email: 'two@x.com', password: 'secret1' }).expect(201);
    const third = await register({ name: 'Third', email: 'three@x.com', password: 'secret1' }).expect(200);
    expect(third.body).toEqual({ status: 'waitlist', position: 1, message: "You're #1 on the waitlist." });
    const fourth = await register({ name: 'Fourth', email: 'four@x.com', password: 'secret1' }).expect(200);
    expect(fourth.body.position).toBe(2);
    expect(await app!.kernel.cradle.db('users').where({ email: 'three@x.com' })).toEqual([]);
    const mail = await app!.kernel.cradle.db('emails').where({ recipient: 'four@x.com' }).first();
    expect(mail).toMatchObject({ template: 'waitlist_confirmation', subject: "You're #2 on the TAPin waitlist" });
  });

  it('gives each ADMIN_EMAILS address an admin account that takes no seat, reachable only by its sign-in link', async () => {
    const started = await start(1, ['boss@tapin.example']);
    const { db } = started.kernel.cradle;
    const boss = await db('users').where({ email: 'boss@tapin.example' }).first();
    expect(boss).toMatchObject({ role: 'admin', passwordHash: null });
    expect(await db('emails').where({ recipient: 'boss@tapin.example' }).first()).toMatchObject({ template: 'instant_access' });
    expect(started.logs.some((l) => String(l.msg).includes('Created the admin account boss@tapin.example'))).toBe(true);

    // Nobody can claim the address by registering it.
    await register({ name: 'Squatter', email: 'Boss@tapin.example', password: 'secret1' }).expect(409);
    // The link signs the real admin in.
    const link = await started.kernel.cradle.signIn.createInstantLink(boss.id);
    const token = new URL(link).searchParams.get('token');
    const signedIn = await request(started.callback()).post('/api/auth/instant').send({ token }).expect(200);
    expect(signedIn.body.user).toMatchObject({ email: 'boss@tapin.example', role: 'admin' });

    // The admin took no seat: one owner still gets in, the next waits.
    expect((await register({ name: 'Owner', email: 'owner@x.com', password: 'secret1' }).expect(201)).body.user.role).toBe('business_owner');
    await register({ name: 'Late', email: 'late@x.com', password: 'secret1' }).expect(200);
  });

  it('tells the operator how to create an admin when there is none', async () => {
    const started = await start();
    expect(started.logs.some((l) => String(l.msg).includes('npx tapin users create-admin'))).toBe(true);
  });

  it('tells the sign-up page the size of the beta and the seats left', async () => {
    await start(2);
    await request(app!.callback()).get('/api/beta').expect(200, { betaLimit: 2, seatsRemaining: 2, aiGenerationLimit: 3 });
    await register({ name: 'First', email: 'one@x.com', password: 'secret1' }).expect(201);
    await request(app!.callback()).get('/api/beta').expect(200, { betaLimit: 2, seatsRemaining: 1, aiGenerationLimit: 3 });
  });

  it('refuses an e-mail that already has an account or a waitlist entry, whatever its case', async () => {
    await start(1);
    await register({ name: 'Ana', email: 'ana@x.com', password: 'secret1' }).expect(201);
    await register({ name: 'Ben', email: 'ben@x.com', password: 'secret1' }).expect(200);
    expect((await register({ name: 'Ana Again', email: ' ANA@x.com', password: 'secret2' }).expect(409)).body).toEqual({
      message: 'An account with this email already exists',
    });
    await register({ name: 'Ben Again', email: 'Ben@X.com', password: 'secret2' }).expect(409);
  });

  it('never oversells: 100 registrations at once against 40 seats give 40 accounts and waitlist places 1..60', async () => {
    await start(40);
    const server = await app!.listen(0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Pioneer ${i}`, email: `pioneer${i}@race.test`, password: 'secret1' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string; position?: number; token?: string } })),
      ),
    );
    expect(responses.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    const accepted = responses.filter((r) => r.body.status === 'accepted');
    const waiting = responses.filter((r) => r.body.status === 'waitlist');
    expect(accepted).toHaveLength(40);
    expect(new Set(accepted.map((r) => r.body.token)).size).toBe(40);
    expect(waiting.map((r) => r.body.position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const { db } = app!.kernel.cradle;
    expect(Number((await db('users').where({ role: 'business_owner' }).count({ n: '*' }).first())?.n)).toBe(40);
    expect(Number((await db('waitlist_entries').count({ n: '*' }).first())?.n)).toBe(60);
  });
});
