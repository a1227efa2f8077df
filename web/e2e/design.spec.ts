import { expect, shot, signedInOwner, test } from './fixtures';

/** The design system (flag designSystem) and the developer portal (flag developerPortal), for a signed-in owner. */

test('the design system shows the real components by tab, and the developer portal opens the tools in new windows', async ({ page, baseURL, context }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/design-system');
  await expect(page.getByRole('heading', { name: 'Design System', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'overview' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'colors' }).click();
  await expect(page).toHaveURL(/\?tab=colors$/);
  // The swatches read the stylesheet's own values: every one of them, used by a class or not.
  await expect(page.getByText('#0e7490', { exact: true })).toBeVisible();
  for (const hex of ['#ecfeff', '#cffafe', '#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63', '#fbbf24', '#f59e0b']) {
    await expect(page.getByText(hex, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('…', { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'responsive' }).click();
  const width = page.viewportSize()!.width;
  const status = page.getByRole('status').filter({ hasText: 'This window is' });
  await expect(status).toContainText(`${width}px wide`);
  await expect(status).toContainText(width >= 1024 ? 'desktop (3 columns)' : 'below the mobile range');
  await shot(page, testInfo, 'design-system');

  await page.goto('/developer?tab=design');
  await expect(page.getByRole('heading', { name: 'Developer Portal', level: 1 })).toBeVisible();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /Open Component Showcase/ }).click();
  const showcase = await opened;
  await showcase.waitForURL('**/design-system?tab=showcase');
  await expect(showcase.getByRole('tab', { name: 'showcase' })).toHaveAttribute('aria-selected', 'true');
  await showcase.close();
  await page.getByRole('tab', { name: 'settings' }).click();
  await expect(page.getByText('designSystem', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'developer-portal');
});
