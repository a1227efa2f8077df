import { env, expect, navigation, shot, test, toastText } from './fixtures';

/** An admin signs in through the form and looks after the businesses from the portfolio. */
test('an admin reviews the portfolio and a business profile tab by tab', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(env.admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(env.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Login successful')).toBeVisible();

  const nav = await navigation(page);
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Businesses' }).click();
  await page.waitForURL('**/businesses');
  await expect(page.getByRole('heading', { name: 'Businesses', level: 1 })).toBeVisible();

  const card = page.getByRole('article', { name: 'Riverwalk Taqueria' });
  await expect(card.getByText('SAMPLE')).toBeVisible();
  await expect(card.getByText(/^\d+% complete$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await shot(page, testInfo, 'portfolio');

  await card.getByRole('link', { name: 'Details' }).click();
  await page.waitForURL(/\/businesses\/\d+\?tab=details$/);
  await expect(page.getByRole('heading', { name: 'Riverwalk Taqueria', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Street-style tacos', { exact: false }).first()).toBeVisible();
  await shot(page, testInfo, 'business-details');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/tab=overview$/);
  await expect(page.getByText('Total promotions')).toBeVisible();
  await expect(page.getByText('Average price')).toBeVisible();
  await shot(page, testInfo, 'business-overview');

  await page.getByRole('tab', { name: 'Branding' }).click();
  await expect(page.getByRole('heading', { name: 'Brand colors' })).toBeVisible();
  await shot(page, testInfo, 'business-branding');

  await page.getByRole('link', { name: 'Back to Businesses' }).click();
  await page.waitForURL('**/businesses');
});
