import { expect, navigation, signedInOwner, test } from './fixtures';

test('a screen whose code cannot be fetched says so and offers to try again; the rest of the app stays', async ({ page, baseURL, appErrors }) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/dashboard');
  await page.waitForURL('**/intake');

  // The phone loses its signal as the owner follows a link: the settings screen's code does not arrive.
  await page.route('**/assets/SettingsPage-*.js', (route) => route.abort('internetdisconnected'));
  const nav = await navigation(page);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The signal is back: Try again shows the screen.
  await page.unroute('**/assets/SettingsPage-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Lost again; this time the owner follows another link, then comes back: both screens show.
  await page.route('**/assets/QrPage-*.js', (route) => route.abort('internetdisconnected'));
  await (await navigation(page)).getByRole('link', { name: 'QR Code' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute('**/assets/QrPage-*.js');
  await (await navigation(page)).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await (await navigation(page)).getByRole('link', { name: 'QR Code' }).click();
  await expect(page).toHaveURL(/\/qr-code$/);
  await expect(page.getByRole('img', { name: /^QR code for / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);

  // React reports the error the boundary caught; that one was provoked here.
  const provoked = (error: string) => /dynamically imported module|Importing a module script failed/.test(error);
  expect(appErrors.filter(provoked).length).toBeGreaterThan(0);
  appErrors.splice(0, appErrors.length, ...appErrors.filter((error) => !provoked(error)));
});

test('when the sign-in screen itself cannot be fetched, the first page says so instead of staying blank', async ({ page, appErrors }) => {
  const signInModule = '**/assets/start-signed-out-*.js';
  await page.route(signInModule, (route) => route.abort('internetdisconnected'));
  await page.goto('/auth');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');

  await page.unroute(signInModule);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Join Beta Program' })).toBeVisible();
  expect(appErrors).toEqual([]);
});

test('when the app itself cannot be fetched, its pages say so instead of staying blank', async ({ page, baseURL, appErrors }) => {
  const appModule = /\/assets\/start-(?!signed-out)[^/]*\.js$/;
  await page.route(appModule, (route) => route.abort('internetdisconnected'));
  await signedInOwner(page, baseURL!);
  await page.goto('/directory');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');

  await page.unroute(appModule);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Tampa Business Directory' })).toBeVisible();
  expect(appErrors).toEqual([]);
});

test.describe('on a phone-sized screen, where the navigation is a side menu (a dialog)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a dialog whose code cannot be fetched says so and leaves the screen as it was; the next tap tries again', async ({ page, baseURL }) => {
    // Offline for the module and its retries (a retry asks with a query string: the browser keeps a failed module).
    await page.route('**/assets/dialog-radix-*', (route) => route.abort('internetdisconnected'));
    await signedInOwner(page, baseURL!);
    await page.goto('/dashboard');
    await page.waitForURL('**/intake');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByText('This could not be opened').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add your business' })).toBeVisible();

    await page.unroute('**/assets/dialog-radix-*');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  });
});
