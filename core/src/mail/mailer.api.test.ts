import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture, tokenFromLink } from '../../test/helpers/smtp-capture.js';
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

  it('marks a message failed, with the reason, when the SMTP server refuses it, and the request still succeeds', async () => {
    smtp = await startSmtpCapture({ reject: true });
    app = await createTestApp({ config: { mail: { smtpUrl: smtp.url } } });
    await register('pat@shop.com').expect(201);
    await app.kernel.cradle.mailer.idle();
    const row = await app.kernel.cradle.db('emails').first('status', 'error');
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Mailbox unavailable');
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
