import { KNOWN_DEVICES_KEY, knownDeviceIn, rememberDeviceIn } from '@tapin/core/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The console's door: who gets in, and whose session it ends. `fetch` answers as the server does. */
describe('the console auth provider', () => {
  type Answer = { status: number; body?: unknown };
  let answers: Record<string, Answer>;
  let calls: Array<{ url: string; auth: string | null }>;
  let bodies: Record<string, unknown[]>;

  const admin = { id: 1, email: 'boss@tapin.example', name: 'Boss', role: 'admin', createdAt: '2026-11-24T00:00:00Z' };
  const owner = { ...admin, id: 2, email: 'maria@cafesol.com', name: 'Maria', role: 'business_owner' };

  async function provider() {
    vi.resetModules();
    return (await import('./auth-provider')).authProvider;
  }

  beforeEach(() => {
    localStorage.clear();
    calls = [];
    bodies = {};
    answers = {};
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const auth = new Headers(init.headers).get('Authorization');
      calls.push({ url, auth });
      if (typeof init.body === 'string') (bodies[url] ??= []).push(JSON.parse(init.body));
      const answer = answers[url] ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs an admin in and keeps the token where the owner app keeps it', async () => {
    answers['/api/auth/login'] = { status: 200, body: { status: 'signed_in', token: 'admin-token', user: admin, device: 'd' } };
    const auth = await provider();
    await auth.login({ email: admin.email, password: 'pw' });
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses an owner at the form and ends the session the sign-in just opened', async () => {
    answers['/api/auth/login'] = { status: 200, body: { status: 'signed_in', token: 'owner-token', user: owner, device: 'd' } };
    answers['/api/auth/logout'] = { status: 204 };
    const auth = await provider();
    await expect(auth.login({ email: owner.email, password: 'pw' })).rejects.toThrow('The console is for TAPin admins.');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(calls).toContainEqual({ url: '/api/auth/logout', auth: 'Bearer owner-token' });
  });

  it('asks for the e-mailed code when the account has two-step sign-in', async () => {
    answers['/api/auth/login'] = { status: 200, body: { status: 'code_required', challenge: 'ch-1', message: 'We e-mailed you a code.' } };
    answers['/api/auth/login/code'] = { status: 200, body: { status: 'signed_in', token: 'admin-token', user: admin, device: 'd' } };
    const auth = await provider();
    await expect(auth.login({ email: admin.email, password: 'pw' })).rejects.toMatchObject({ challenge: 'ch-1', message: 'We e-mailed you a code.' });
    await auth.login({ challenge: 'ch-1', code: '123456', email: admin.email });
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
  });

  it('sends the known-device token this browser holds for the account, and keeps the new one', async () => {
    // The owner app kept it (same origin, same store); the e-mail as typed, in any case.
    rememberDeviceIn(localStorage, admin.email, 'device-from-last-time');
    rememberDeviceIn(localStorage, 'someone-else@shop.example', 'their-device');
    answers['/api/auth/login'] = { status: 200, body: { status: 'signed_in', token: 'admin-token', user: admin, device: 'device-now' } };
    const auth = await provider();
    await auth.login({ email: ' Boss@TAPin.example', password: 'pw' });
    expect(bodies['/api/auth/login']).toEqual([{ email: ' Boss@TAPin.example', password: 'pw', device: 'device-from-last-time' }]);
    expect(knownDeviceIn(localStorage, admin.email)).toBe('device-now');
    expect(knownDeviceIn(localStorage, 'someone-else@shop.example')).toBe('their-device');
  });

  it('sends no device token for an account this browser never signed in to, and keeps the one it gets', async () => {
    answers['/api/auth/login'] = { status: 200, body: { status: 'signed_in', token: 'admin-token', user: admin, device: 'first-device' } };
    const auth = await provider();
    await auth.login({ email: admin.email, password: 'pw' });
    expect(bodies['/api/auth/login']).toEqual([{ email: admin.email, password: 'pw' }]);
    expect(JSON.parse(localStorage.getItem(KNOWN_DEVICES_KEY)!)).toEqual({ [admin.email]: 'first-device' });
  });

  it('sends the known-device token with the e-mailed code too, and keeps the new one', async () => {
    rememberDeviceIn(localStorage, admin.email, 'device-from-last-time');
    answers['/api/auth/login'] = { status: 200, body: { status: 'code_required', challenge: 'ch-1', message: 'We e-mailed you a code.' } };
    answers['/api/auth/login/code'] = { status: 200, body: { status: 'signed_in', token: 'admin-token', user: admin, device: 'device-now' } };
    const auth = await provider();
    await expect(auth.login({ email: admin.email, password: 'pw' })).rejects.toMatchObject({ challenge: 'ch-1' });
    await auth.login({ challenge: 'ch-1', code: '123456', email: admin.email });
    expect(bodies['/api/auth/login']).toEqual([{ email: admin.email, password: 'pw', device: 'device-from-last-time' }]);
    expect(bodies['/api/auth/login/code']).toEqual([{ challenge: 'ch-1', code: '123456', device: 'device-from-last-time' }]);
    expect(knownDeviceIn(localStorage, admin.email)).toBe('device-now');
  });

  it("shows the server's refusal as it is", async () => {
    answers['/api/auth/login'] = { status: 401, body: { message: 'Invalid email or password' } };
    const auth = await provider();
    await expect(auth.login({ email: admin.email, password: 'wrong' })).rejects.toThrow('Invalid email or password');
  });

  it("keeps an owner's own session when they open the console signed in to the app", async () => {
    localStorage.setItem('auth_token', 'owner-token');
    answers['/api/user'] = { status: 200, body: owner };
    const auth = await provider();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ status: 403 });
    // react-admin logs out after a refused check: the owner's token and session stay.
    await auth.logout({});
    expect(localStorage.getItem('auth_token')).toBe('owner-token');
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);
  });

  it('ends the session on a 401 and signs an admin out for real', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    answers['/api/user'] = { status: 200, body: admin };
    answers['/api/auth/logout'] = { status: 204 };
    const auth = await provider();
    await auth.checkAuth({});
    await expect(auth.checkError({ status: 401 })).rejects.toThrow('Your session has ended');
    expect(localStorage.getItem('auth_token')).toBeNull();

    localStorage.setItem('auth_token', 'admin-token-2');
    await auth.checkAuth({});
    await auth.logout({});
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(calls).toContainEqual({ url: '/api/auth/logout', auth: 'Bearer admin-token-2' });
  });

  it("keeps an admin signed in when the server refuses one action (their own role), and closes the console only on 'Admin access required'", async () => {
    localStorage.setItem('auth_token', 'admin-token');
    answers['/api/user'] = { status: 200, body: admin };
    const auth = await provider();
    await auth.checkAuth({});
    await expect(auth.checkError({ status: 403, body: { message: 'You cannot change your own role' } })).resolves.toBeUndefined();
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    await expect(auth.checkError({ status: 403, body: { message: 'Admin access required' } })).rejects.toThrow('The console is for TAPin admins');
  });

  it('gives the role and the resources the server lists for the admin, so a plugin that is off brings no screens', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    answers['/api/user'] = { status: 200, body: admin };
    const resources = [{ name: 'users', label: 'Users' }, { name: 'promotions', label: 'Promotions' }];
    answers['/api/admin/resources'] = { status: 200, body: { resources } };
    const auth = await provider();
    await expect(auth.getPermissions!({})).resolves.toEqual({ role: 'admin', resources });
    expect(calls).toContainEqual({ url: '/api/admin/resources', auth: 'Bearer admin-token' });
  });
});
