import type { Page } from '@playwright/test';
import { env, expect, navigation, shot, signedInOwner, test, toastText } from './fixtures';

/** A 1×1 PNG: a logo small enough for any rule. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAkSvIuQAAAABJRU5ErkJggg==', 'base64');

async function openSettings(page: Page) {
  await page.goto('/dashboard');
  const nav = await navigation(page);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

const toggle = (page: Page, name: string) => page.getByRole('switch', { name: new RegExp(`^${name}`) });

test('an owner saves profile, notification and security settings, and reads them back after a reload', async ({ page, baseURL }, testInfo) => {
  const { password } = await signedInOwner(page, baseURL!, 'Rosa Mendez');
  await openSettings(page);
  await expect(page.getByRole('tab', { name: 'Admin' })).toHaveCount(0);

  // Profile: the fields, saved on the server.
  await expect(page.getByLabel('Name')).toHaveValue('Rosa Mendez');
  await page.getByLabel('Phone').fill('(813) 555-0142');
  await page.getByLabel('Company').fill('Mendez Floral');
  await page.getByLabel('Website').fill('https://mendezfloral.example');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastText(page, 'Profile settings updated successfully')).toBeVisible();

  // The logo: too large is refused before uploading; a PNG is stored and shown.
  await page.getByLabel('Logo file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'Logo must be at most 2MB' })).toBeVisible();
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByText('PNG or JPG, max 2MB')).toBeVisible();
  await shot(page, testInfo, 'settings-profile');

  // Notifications.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(toggle(page, 'Weekly Reports')).toBeChecked();
  await page.getByText('Weekly Reports', { exact: true }).click();
  await page.getByText('Marketing Emails', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Notification preferences updated successfully')).toBeVisible();

  // Security: login alerts and a 15-minute session timeout.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByLabel('Session Timeout')).toHaveValue('30');
  await expect(page.getByLabel('Session Timeout').locator('option')).toHaveText(['15 minutes', '30 minutes', '60 minutes', '120 minutes', 'Never']);
  await page.getByText('Login Alerts', { exact: true }).click();
  await page.getByLabel('Session Timeout').selectOption('15');
  await page.getByRole('button', { name: 'Save Security Settings' }).click();
  await expect(toastText(page, 'Security settings updated successfully')).toBeVisible();
  await shot(page, testInfo, 'settings-security');

  // Everything is read back from the server after a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Session Timeout')).toHaveValue('15');
  await expect(toggle(page, 'Login Alerts')).toBeChecked();
  await expect(toggle(page, 'Two-Factor Authentication')).not.toBeChecked();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(toggle(page, 'Weekly Reports')).not.toBeChecked();
  await expect(toggle(page, 'Marketing Emails')).toBeChecked();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('Company')).toHaveValue('Mendez Floral');
  await expect(page.getByLabel('Phone')).toHaveValue('(813) 555-0142');
  await expect(page.getByLabel('Website')).toHaveValue('https://mendezfloral.example');
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();

  // The server holds the timeout its sessions are checked against (the expiry itself: test/security/settings-session-timeout.test.ts).
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const security = await page.request.get(`${baseURL}/api/settings/security`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await security.json()).toMatchObject({ sessionTimeout: '15', loginAlerts: true });

  // Changing the e-mail needs the password and waits for the new address to confirm it.
  const newEmail = `rosa-${Date.now().toString(36)}@mendezfloral.example`;
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastText(page, 'Profile settings updated successfully')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(newEmail);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(newEmail);
  await shot(page, testInfo, 'settings-pending-email');
});

test('an admin sees the Admin tab with the links of the screens that are on', async ({ page, baseURL }, testInfo) => {
  const res = await page.request.post(`${baseURL}/api/auth/login`, { data: env.admin });
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => localStorage.getItem('auth_token') || localStorage.setItem('auth_token', t), token);
  await openSettings(page);
  await page.getByRole('tab', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Tools' })).toBeVisible();
  await expect(page.getByRole('link', { name: /All Businesses/ })).toHaveAttribute('href', '/businesses');
  await shot(page, testInfo, 'settings-admin');
});
