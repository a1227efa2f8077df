import { expect, navigation, shot, signedInOwner, test } from './fixtures';

test('the examples guide shows every industry by season and by quarter, and each example can be used', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/dashboard');
  const nav = await navigation(page);
  await nav.getByRole('link', { name: 'Examples' }).click();
  await page.waitForURL('**/promotion-examples');

  await expect(page.getByRole('heading', { name: 'Promotion Examples & Strategy Guide', level: 1 })).toBeVisible();
  await expect(page.getByText('5 Industries', { exact: true })).toBeVisible();
  await expect(page.getByText('50+ Examples', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Businesses' })).toHaveAttribute('href', '/businesses');

  for (const industry of ['Restaurant & Food Service', 'Professional Services', 'Fitness & Wellness', 'Beauty & Salon', 'Retail & E-commerce']) {
    await expect(page.getByRole('button', { name: industry })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Beauty & Salon' }).click();
  await expect(page.getByRole('button', { name: 'Beauty & Salon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/industry=beauty/);

  // Seasonal: four seasons, four offers each, the tripwire tier among them.
  await expect(page.getByRole('tab', { name: 'Seasonal' })).toHaveAttribute('aria-selected', 'true');
  for (const season of ['Winter', 'Spring', 'Summer', 'Fall']) await expect(page.getByRole('heading', { name: season, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Use this example/ })).toHaveCount(16);
  await expect(page.getByRole('tabpanel').getByText('Tripwire', { exact: true })).toHaveCount(4);
  await expect(page.getByText('Keratin Smoothing Treatment', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'examples-seasonal');

  // Quarterly.
  await page.getByRole('tab', { name: 'Quarterly' }).click();
  for (const quarter of ['Q1', 'Q2', 'Q3', 'Q4']) await expect(page.getByRole('heading', { name: quarter, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Use this example/ })).toHaveCount(16);
  await expect(page.getByText('Prom Updo', { exact: true })).toBeVisible();

  // 'Use this example' opens the promotions screen with the example for its create dialog.
  await expect(page.getByRole('link', { name: 'Use this example: Prom Updo' })).toHaveAttribute('href', '/promotions?example=beauty-q2-lead_magnet');
  await expect(page.getByRole('link', { name: 'Create Your First Promotion' })).toHaveAttribute('href', '/promotions');
  await expect(page.getByRole('link', { name: 'View My Businesses' })).toHaveAttribute('href', '/businesses');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Quarterly' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Beauty & Salon' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, testInfo, 'examples-quarterly');
});
