import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, expect, shot, signedInAdmin, signedInOwner, test, toastText, uniqueEmail } from './fixtures';

/** The logs page (flag systemLogs) and developer mode (flag adminPanel), for an admin; an owner is refused. */

test('an admin reads today’s log, cannot delete it, and runs the scrape test on a site', async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'System Logs & Monitoring', level: 1 })).toBeVisible();
  const today = page.getByRole('button', { name: /^View tapin\.\d{4}-\d{2}-\d{2}\.\d+\.log$/ }).first();
  await expect(today).toBeVisible();
  await expect(page.getByText(/^\d+\.\d KB · last modified/).first()).toBeVisible();
  const name = (await today.getAttribute('aria-label'))!.slice('View '.length);
  await today.click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.locator('pre')).toContainText('"level"');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this log file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, `Log file ${name} is today's log, still being written, and cannot be deleted`)).toBeVisible();

  await page.getByLabel('Website URL').fill(`${env.sites}/sol/`);
  await page.getByRole('button', { name: 'Run Scrape Test' }).click();
  await expect(toastText(page, 'Scrape Test Complete')).toBeVisible();
  const nameRow = page.getByRole('button', { name: /^Name/ });
  await expect(nameRow).not.toContainText('Not found');
  await nameRow.click();
  await expect(nameRow).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Raw website content (first 1000 characters)')).toBeVisible();
  await shot(page, testInfo, 'logs');
});

test('an admin deletes an older day’s log file, and it is gone from the list and the folder', async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  // An older day's file, as the logger leaves one behind at midnight (one per project: they run side by side).
  const name = `tapin.2025-0${testInfo.project.name === 'phone' ? 2 : 1}-15.1.log`;
  const file = path.join(env.logDir, name);
  const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ level: 30, time: Date.UTC(2025, 0, 15) + i, msg: i === 399 ? 'the newest line' : 'an older day' }));
  writeFileSync(file, `${lines.join('\n')}\n`);
  await page.goto('/logs');
  await page.getByRole('button', { name: `View ${name}` }).click();
  const text = page.getByRole('dialog', { name }).locator('pre');
  await expect(text).toContainText('the newest line');
  // A viewer of logs opens at the newest lines, at the end of a file longer than it shows.
  const { overflow, belowView } = await text.evaluate((pre) => ({ overflow: pre.scrollHeight > pre.clientHeight, belowView: pre.scrollHeight - pre.clientHeight - pre.scrollTop }));
  expect(overflow).toBe(true);
  expect(belowView).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this log file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, `Log file ${name} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('button', { name: `View ${name}` })).toHaveCount(0);
  expect(existsSync(file)).toBe(false);
});

test('an admin deletes a business in developer mode only with DELETE typed', async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  const registered = await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Doomed Owner', email: uniqueEmail('doomed'), password: 'secret-pass-1' } });
  const auth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const name = `Doomed Deli ${testInfo.project.name} ${Date.now()}`;
  const { id } = (await (await page.request.post(`${baseURL}/api/businesses`, { headers: auth, data: { name } })).json()) as { id: number };

  await page.goto('/developer-mode');
  await expect(page.getByRole('heading', { name: 'Developer Mode', level: 1 })).toBeVisible();
  await page.getByLabel('Business', { exact: true }).selectOption(String(id));
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete Business' }).click();
  await expect(page.getByText("Please type 'DELETE' to confirm deletion")).toBeVisible();
  // Clear-all is refused without its words too (the right words would empty the shared e2e server).
  await page.getByLabel('Type CLEAR ALL to confirm').fill('clear all');
  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await expect(page.getByText("Please type 'CLEAR ALL' to confirm clearing all data")).toBeVisible();
  expect((await page.request.get(`${baseURL}/api/businesses/${id}`, { headers: auth })).status()).toBe(200);

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete Business' }).click();
  await expect(toastText(page, 'Business profile deleted successfully')).toBeVisible();
  await expect(page.getByLabel('Business', { exact: true }).locator('option', { hasText: name })).toHaveCount(0);
  expect((await page.request.get(`${baseURL}/api/businesses/${id}`, { headers: auth })).status()).toBe(404);
  await shot(page, testInfo, 'developer-mode');

  // The way back from the same screen: what comes back first, then Restore; a second time it says why not.
  await page.getByRole('button', { name: new RegExp(`^Restore business-${id}-`) }).click();
  let dialog = page.getByRole('dialog', { name: 'Restore Export' });
  await expect(dialog.getByRole('list', { name: 'Businesses that come back' })).toContainText(`${name} #${id}`);
  await shot(page, testInfo, 'developer-mode-restore-preview');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toastText(page, /^Put back businesses: 1/)).toBeVisible();
  expect((await page.request.get(`${baseURL}/api/businesses/${id}`, { headers: auth })).status()).toBe(200);
  await page.getByRole('button', { name: new RegExp(`^Restore business-${id}-`) }).click();
  dialog = page.getByRole('dialog', { name: 'Restore Export' });
  await expect(dialog.getByRole('alert')).toContainText(`Business ${id} exists: a restore only puts back businesses that are gone`);
  await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeDisabled();
});

test('an owner is refused both', async ({ page, baseURL }) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/developer-mode');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access Developer Mode.")).toBeVisible();
  await page.goto('/logs');
  await expect(page).toHaveURL(/\/(dashboard|intake)$/); // sent to the dashboard, which sends an owner without a business on to the intake
});
