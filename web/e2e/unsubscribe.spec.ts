/**
 * E-mails a setting sends, and the ways to stop them: an owner switches New Conversions off on Settings →
 * Notifications and a won referral then comes in the app only; switched on again, the e-mail comes, and its
 * one-click unsubscribe link works in a browser that is not signed in (a question first: opening the link
 * changes nothing; the button does). Settings then shows that one kind off, and the next won referral is
 * not e-mailed while the other e-mails still are.
 *
 * The e-mails are read as they arrive at a mail server: this spec starts its own TAPin server whose SMTP_URL
 * points at a capturing SMTP server on 127.0.0.1 (the shared server keeps its e-mails in the outbox, where
 * unsubscribe links are hidden).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { startSmtpCapture } from '@tapin/core/testing';
import { startTapin } from './global-setup';
import { expect, shot, test, toastText, uniqueEmail } from './fixtures';

let mail: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: Awaited<ReturnType<typeof startTapin>>;

test.beforeAll(async () => {
  mail = await startSmtpCapture();
  // One server per project (each runs in its own worker); a delivery that fails is tried again a second later.
  server = await startTapin(`unsubscribe-${test.info().project.name}`, { SMTP_URL: mail.url, MAIL_RETRY_DELAY_SECONDS: '1' });
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

interface Owner {
  email: string;
  token: string;
  business: string;
  businessId: number;
}

/**
 * The API as an owner. Each call on a connection of its own (`Connection: close`): the server closes a
 * kept-alive connection after 5 idle seconds, and a call sent on it at that moment would fail.
 */
async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, owner: Owner | null, data?: unknown) {
  const headers: Record<string, string> = { Connection: 'close' };
  if (owner) headers.Authorization = `Bearer ${owner.token}`;
  const response = await request.fetch(`${server.url}${path}`, { method, headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A new owner with one published business. */
async function ownerWithBusiness(request: APIRequestContext, person: string, business: string, industry: string): Promise<Owner> {
  const email = uniqueEmail('unsubscribe');
  const { token } = (await call(request, 'POST', '/api/auth/register', null, { name: person, email, password: 'secret-pass-1' })) as { token: string };
  const owner: Owner = { email, token, business, businessId: 0 };
  const { id } = (await call(request, 'POST', '/api/businesses', owner, {
    name: business,
    description: `${business}, a Tampa business.`,
    industry,
    location: 'Tampa, FL',
    contactEmail: `hello@${business.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
  })) as { id: number };
  await call(request, 'POST', `/api/businesses/${id}/publish`, owner);
  return { ...owner, businessId: id };
}

/** The e-mails to one address with this subject, as they have arrived so far. */
const mailsTo = (owner: Owner, subject: string) => mail.messages.filter((m) => m.to.includes(owner.email) && m.subject === subject);

const toggle = (page: Page, name: string) => page.getByRole('switch', { name });

test('an owner switches an e-mail kind off and it stops; the unsubscribe link works without signing in', async ({ page, browser }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const rita = await ownerWithBusiness(page.request, 'Rita Referrer', `Channelside Bridal ${stamp}`, 'Retail & E-commerce');
  const gus = await ownerWithBusiness(page.request, 'Gus Getter', `Bayshore Salon ${stamp}`, 'Beauty & Salon');
  const { id: connection } = (await call(page.request, 'POST', '/api/network/connections', rita, { businessId: gus.businessId })) as { id: number };
  await call(page.request, 'POST', `/api/network/connections/${connection}/accept`, gus);

  // What Rita hears of: a referral she sent marked won (New Conversions), and a referral sent to her (Email Notifications).
  const won = `${gus.business} marked your referral won`;
  const referredToRita = `${gus.business} referred a customer to ${rita.business}`;
  let referrals = 0;
  async function referralWon() {
    const referral = (await call(page.request, 'POST', '/api/network/referrals', rita, {
      toBusinessId: gus.businessId,
      customerName: 'Maria Lopez',
      customerPhone: '(813) 555-0142',
      need: `Hair for a wedding, number ${++referrals}.`,
      consent: true,
    })) as { id: number };
    await call(page.request, 'POST', `/api/network/referrals/${referral.id}/status`, gus, { status: 'won' });
  }
  /** A referral to Rita, e-mailed under Email Notifications: once it has arrived, an e-mail of what happened before it would have too. */
  async function referralToRitaArrives() {
    const before = mailsTo(rita, referredToRita).length;
    await call(page.request, 'POST', '/api/network/referrals', gus, {
      toBusinessId: rita.businessId,
      customerName: 'Ana Ruiz',
      customerEmail: 'ana@example.com',
      need: `A dress fitting, number ${++referrals}.`,
      consent: true,
    });
    await expect.poll(() => mailsTo(rita, referredToRita).length, { timeout: 30_000 }).toBe(before + 1);
  }

  // Rita, signed in, switches New Conversions off on the Notifications tab.
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), rita.token);
  await page.goto(`${server.url}/settings?tab=notifications`);
  await expect(toggle(page, 'Email Notifications')).toBeChecked();
  await expect(toggle(page, 'New Conversions')).toBeChecked();
  await page.getByText('New Conversions', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Notification preferences updated successfully')).toBeVisible();

  // A won referral now comes in the app only.
  await referralWon();
  await referralToRitaArrives();
  expect(mailsTo(rita, won)).toHaveLength(0);
  const { items } = (await call(page.request, 'GET', '/api/notifications', rita)) as { items: Array<{ title: string }> };
  expect(items.map((n) => n.title)).toContain(won);

  // On again: the next one is e-mailed, saying why and how to stop it.
  await page.getByText('New Conversions', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Notification preferences updated successfully')).toBeVisible();
  await referralWon();
  await expect.poll(() => mailsTo(rita, won).length, { timeout: 30_000 }).toBe(1);
  const email = mailsTo(rita, won)[0]!;
  expect(email.text).toContain('You got this e-mail because "New Conversions" is on in your TAPin notification settings');
  const link = /Stop these e-mails with one click: (\S+)/.exec(email.text)?.[1];
  expect(link).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/unsubscribe/[^/]+$`));
  expect(email.headers['list-unsubscribe']).toBe(`<${link}>`);
  expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The link, in a browser nobody is signed in to: opening it asks, and changes nothing yet.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const outside = await visitor.newPage();
  await outside.goto(link!);
  await expect(outside.getByRole('heading', { name: 'Stop “New Conversions” e-mails?' })).toBeVisible();
  expect(await call(page.request, 'GET', '/api/settings/notifications', rita)).toMatchObject({ newConversions: true });
  await shot(outside, testInfo, 'unsubscribe-confirm');
  await outside.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(outside.getByRole('heading', { name: 'You will no longer get “New Conversions” e-mails' })).toBeVisible();
  await shot(outside, testInfo, 'unsubscribe-done');
  // Opened again, the link says it is done.
  await outside.goto(link!);
  await expect(outside.getByRole('heading', { name: 'You will no longer get “New Conversions” e-mails' })).toBeVisible();
  await visitor.close();

  // Settings shows that one kind off, the rest as they were.
  await page.reload();
  await expect(toggle(page, 'New Conversions')).not.toBeChecked();
  await expect(toggle(page, 'Email Notifications')).toBeChecked();
  await expect(toggle(page, 'Weekly Reports')).toBeChecked();
  await shot(page, testInfo, 'unsubscribe-settings');

  // And the next won referral is not e-mailed, while the other e-mails still are.
  await referralWon();
  await referralToRitaArrives();
  expect(mailsTo(rita, won)).toHaveLength(1);
});
