import { existsSync } from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF_1PX, JPEG_1PX, PNG_1PX, pngOfSize } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('settings', () => {
  let app: TestApp;
  let token: string;
  const http = () => request(app.callback());
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await createTestApp();
    token = (await http().post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@shop.com', password: 'secret1' })).body.token;
    await http().post('/api/auth/register').send({ name: 'Other', email: 'other@shop.com', password: 'secret1' });
  });
  afterAll(() => app.close());

  it('starts each section with sensible defaults', async () => {
    expect((await auth(http().get('/api/settings/profile')).expect(200)).body).toEqual({
      name: 'Pat Owner',
      email: 'pat@shop.com',
      pendingEmail: null,
      phone: null,
      company: null,
      website: null,
      logoUrl: null,
    });
    expect((await auth(http().get('/api/settings/notifications')).expect(200)).body).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      marketingEmails: false,
      weeklyReports: true,
      profileViews: true,
      newConversions: true,
    });
    expect((await auth(http().get('/api/settings/security')).expect(200)).body).toEqual({
      twoFactorEnabled: false,
      loginAlerts: false,
      sessionTimeout: '30',
      passwordLastChanged: expect.any(String),
    });
  });

  it('saves the profile and reads it back, with errors that name the field', async () => {
    const saved = await auth(http().put('/api/settings/profile'))
      .send({ name: 'Pat O.', email: 'pat@shop.com', phone: '(813) 555-0100', company: 'Sol Café', website: 'https://cafesol.example' })
      .expect(200);
    expect(saved.body).toMatchObject({ name: 'Pat O.', phone: '(813) 555-0100', company: 'Sol Café', website: 'https://cafesol.example' });
    expect((await auth(http().get('/api/user')).expect(200)).body.name).toBe('Pat O.');
    const bad = await auth(http().put('/api/settings/profile')).send({ name: 'Pat O.', email: 'pat@shop.com', website: 'cafesol' }).expect(400);
    expect(bad.body).toMatchObject({ field: 'website', message: 'Website must be a web address starting with http:// or https://' });
  });

  it('changes the sign-in e-mail only with the current password, never to a taken address, and only once the new one is confirmed', async () => {
    const links: string[] = [];
    const { mailer } = app.kernel.cradle;
    const send = mailer.send.bind(mailer);
    mailer.send = (message) => {
      if (message.email.template === 'confirm_email_change') links.push(message.email.text.split(/\s+/).find((w) => w.includes('/auth/confirm-email'))!);
      return send(message);
    };
    const base = { name: 'Pat O.', phone: null, company: null, website: null };
    const noPassword = await auth(http().put('/api/settings/profile')).send({ ...base, email: 'pat@newshop.com' }).expect(400);
    expect(noPassword.body).toMatchObject({ field: 'currentPassword' });
    const taken = await auth(http().put('/api/settings/profile')).send({ ...base, email: 'OTHER@shop.com', currentPassword: 'secret1' }).expect(409);
    expect(taken.body.message).toBe('Another account already uses this email');
    const pending = await auth(http().put('/api/settings/profile')).send({ ...base, email: 'pat@newshop.com', currentPassword: 'secret1' }).expect(200);
    expect(pending.body).toMatchObject({ email: 'pat@shop.com', pendingEmail: 'pat@newshop.com' });
    await http().post('/api/auth/login').send({ email: 'pat@newshop.com', password: 'secret1' }).expect(401);
    mailer.send = send;
    const token = new URL(links.at(-1)!).searchParams.get('token');
    await http().post('/api/auth/confirm-email').send({ token }).expect(200);
    await http().post('/api/auth/login').send({ email: 'pat@newshop.com', password: 'secret1' }).expect(200);
  });

  it('stores a PNG or JPG logo as a file, serves it, and cleans up the one it replaces', async () => {
    const first = await auth(http().post('/api/settings/profile/logo')).attach('logo', PNG_1PX, 'logo.png').expect(200);
    expect(first.body.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    const served = await http().get(first.body.logoUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Decoded and re-encoded at upload (docs/decisions.md#images): the same picture, never the bytes as sent.
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const firstFile = app.kernel.cradle.storage.localPath(app.kernel.cradle.storage.keyOf(first.body.logoUrl)!)!;
    expect(existsSync(firstFile)).toBe(true);

    const second = await auth(http().post('/api/settings/profile/logo')).attach('logo', JPEG_1PX, 'logo.jpg').expect(200);
    expect(second.body.logoUrl).toMatch(/\.jpg$/);
    expect(existsSync(firstFile)).toBe(false);

    const removed = await auth(http().delete('/api/settings/profile/logo')).expect(200);
    expect(removed.body.logoUrl).toBeNull();
    await http().get(second.body.logoUrl).expect(404);
  });

  it('stores a logo whose PNG checksum is off, as every browser shows it', async () => {
    // A common 1×1 PNG whose data chunk's checksum does not match: strict decoding refused it (415).
    const lax = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAkSvIuQAAAABJRU5ErkJggg==', 'base64');
    const stored = await auth(http().post('/api/settings/profile/logo')).attach('logo', lax, 'logo.png').expect(200);
    const served = await http().get(stored.body.logoUrl).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses logos over 2 MB, other image types and files that only pretend to be images', async () => {
    const big = await auth(http().post('/api/settings/profile/logo')).attach('logo', pngOfSize(2 * 1024 * 1024 + 1), 'big.png').expect(413);
    expect(big.body.message).toBe('Logo must be at most 2MB');
    const gif = await auth(http().post('/api/settings/profile/logo')).attach('logo', GIF_1PX, 'anim.gif').expect(415);
    expect(gif.body.message).toBe('Logo must be a PNG or JPG image');
    await auth(http().post('/api/settings/profile/logo'))
      .attach('logo', Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'logo.png', contentType: 'image/png' })
      .expect(415);
    await auth(http().post('/api/settings/profile/logo')).attach('picture', PNG_1PX, 'logo.png').expect(400);
    await http().post('/api/settings/profile/logo').attach('logo', PNG_1PX, 'logo.png').expect(401);
  });

  it('saves notification preferences and security options', async () => {
    const notifications = { emailNotifications: false, pushNotifications: true, marketingEmails: true, weeklyReports: false, profileViews: false, newConversions: true };
    expect((await auth(http().put('/api/settings/notifications')).send(notifications).expect(200)).body).toEqual(notifications);
    expect((await auth(http().get('/api/settings/notifications')).expect(200)).body).toEqual(notifications);
    const bad = await auth(http().put('/api/settings/notifications')).send({ ...notifications, weeklyReports: 'yes' }).expect(400);
    expect(bad.body).toMatchObject({ field: 'weeklyReports', message: 'weeklyReports must be true or false' });

    const security = await auth(http().put('/api/settings/security')).send({ twoFactorEnabled: false, loginAlerts: true, sessionTimeout: '120' }).expect(200);
    expect(security.body).toMatchObject({ loginAlerts: true, sessionTimeout: '120' });
    const wrongTimeout = await auth(http().put('/api/settings/security')).send({ twoFactorEnabled: false, loginAlerts: true, sessionTimeout: '45' }).expect(400);
    expect(wrongTimeout.body.message).toBe('sessionTimeout must be one of 15, 30, 60, 120 or never');
  });

  it('keeps each user’s settings their own and needs a sign-in', async () => {
    await http().get('/api/settings/profile').expect(401);
    const other = (await http().post('/api/auth/login').send({ email: 'other@shop.com', password: 'secret1' })).body.token;
    const theirs = await http().get('/api/settings/notifications').set('Authorization', `Bearer ${other}`).expect(200);
    expect(theirs.body.pushNotifications).toBe(false);
  });

  it('disappears with the settings flag', async () => {
    app.kernel.cradle.flags.override('settings', false);
    try {
      await auth(http().get('/api/settings/profile')).expect(404);
    } finally {
      app.kernel.cradle.flags.override('settings', true);
    }
  });
});
