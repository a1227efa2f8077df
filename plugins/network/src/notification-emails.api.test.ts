import { createTestApp, startSmtpCapture, type CapturedMail, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { networkPlugin } from './index.js';
import { networkOwners } from './testing/network-owners.js';

/**
 * Notifications by e-mail, as each person's settings say, delivered through a real SMTP server on
 * 127.0.0.1, with the one-click unsubscribe (RFC 8058) that switches off exactly that kind.
 */
describe('notification e-mails and their one-click unsubscribe', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const owners = networkOwners(() => app);
  const { businesses, as } = owners;
  /** The notification e-mails to one owner (the only ones with an unsubscribe link). */
  const mailTo = (who: string) => smtp.messages.filter((m) => m.to.includes(`${who}@owner.example`) && 'list-unsubscribe' in m.headers);
  const settled = () => app.kernel.cradle.notifications.idle();
  /** The e-mail's unsubscribe address, as its List-Unsubscribe header gives it. */
  const unsubscribeUrl = (mail: CapturedMail) => new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ plugins: [networkPlugin], config: { mail: { smtpUrl: smtp.url, from: 'TAPin <hello@tapin.example>' }, server: { publicUrl: 'https://tapin.example' } } });
    for (const [who, name] of [['ana', 'Ana Bakery'], ['bo', 'Bo Bikes'], ['cy', 'Cy Cycles']] as const) {
      await owners.register(who);
      await owners.business(who, name);
    }
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('e-mails a connection request, saying why it came, with a List-Unsubscribe the mail app can post to', async () => {
    await as('ana').post('/api/network/connections', { businessId: businesses['Bo Bikes'], note: 'Coffee for your riders?' }).expect(201);
    await vi.waitFor(() => expect(mailTo('bo')).toHaveLength(1));
    await settled();
    const [mail] = mailTo('bo');
    expect(mail!.subject).toBe('Ana Bakery wants to connect with Bo Bikes');
    expect(mail!.text).toContain('Coffee for your riders?');
    expect(mail!.text).toContain('See it in TAPin: https://tapin.example/directory?tab=network');
    expect(mail!.text).toContain('You got this e-mail because "Email Notifications" is on in your TAPin notification settings (https://tapin.example/settings).');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeUrl(mail!);
    expect(link.origin).toBe('https://tapin.example');
    expect(mail!.text).toContain(`Stop these e-mails with one click: ${link.href}`);
    // The outbox never keeps the link: anyone reading it could switch someone's e-mails off.
    const stored = await app.kernel.cradle.db('emails').where({ template: 'notification' }).first('body');
    expect(stored.body).not.toContain(link.pathname);
    expect(stored.body).toContain('[hidden]');
  });

  it('switches off exactly that kind on the one-click POST, not on opening the link, and stops its e-mails', async () => {
    const link = unsubscribeUrl(mailTo('bo')[0]!);
    const page = await request(app.callback()).get(link.pathname).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Stop “Email Notifications” e-mails?');
    expect((await as('bo').get('/api/settings/notifications').expect(200)).body.emailNotifications).toBe(true);
    // As a mail app does it (RFC 8058): a form post of List-Unsubscribe=One-Click, no cookie, no token.
    const done = await request(app.callback()).post(link.pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('You will no longer get “Email Notifications” e-mails');
    const settings = (await as('bo').get('/api/settings/notifications').expect(200)).body;
    expect(settings).toMatchObject({ emailNotifications: false, newConversions: true, weeklyReports: true });
    expect((await request(app.callback()).get(link.pathname).expect(200)).text).toContain('You will no longer get');

    await as('cy').post('/api/network/connections', { businessId: businesses['Bo Bikes'] }).expect(201);
    await settled();
    expect((await as('bo').get('/api/notifications').expect(200)).body.items[0]).toMatchObject({ title: 'Cy Cycles wants to connect with Bo Bikes' });
    expect(mailTo('bo')).toHaveLength(1);
  });

  it('answers a link that is not one with a page that says so, changing nothing', async () => {
    const res = await request(app.callback()).post(`/unsubscribe/${'x'.repeat(43)}`).type('form').send('List-Unsubscribe=One-Click').expect(404);
    expect(res.body.message).toBe('This unsubscribe link does not work');
    // A browser gets a page that says so.
    const page = await request(app.callback()).get('/unsubscribe/not-a-token').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain('This unsubscribe link does not work');
  });

  it('e-mails a won referral under New Conversions, and nothing once that setting is off', async () => {
    const [request_] = (await as('bo').get('/api/network').expect(200)).body.incoming.filter((c: { other: { name: string } }) => c.other.name === 'Ana Bakery');
    await as('bo').post(`/api/network/connections/${request_.id}/accept`).expect(200);
    await settled();
    expect(mailTo('ana').map((m) => m.subject)).toEqual(['Bo Bikes accepted your request']);
    const refer = async () =>
      (await as('ana').post('/api/network/referrals', { toBusinessId: businesses['Bo Bikes'], customerName: 'Maria Lopez', customerEmail: 'maria@home.example', need: 'A tune-up.', consent: true }).expect(201)).body.id;
    const first = await refer();
    await as('bo').post(`/api/network/referrals/${first}/status`, { status: 'contacted' }).expect(200);
    await as('bo').post(`/api/network/referrals/${first}/status`, { status: 'won' }).expect(200);
    await settled();
    const won = mailTo('ana').at(-1)!;
    expect(won.subject).toBe('Bo Bikes marked your referral won');
    expect(won.text).toContain('"New Conversions" is on');
    // Only the won step is a conversion: "contacted" was in the app only.
    expect(mailTo('ana').map((m) => m.subject)).toEqual(['Bo Bikes accepted your request', 'Bo Bikes marked your referral won']);

    await request(app.callback()).post(unsubscribeUrl(won).pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await as('ana').get('/api/settings/notifications').expect(200)).body).toMatchObject({ emailNotifications: true, newConversions: false });
    const second = await refer();
    await as('bo').post(`/api/network/referrals/${second}/status`, { status: 'won' }).expect(200);
    await settled();
    expect(mailTo('ana')).toHaveLength(2);
  });
});
