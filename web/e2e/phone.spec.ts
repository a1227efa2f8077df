// Checks of the phone layout: only the phone project runs this file (see playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, shot, signedInOwner, test } from './fixtures';

/** Nothing on the main screens is wider than the narrowest phone we support (360 px). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow, `${screen} fits in 360 px`).toEqual({ scroll: 0, wide: [] });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every main screen fits a 360 px phone', async ({ page, baseURL }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Join Beta Program' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'auth');

    const { email, password } = await signedInOwner(page, baseURL!, 'Narrow Screen Owner');
    const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email, password } });
    const auth = { Authorization: `Bearer ${(await login.json()).token}` };
    const created = await page.request.post(`${baseURL}/api/businesses`, {
      headers: auth,
      data: {
        name: 'Sulphur Springs Community Bicycle Cooperative and Fahrradreparaturwerkstattgemeinschaft',
        description: 'A volunteer-run workshop where neighbours learn to fix their own bikes.',
        industry: 'Retail & E-commerce',
        location: 'Sulphur Springs, Tampa, FL',
        contactEmail: 'hello@sulphur-springs-bicycle-cooperative.example',
        website: 'https://sulphur-springs-bicycle-cooperative.example/about-our-workshop',
      },
    });
    const { id } = await created.json();
    await page.request.post(`${baseURL}/api/businesses/${id}/publish`, { headers: auth });
    await page.request.post(`${baseURL}/api/businesses/${id}/enable-promotions`, { headers: auth });

    const screens: Array<[string, string, string]> = [
      ['intake', '/intake', 'Add your business'],
      ['pioneer profile', `/pioneer-profile/${id}`, 'Sulphur Springs Community Bicycle Cooperative and Fahrradreparaturwerkstattgemeinschaft'],
      ['business profile', `/businesses/${id}?tab=details`, 'Sulphur Springs Community Bicycle Cooperative and Fahrradreparaturwerkstattgemeinschaft'],
      ['directory', '/directory', 'Tampa Business Directory'],
      ['promotions', `/pioneer-promotions?businessId=${id}`, 'Sulphur Springs Community Bicycle Cooperative and Fahrradreparaturwerkstattgemeinschaft'],
      ['QR code', '/qr-code', 'Scan to Join'],
      ['not found', '/no-such-page', 'Page Not Found'],
    ];
    for (const [screen, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, screen);
    }
  });
});

test('the phone menu opens, follows a link and closes', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!, 'Sam Okafor');
  await page.goto('/intake');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu.getByText('Sam Okafor')).toBeVisible();
  await expect(menu.getByText('SO', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'phone-menu');
  await menu.getByRole('link', { name: 'QR Code' }).click();
  await expect(menu).toBeHidden();
  await page.waitForURL('**/qr-code');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('an unconfirmed owner’s profile does not move as it loads: the confirm notice arrives with the page', async ({ page, baseURL }) => {
  const { email, password } = await signedInOwner(page, baseURL!, 'Steady Layout Owner');
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email, password } });
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
  const created = await page.request.post(`${baseURL}/api/businesses`, {
    headers: auth,
    data: { name: 'Seminole Heights Books', description: 'Used and rare books.', industry: 'Retail & E-commerce', location: 'Tampa, FL', contactEmail: 'books@seminole.example' },
  });
  const { id } = await created.json();
  // Every layout shift from the first paint on, as Chromium reports them (Cumulative Layout Shift).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/pioneer-profile/${id}`);
  await expect(page.getByText(/Please confirm your e-mail address/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seminole Heights Books' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  // Lighthouse counts below 0.1 as good; the notice arriving after the page used to score about 0.16.
  expect(shifts).toBeLessThan(0.1);
});
