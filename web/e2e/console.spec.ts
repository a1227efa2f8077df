import type { Page } from '@playwright/test';
import { env, expect, isPhone, shot, test, uniqueEmail } from './fixtures';

/**
 * The admin console at /console (admin/): an admin runs the beta from it alone. Signs in through its
 * own form, pages the users, admits from the waitlist (the e-mail shows in the outbox), approves a
 * business (the owner app shows it approved); an owner is refused.
 */

const PASSWORD = 'secret-pass-1';

async function registerOwner(page: Page, server: string, name = 'Pat Owner') {
  const email = uniqueEmail('console');
  const res = await page.request.post(`${server}/api/auth/register`, { data: { name, email, password: PASSWORD } });
  expect([200, 201]).toContain(res.status());
  return { email, ...((await res.json()) as { status: 'accepted' | 'waitlist'; token?: string; position?: number }) };
}

async function signInToConsole(page: Page, server: string, credentials = env.admin) {
  await page.goto(`${server}/console`);
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Types into the list's search box (the `q` filter every list has) and waits until the list follows it.
 * Typed while the list is still setting up its filter form, the text can be reset: then it is typed again.
 */
async function search(page: Page, text: string) {
  const box = page.locator('input[name="q"]');
  await expect(async () => {
    await box.fill(text);
    await expect(page).toHaveURL(/[?&]filter=/, { timeout: 2_000 });
  }).toPass();
  await expect(box).toHaveValue(text);
}

/** The records a list shows: table rows on a desktop, the one-line items of react-admin's SimpleList on a phone. */
function records(page: Page) {
  return isPhone(page) ? page.locator('#main-content li') : page.locator('tbody tr');
}

/** A menu entry: in the sidebar on a desktop, behind the menu button on a phone. */
async function openMenu(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(item).toBeInViewport();
  }
  await item.click();
  // On a phone the menu closes once the screen has changed.
  if (isPhone(page)) await expect(item).not.toBeInViewport();
  await expect(page.getByRole('heading', { name, level: 6 })).toBeVisible();
}

