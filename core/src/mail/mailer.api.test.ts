import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture, tokenFromLink } from '../testing/smtp-capture.js';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('e-mail', () => {
  let app: TestApp | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
    app = undefined;
    smtp = undefined;
  });
  const register = (email: string) =>
    request(app!.callback()).post('/api/auth/register').send({ name: 'Pat Owner', email, password: 'secret1' });

  it('records every message in the outbox when no SMTP server is configured', async () => {
    app = await createTestApp();
    await register('pat@shop.com').expect(201);
    const rows = await app.kernel.cradle.db('emails').select('recipient', 'template', 'status', 'sentAt');
    expect(rows).toEqual([{ recipient: 'pat@shop.com', template: 'welcome', status: 'recorded', sentAt: null }]);
  });

  it('delivers through SMTP and marks the message sent', async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url, from: 'TAPin <hello@tapin.example>' } } });
    await register('pat@shop.com').expect(201);
    await app.kernel.cradle.mailer.idle();
    const mail = smtp.lastTo('pat@shop.com');
    expect(mail.subject).toBe('Welcome to the TAPin Pioneer beta');
    expect(mail.text).toContain('Hi Pat Owner');
    expect(await app.kernel.cradle.db('emails').first('status', 'sentAt')).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
  });

  it('marks a message failed at once, with the reason, when the SMTP server refuses it for good (5xx), and the request still succeeds', async () => {
    smtp = await startSmtpCapture({ reject: true });
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url, retryDelaySeconds: 1 } } });
    await register('pat@shop.com').expect(201);
    await app.kernel.cradle.mailer.idle();
    const row = await app.kernel.cradle.db('emails').first('status', 'error', 'attempts', 'outgoingText');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, outgoingText: null });
    expect(row.error).toContain('Mailbox unavailable');
  });

  const delivery = () => app!.kernel.cradle.db('emails').first('status', 'error', 'attempts', 'sentAt', 'outgoingSubject', 'outgoingText');

  it('tries again, each time later, while the mail server is down, and delivers the welcome once it is back', async () => {
    // A port nothing listens on, for now.
    const probe = await startSmtpCapture();
    await probe.close();
    app = await createTestApp({ config: { mail: { smtpUrl: probe.url, retryLimit: 5, retryDelaySeconds: 1 } } });
    await register('pat@shop.com').expect(201);
    await vi.waitFor(async () => expect(await delivery()).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('ECONNREFUSED') }), { timeout: 5_000, interval: 50 });
    // Until it is delivered, the row keeps the message as it goes out (the outbox's own copy hides the link).
    expect((await delivery()).outgoingText).toContain('/auth/confirm-email?token=');
    smtp = await startSmtpCapture({ port: probe.port });
    await vi.waitFor(async () => expect(await delivery()).toMatchObject({ status: 'sent', error: null, outgoingSubject: null, outgoingText: null }), { timeout: 10_000, interval: 100 });
    expect((await delivery()).attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.lastTo('pat@shop.com').text).toContain('/auth/confirm-email?token=');
  });

  it('gives up after MAIL_RETRY_LIMIT retries of a server that keeps deferring (4xx): failed, with the last reason', async () => {
    smtp = await startSmtpCapture({ deferAll: true });
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url, retryLimit: 2, retryDelaySeconds: 1 } } });
    await register('pat@shop.com').expect(201);
    await vi.waitFor(async () => expect(await delivery()).toMatchObject({ status: 'failed', attempts: 3, outgoingText: null }), { timeout: 15_000, interval: 100 });
    expect((await delivery()).error).toContain('Greylisted');
    expect(smtp.messages).toEqual([]);
  });

  it.skipIf(process.env.DATABASE_URL)('on SQLite, queues again what a stopped process left to deliver', async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url } } });
    const { db, mailer } = app.kernel.cradle;
    // As a process stopped between a failed attempt and its retry left it.
    await db('emails').insert({
      recipient: 'lee@shop.com',
      template: 'welcome',
      subject: 'Welcome',
      body: 'Hi Lee, [link hidden]',
      status: 'queued',
      attempts: 1,
      error: 'connect ECONNREFUSED',
      outgoingSubject: 'Welcome',
      outgoingText: 'Hi Lee, http://localhost/auth/confirm-email?token=abc',
      createdAt: new Date().toISOString(),
    });
    await mailer.resume();
    await mailer.idle();
    expect(smtp.lastTo('lee@shop.com').text).toContain('token=abc');
    expect(await delivery()).toMatchObject({ status: 'sent', attempts: 2, outgoingText: null });
  });

  it('sends a sign-in link on request, says the same for unknown addresses, and limits requests', async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url } } });
    await register('pat@shop.com').expect(201);
    const ask = (email: string) => request(app!.callback()).post('/api/auth/instant-link').send({ email });
    const known = await ask('pat@shop.com').expect(202);
    const unknown = await ask('nobody@shop.com').expect(202);
    expect(known.body).toEqual(unknown.body);
    await app.kernel.cradle.mailer.idle();
    const token = tokenFromLink(smtp.lastTo('pat@shop.com').text);
    await request(app.callback()).post('/api/auth/instant').send({ token }).expect(200);

    await ask('pat@shop.com').expect(202);
    await ask('pat@shop.com').expect(202);
    await ask('pat@shop.com').expect(202);
    const sent = await app.kernel.cradle.db('emails').where({ template: 'instant_access' }).count({ n: '*' }).first();
    expect(Number(sent?.n)).toBe(3);
  });
});
