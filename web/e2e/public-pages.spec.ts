import type { Page } from '@playwright/test';
import { expect, shot, signedInAdmin, test, uniqueEmail } from './fixtures';

/**
 * Promotions reach customers (issue 30), at desktop and phone size: the owner turns the public page on
 * in the profile's details; a customer opens it with JavaScript off, claims the offer and gets a code;
 * the owner redeems the code typed at the counter; the Analytics tab shows the conversion and revenue.
 */
test.use({ timezoneId: 'America/New_York' });

async function ownerWithOffer(page: Page, baseURL: string) {
  const email = uniqueEmail('counter');
  const res = await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Rosa Owner', email, password: 'secret-pass-1' } });
  expect(res.status()).toBe(201);
  const auth = { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const name = `Ybor Sunrise Cafe ${Date.now()}`;
  const created = await page.request.post(`${baseURL}/api/businesses`, {
    headers: auth,
    data: {
      name,
      description: 'Cuban coffee and breakfast in Ybor City.',
      industry: 'Restaurant & Food Service',
      location: 'Ybor City',
      contactEmail: 'hola@sunrise.example',
      contactPhone: '(813) 555-0100',
      valueProposition: 'Cafecito since 1998',
      services: ['Cuban coffee', 'Breakfast'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const step of ['publish', 'enable-promotions']) expect((await page.request.post(`${baseURL}/api/businesses/${id}/${step}`, { headers: auth })).status()).toBe(200);
  const offer = await page.request.post(`${baseURL}/api/businesses/${id}/promotions`, { headers: auth, data: { title: 'Two cafecitos for $3', description: 'Any weekday morning, one per visit.', price: 3, status: 'active' } });
  expect(offer.status()).toBe(201);
  return { auth, id, name };
}

test('a customer claims an offer on the public page without script, the owner redeems it at the counter', async ({ page, browser, baseURL }, testInfo) => {
  const adminAuth = await signedInAdmin(page, baseURL!);
  const { auth, id, name } = await ownerWithOffer(page, baseURL!);
  expect((await page.request.put(`${baseURL}/api/admin/businesses/${id}`, { headers: adminAuth, data: { status: 'approved' } })).status()).toBe(200);

  // The owner turns the page on, with the profile's details.
  const owner = await browser.newContext({ baseURL, viewport: page.viewportSize()!, timezoneId: 'America/New_York' });
  const ownerPage = await owner.newPage();
  await ownerPage.addInitScript((token) => localStorage.setItem('auth_token', token), auth.Authorization.slice('Bearer '.length));
  await ownerPage.goto(`/pioneer-profile/${id}`);
  // Opening hours: Monday 7 to 3, copied to the weekdays, Saturday a late night.
  await ownerPage.getByRole('button', { name: 'Add hours' }).first().click();
  await ownerPage.getByRole('checkbox', { name: 'Monday open' }).check();
  await ownerPage.getByLabel('Monday opens').fill('07:00');
  await ownerPage.getByLabel('Monday closes').fill('15:00');
  await ownerPage.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await ownerPage.getByRole('checkbox', { name: 'Saturday open' }).check();
  await ownerPage.getByLabel('Saturday opens').fill('18:00');
  await ownerPage.getByLabel('Saturday closes').fill('02:00');
  await ownerPage.getByRole('button', { name: 'Save hours' }).click();
  await expect(ownerPage.getByText('Opening hours saved').first()).toBeVisible();
  const toggle = ownerPage.getByRole('switch', { name: 'Public page' });
  await expect(toggle).not.toBeChecked();
  await expect(ownerPage.getByText('Off: only signed-in Pioneers see this business.')).toBeVisible();
  // The switch shows what the server saved: it turns on once the answer is in.
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  const live = ownerPage.getByRole('link', { name: /\/b\// });
  await expect(live).toBeVisible();
  const path = new URL((await live.getAttribute('href'))!, baseURL).pathname;
  await shot(ownerPage, testInfo, 'public-page-switch');

  // A customer's phone with JavaScript off: the page, the offer, and "Get this offer".
  const customer = await browser.newContext({ baseURL, viewport: page.viewportSize()!, javaScriptEnabled: false, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 e2e-customer' });
  const shop = await customer.newPage();
  await shop.goto(path);
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Call (813) 555-0100' })).toHaveAttribute('href', 'tel:8135550100');
  await expect(shop.getByText('Two cafecitos for $3')).toBeVisible();
  await expect(shop.getByRole('row', { name: 'Monday – Friday 7 AM – 3 PM' })).toBeVisible();
  await expect(shop.getByRole('row', { name: 'Saturday 6 PM – 2 AM' })).toBeVisible();
  await expect(shop.locator('.now')).toHaveText(/^(Open now · Closes (at|[A-Za-z]+ at) .+|Closed now · Opens .+)$/);
  const width = await shop.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(shop, testInfo, 'public-page');
  await shop.getByRole('button', { name: 'Get this offer' }).click();
  await expect(shop).toHaveURL(/\/c\/[2-9A-Z]{8}$/);
  const code = await shop.locator('.code').textContent();
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(shop.getByText(/Show this code at the counter\. Valid until/)).toBeVisible();
  await expect(shop.getByRole('img', { name: 'QR code of this claim' })).toBeVisible();
  await shot(shop, testInfo, 'public-claim');

  // At the counter the owner types the code the customer reads out.
  await ownerPage.goto(`/promotions/redeem?businessId=${id}`);
  await ownerPage.getByLabel('Claim code').fill(code!.toLowerCase());
  await ownerPage.getByRole('button', { name: 'Look up' }).click();
  await expect(ownerPage.getByText('Two cafecitos for $3').first()).toBeVisible();
  const amount = ownerPage.getByLabel(/Amount/);
  await expect(amount).toHaveValue('3');
  await amount.fill('4.50');
  await ownerPage.getByRole('button', { name: 'Mark redeemed' }).click();
  await expect(ownerPage.getByText('Redeemed $4.50')).toBeVisible();
  await shot(ownerPage, testInfo, 'redeem');

  // The customer's page says so; the same code again is refused with the day it was used.
  await shop.reload();
  await expect(shop.getByText(/^Redeemed on .+\. Thank you!$/)).toBeVisible();
  const again = await page.request.post(`${baseURL}/api/claims/${code}/redeem`, { headers: auth, data: {} });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(new RegExp(`^${code} was already redeemed on \\d{4}-\\d{2}-\\d{2}$`));

  // The Analytics tab: the page's view (members' directories, open beside this test, may add theirs),
  // one redemption and its rate, $4.50.
  await ownerPage.goto(`/promotions?businessId=${id}`);
  await ownerPage.getByRole('tab', { name: 'Analytics' }).click();
  await expect(ownerPage.getByText('Revenue (30 days)').locator('..')).toContainText('$4.5');
  const row = ownerPage.getByRole('row').filter({ has: ownerPage.getByRole('cell', { name: 'Two cafecitos for $3', exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['Two cafecitos for $3', /.+/, '$3', /^[1-9]\d*$/, '0', '1', '1', '$4.50', /^\d+(\.\d)?%$/]);
  const views = Number(await row.getByRole('cell').nth(3).textContent());
  await expect(row.getByRole('cell').nth(8)).toHaveText(`${Math.round(1000 / views) / 10}%`);
  // The funnel: the views, the customer's claim, its redemption (every claim redeemed).
  await expect(ownerPage.getByRole('list', { name: 'Views, claims and redemptions' }).getByRole('listitem')).toHaveText([/^Views\d+/, /^Claims1 · /, 'Redemptions1 · 100% of claims']);
  await shot(ownerPage, testInfo, 'public-analytics');
  await owner.close();
  await customer.close();
});