test('an admin signs in and pages the users list', async ({ page, baseURL }, testInfo) => {
  // More users than one page holds, whichever specs ran before.
  const tag = Date.now().toString(36);
  for (let i = 0; i < 26; i++) await registerOwner(page, baseURL!, `Paging ${tag} ${i}`);

  await signInToConsole(page, baseURL!);
  await expect(page.getByText('Total users')).toBeVisible();
  // The server is seeded (tapin seed): the summary says what sample data it leaves out.
  await expect(page.getByText(/^Not counted: \d+ sample owners?, .*\(sample data\)\.$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Last 30 days:/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System' })).toBeVisible();
  await expect(page.getByText(/^SQLite: reachable \([\d.]+ ms\)$/)).toBeVisible();
  await shot(page, testInfo, 'console-dashboard');

  await openMenu(page, 'Users');
  await page.waitForURL(/\/console\/users/);
  const rows = records(page);
  await expect(rows).toHaveCount(25);
  const firstPage = await rows.first().innerText();
  await expect(page.getByText(/^1-25 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26-\d+ of \d+$/)).toBeVisible();
  await expect(rows.first()).not.toHaveText(firstPage);

  // Search narrows it to one person, who opens with their actions.
  await search(page, `Paging ${tag} 7`);
  await expect(rows).toHaveCount(1);
  await rows.first().getByText(`Paging ${tag} 7`).click();
  await expect(page.getByRole('button', { name: 'E-mail a sign-in link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Promote to admin' })).toBeVisible();
  await shot(page, testInfo, 'console-user');
});

test('an admin admits the next in line past the limit, and the e-mail shows in the outbox', async ({ page }, testInfo) => {
  const server = env.waitlistUrl;
  // The one-seat server: the second of two new registrations waits in line whatever ran before.
  await registerOwner(page, server, 'Seat Taker');
  const waiting = await registerOwner(page, server, 'Waiting Person');
  expect(waiting.status).toBe('waitlist');

  await signInToConsole(page, server);
  // This server leaves the analytics' flag (adminPanel) off: the dashboard says so, the resources work.
  await expect(page.getByText(/The analytics are switched off/)).toBeVisible();
  await openMenu(page, 'Waitlist');
  await page.waitForURL(/\/console\/waitlist/);
  // The line, in order (the same spec at the other screen size may be admitting from it meanwhile).
  await expect(records(page).first()).toContainText(/@e2e\.example/);
  await shot(page, testInfo, 'console-waitlist');

  await page.getByRole('button', { name: 'Admit next' }).click();
  const dialog = page.getByRole('dialog', { name: 'No free seat' });
  await expect(dialog).toContainText('All 1 seats are taken');
  await dialog.getByRole('button', { name: 'Admit over the limit' }).click();
  const admitted = page.getByText(/^Admitted (\S+): a sign-in link is on its way to them$/);
  await expect(admitted).toBeVisible();
  const email = /^Admitted (\S+):/.exec(await admitted.innerText())![1]!;

  await openMenu(page, 'Outbox');
  await page.waitForURL(/\/console\/emails/);
  await search(page, email);
  const spotOpened = records(page).filter({ hasText: 'spot_opened' });
  await expect(spotOpened).toHaveCount(1);
  await expect(spotOpened).toContainText(email);
  await spotOpened.getByText(email).click();
  await expect(page.locator('.ra-field-subject')).toContainText('A spot opened up: welcome to TAPin');
  // The outbox never shows the sign-in link itself.
  await expect(page.getByLabel('Body')).toContainText('[hidden]');
  await shot(page, testInfo, 'console-outbox-email');
});

test('an admin approves a pending business and the owner app shows it approved', async ({ page, baseURL }, testInfo) => {
  const owner = await registerOwner(page, baseURL!, 'Moderated Owner');
  const name = `Console Bakery ${Date.now().toString(36)}`;
  const created = await page.request.post(`${baseURL}/api/businesses`, {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name, industry: 'Restaurant & Food Service', location: 'Tampa, FL' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInToConsole(page, baseURL!);
  await expect(page.getByText('Total users')).toBeVisible();
  await openMenu(page, 'Businesses');
  await page.waitForURL(/\/console\/businesses/);
  await search(page, name);
  const row = records(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pending');
  await row.getByText(name).click();
  await page.waitForURL(new RegExp(`/console/businesses/${id}/show`));

  // Reject is asked first, with what will happen; cancelling changes nothing.
  await page.getByRole('button', { name: 'Reject' }).click();
  const asked = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(asked).toContainText('its owner is e-mailed');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page.getByText('pending', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Business approved')).toBeVisible();
  await expect(page.getByText('approved', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'console-business-approved');

  // The console's sign-in is the owner app's: the same session opens the business page there.
  await page.goto(`${baseURL}/businesses/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
});

test('an admin restores a deleted business from Exports, after seeing what comes back', async ({ page, baseURL }, testInfo) => {
  const owner = await registerOwner(page, baseURL!, 'Restored Owner');
  const name = `Console Florist ${Date.now().toString(36)}`;
  const { id } = (await (await page.request.post(`${baseURL}/api/businesses`, { headers: { Authorization: `Bearer ${owner.token}` }, data: { name } })).json()) as { id: number };
  const signedIn = (await (await page.request.post(`${baseURL}/api/auth/login`, { data: env.admin })).json()) as { token: string };
  const deleted = await page.request.delete(`${baseURL}/api/developer/businesses/${id}`, { headers: { Authorization: `Bearer ${signedIn.token}` }, data: { confirmation: 'DELETE' } });
  expect(deleted.status()).toBe(200);
  const exported = ((await deleted.json()) as { export: string }).export;

  await signInToConsole(page, baseURL!);
  await expect(page.getByText('Total users')).toBeVisible();
  await openMenu(page, 'Exports');
  await search(page, `business-${id}-`);
  const row = records(page).filter({ hasText: exported });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Restore' }).click();
  const asked = page.getByRole('dialog', { name: `Restore ${exported}?` });
  await expect(asked.getByRole('list', { name: 'Businesses that come back' })).toContainText(`${name} (#${id})`);
  await shot(page, testInfo, 'console-restore-preview');
  await asked.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Restored businesses: 1/)).toBeVisible();
  const back = await page.request.get(`${baseURL}/api/businesses/${id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(back.status()).toBe(200);

  // Once more: the dialog says why not, and offers no Restore.
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(asked.getByRole('alert')).toContainText(`Business ${id} exists`);
  await expect(asked.getByRole('button', { name: 'Restore' })).toBeDisabled();
});

test('an owner is refused at the console door', async ({ page, baseURL }, testInfo) => {
  const owner = await registerOwner(page, baseURL!);
  await signInToConsole(page, baseURL!, { email: owner.email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText('The console is for TAPin admins. Business owners use the TAPin app.');
  await expect(page.getByText('Total users')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await shot(page, testInfo, 'console-owner-refused');

  // And the API refuses them whatever the console shows.
  const signedIn = await page.request.post(`${baseURL}/api/auth/login`, { data: { email: owner.email, password: PASSWORD } });
  const { token } = (await signedIn.json()) as { token: string };
  const users = await page.request.get(`${baseURL}/api/admin/users`, { headers: { Authorization: `Bearer ${token}` } });
  expect(users.status()).toBe(403);
});
