import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';

/** Admins' announcements go only to those who opted in to Marketing Emails, each with its own unsubscribe. */
describe('announcements', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object = {}) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) => request(app.callback()).put(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });
  const settings = { emailNotifications: true, pushNotifications: false, marketingEmails: false, weeklyReports: true, profileViews: true, newConversions: true };
  const announcement = { subject: 'Pioneer meet-up on Thursday', body: 'Come and meet the other Pioneers at 6 PM in Ybor City.' };
  const announced = (who: string) => smtp.messages.filter((m) => m.to.includes(who) && m.subject === announcement.subject);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url, from: 'TAPin <hello@tapin.example>' }, server: { publicUrl: 'https://tapin.example' } } });
    for (const who of ['ana', 'bo', 'cy']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@owner.example`, password: 'secret1' }).expect(201)).body.token;
    }
    // Ana opted in; Bo did not (the default); Cy opted in but switched every e-mail off.
    await as('ana').put('/api/settings/notifications', { ...settings, marketingEmails: true }).expect(200);
    await as('cy').put('/api/settings/notifications', { ...settings, marketingEmails: true, emailNotifications: false }).expect(200);
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('previews by sending the admin a test, and says how many would get it', async () => {
    const preview = await as('admin').post('/api/admin/announcements/test', announcement).expect(200);
    expect(preview.body).toMatchObject({ subject: announcement.subject, recipients: 1 });
    expect(preview.body.text).toContain('Hi Boss,\n\nCome and meet the other Pioneers at 6 PM in Ybor City.');
    expect(preview.body.text).toContain('You got this e-mail because "Marketing Emails" is on');
    await app.kernel.cradle.mailer.idle();
    expect(announced('boss@tapin.example')).toHaveLength(1);
    expect(announced('ana@')).toHaveLength(0);
    const audit = (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'announcement.tested' }))}`).expect(200)).body;
    expect(audit[0]).toMatchObject({ details: { subject: announcement.subject, recipients: 1 } });
  });

  it('sends only to those who opted in, with a one-click unsubscribe from Marketing Emails alone', async () => {
    expect((await as('admin').post('/api/admin/announcements', announcement).expect(200)).body).toEqual({ sent: 1 });
    await app.kernel.cradle.mailer.idle();
    const [mail] = announced('ana@');
    expect(announced('bo@')).toHaveLength(0);
    expect(announced('cy@')).toHaveLength(0);
    expect(mail!.text).toContain('Hi ana,');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!);
    await request(app.callback()).post(link.pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await as('ana').get('/api/settings/notifications').expect(200)).body).toMatchObject({ marketingEmails: false, emailNotifications: true });
    expect((await as('admin').post('/api/admin/announcements', announcement).expect(200)).body).toEqual({ sent: 0 });
  });

  it('is the admins’ alone, and refuses an empty or overlong one', async () => {
    await as('ana').post('/api/admin/announcements', announcement).expect(403);
    await as('ana').post('/api/admin/announcements/test', announcement).expect(403);
    expect((await as('admin').post('/api/admin/announcements', { ...announcement, subject: ' ' }).expect(400)).body.message).toBe('Write a subject');
    expect((await as('admin').post('/api/admin/announcements', { ...announcement, body: 'x'.repeat(5001) }).expect(400)).body.message).toBe('The announcement must be 5,000 characters or fewer');
  });
});
