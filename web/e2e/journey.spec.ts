import { expect, navigation, shot, test, toastText, uniqueEmail } from './fixtures';

/**
 * The whole way a new owner goes, at desktop and at phone size: sign up, add a business by hand,
 * find publishing blocked until the profile is complete, publish, take promotions from the
 * post-publish dialog, generate a suite, and find the business in the directory.
 */
test('a new owner gets from the auth page to a published business with promotions', async ({ page }, testInfo) => {
  const name = `Bayshore Bikes ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, testInfo, '01-auth');

  await page.getByLabel('Full name').fill('Jordan Rivera');
  await page.getByLabel('Email').fill(uniqueEmail('journey'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ride-safe-2026');
  await page.getByLabel('Confirm password').fill('ride-safe-2026');
  await page.getByRole('button', { name: 'Join Beta Program' }).click();
  await expect(page.getByText('Welcome to TAPin!')).toBeVisible();
  await shot(page, testInfo, '02-welcome');

  // After two seconds: the dashboard, which sends an owner without a business to the intake.
  await page.waitForURL('**/intake');
  await expect(page.getByRole('heading', { name: 'Add your business' })).toBeVisible();
  await shot(page, testInfo, '03-intake-chooser');
  await page.getByRole('radio', { name: /Manual Entry/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('button', { name: 'Create Business Profile' })).toBeDisabled();
  await page.getByLabel('Business Name').fill(name);
  await page.getByLabel('Description').fill('Bike repairs, rentals and group rides on Bayshore Boulevard.');
  await page.getByLabel('Industry').fill('Retail & E-commerce');
  await page.getByLabel('Contact Email').fill('ride@bayshorebikes.example');
  await shot(page, testInfo, '04-manual-entry');
  await page.getByRole('button', { name: 'Create Business Profile' }).click();

  // The pioneer profile: one field short, so publishing is blocked.
  await page.waitForURL(/\/pioneer-profile\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Complete 1 more field to publish')).toBeVisible();
  await expect(page.getByText('Missing: Location')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish to Directory' })).toBeDisabled();
  await shot(page, testInfo, '05-profile-incomplete');

  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.getByLabel('Location').fill('Tampa, FL');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile complete! Ready to publish to Tampa Directory')).toBeVisible();

  await page.getByRole('button', { name: 'Publish to Directory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Great! Your business is now published!' });
  await expect(dialog).toBeVisible();
  const poster = dialog.getByRole('img', { name: 'AI poster preview of your business' });
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(page, testInfo, '06-post-publish');
  await dialog.getByRole('button', { name: 'Add AI Promotions Now' }).click();

  await page.waitForURL(/\/pioneer-promotions\?businessId=\d+&welcome=true$/);
  await expect(page.getByText(/Welcome to AI Promotions!/)).toBeVisible();
  await expect(page.getByText('No Promotions Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Promotions' }).click();
  await expect(toastText(page, 'AI promotions generated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lead Magnets \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Core Products \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upsells \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByText(/^1 of 3$/)).toBeVisible();
  await shot(page, testInfo, '07-promotions');

  // Published, so the directory is in the navigation now, and the business is listed there.
  const nav = await navigation(page);
  await nav.getByRole('link', { name: 'Directory' }).click();
  await page.waitForURL('**/directory');
  await page.getByPlaceholder('Search businesses...').fill(name);
  await expect(page.getByText('Showing 1 of 1 businesses')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Pioneer', { exact: true })).toBeVisible();
  await expect(card.getByText('Published')).toBeVisible();
  await shot(page, testInfo, '08-directory');
});
