import type { GeneratedPosterView } from '@tapin/core/contracts';
import type { Locator, Page } from '@playwright/test';
import { env, expect, shot, signedInAdmin, signedInOwner, test, toastText } from './fixtures';

/**
 * The Netflix demos (flag adminPanel, admins) and the testing tools (flag testingTools): each renders for
 * an admin with its flag on and is refused otherwise; the scraping demo runs scrape → content → poster
 * against the galleries' fixture site on 127.0.0.1 and the poster's download is counted on the server.
 */

/** Makes the app see `off` flags as off for this page (the server's own refusal has its API tests). */
async function flagsOff(page: Page, off: string[]) {
  await page.route('**/api/flags', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { flags: Record<string, boolean> };
    for (const name of off) body.flags[name] = false;
    await route.fulfill({ response, json: body });
  });
}

test('an admin opens the Netflix demo’s series and the simple demo, with the server’s sample businesses', async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  await page.goto('/netflix-business-demo');
  await expect(page.getByRole('heading', { name: 'Netflix Business Demo', level: 1 })).toBeVisible();
  for (const name of ['Overview', 'Business Series', 'Episode System', 'User Flow', 'Technical', 'Persistent Gallery', 'Website Scraping']) {
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Business Series' }).click();
  await expect(page.getByRole('button', { name: 'TAPin $25: Seminole Heights Coffee House' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^TAPin \$/ })).toHaveCount(3);
  // The sample data's pictures (drawn offline by `tapin seed`, stored as uploads) load: one per card, one per episode.
  const widths = (images: Locator) => images.evaluateAll((found) => found.map((img) => (img as HTMLImageElement).naturalWidth));
  await expect.poll(() => widths(page.getByTestId('series-grid').locator('img'))).toEqual([600, 600, 600]);
  await page.getByRole('button', { name: 'Tablet' }).click();
  await expect(page.getByTestId('series-grid')).toHaveAttribute('data-mode', 'tablet');
  await page.getByRole('button', { name: 'TAPin $85: Channelside Fitness Studio' }).click();
  const preview = page.getByRole('dialog', { name: 'Episode Preview' });
  await expect(preview.getByText('FREE', { exact: true })).toBeVisible();
  await expect(preview.getByText('$200')).toBeVisible();
  await expect.poll(() => widths(preview.locator('img'))).toEqual([640, 640, 640]);
  await shot(page, testInfo, 'netflix-demo-episodes');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Current Design' }).click();
  await expect(page.getByText('233% larger')).toBeVisible();
  await shot(page, testInfo, 'netflix-demo-series');
  // The view mode decides the columns at any width, a phone's too: desktop puts the three cards in one row, mobile in one column.
  const cards = page.getByTestId('series-grid').getByRole('listitem');
  const tops = async () => Promise.all([0, 1, 2].map(async (i) => Math.round((await cards.nth(i).boundingBox())!.y)));
  await page.getByRole('button', { name: 'Desktop' }).click();
  expect(new Set(await tops()).size).toBe(1);
  await shot(page, testInfo, 'netflix-demo-series-desktop');
  await page.getByRole('button', { name: 'Mobile' }).click();
  expect(new Set(await tops()).size).toBe(3);
  // The Episode System shows every episode, S1E3 too, without sideways scrolling on a phone.
  await page.getByRole('tab', { name: 'Episode System' }).click();
  const episodes = testInfo.project.name === 'phone' ? page.getByRole('list', { name: 'Episodes by business' }) : page.getByTestId('episode-table');
  const last = episodes.getByText('S1E3', { exact: true }).last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  await shot(page, testInfo, 'netflix-demo-episode-system');

  await page.goto('/netflix-business-demo-simple');
  await expect(page.getByRole('button', { name: /^TAPin \$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'TAPin $65: Hyde Park Boutique' }).click();
  await expect(page.getByRole('dialog', { name: 'Episode Preview' }).getByText('$150')).toBeVisible();
  await shot(page, testInfo, 'netflix-demo-simple');
});

test('an admin scrapes the fixture site, writes its season, makes the poster and downloads it, counted on the server', async ({ page, baseURL, context }, testInfo) => {
  const auth = await signedInAdmin(page, baseURL!);
  await page.goto('/netflix-business-demo?tab=scraping');
  await page.getByRole('button', { name: 'Scrape Website' }).click();
  await expect(toastText(page, 'Please enter a website URL')).toBeVisible();
  await page.getByLabel('Website URL').fill(env.gallerySite);
  await page.getByRole('button', { name: 'Scrape Website' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(/^Found \d+ images from Sunrise Roasters\. Saved to database\.$/)).toBeVisible();
  await expect(page.getByText('Sunrise Roasters | Specialty Coffee & Espresso Bar in Tampa')).toBeVisible();
  const images = page.getByRole('list', { name: 'Images found' });
  await expect(images.getByRole('listitem').first()).toBeVisible();
  await expect(images.getByRole('button', { name: 'Selected' })).toHaveCount(1);
  await shot(page, testInfo, 'netflix-demo-scraped');

  await page.getByRole('button', { name: 'Generate AI Content' }).click();
  await expect(toastText(page, 'AI promotional content generated successfully!')).toBeVisible();
  await expect(page.getByText('FREE').first()).toBeVisible();
  await expect(page.getByText('Text placement')).toBeVisible();

  const generated = page.waitForResponse((r) => r.url().endsWith('/api/generate-netflix-poster') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Generate Netflix Poster' }).click();
  const poster = (await (await generated).json()) as GeneratedPosterView;
  expect(poster.status).toBe('completed');
  await expect(toastText(page, 'Netflix-style cinematic poster generated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'View Poster' }).click();
  const viewer = page.getByRole('dialog', { name: poster.title });
  await expect(viewer.getByText('Cinematic analysis')).toBeVisible();
  await expect(viewer.getByText('Business story')).toBeVisible();
  await shot(page, testInfo, 'netflix-demo-poster');

  const opened = context.waitForEvent('page');
  await viewer.getByRole('button', { name: 'Download Poster' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(new URL(poster.imageUrl!, baseURL).pathname);
  const image = await page.request.get(tab.url());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
  const bytes = await image.body();
  expect(bytes.length).toBeGreaterThan(10_000);
  expect(bytes.subarray(1, 4).toString('latin1') === 'PNG' || bytes[0] === 0xff).toBe(true);
  await tab.close();
  await expect(viewer.getByTestId('download-count')).toHaveText('1');
  const stored = (await (await page.request.get(`${baseURL}/api/generated-posters/${poster.id}`, { headers: auth })).json()) as GeneratedPosterView;
  expect(stored.downloadCount).toBe(1);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Persistent Gallery' }).click();
  await expect(page.getByRole('button', { name: 'Details of Sunrise Roasters' }).first()).toBeVisible();
  await page.getByRole('tab', { name: /^Posters/ }).click();
  await page.getByRole('button', { name: 'list' }).click();
  await expect(page.getByRole('list', { name: 'Saved posters' })).toHaveAttribute('data-mode', 'list');
  await shot(page, testInfo, 'netflix-demo-gallery');
});

test('the GPT-image testing hub runs a test and shows its poster in the results', async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  await page.goto('/gpt-image-testing');
  await expect(page.getByRole('heading', { name: 'GPT-Image Testing Hub', level: 1 })).toBeVisible();
  await expect(page.getByText('GPT-Image-1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run Test: Coffee house' }).click();
  await expect(toastText(page, 'Generation Complete')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stats' }).getByText(/^1\/\d+$/)).toBeVisible();
  // The success rate is of this session's finished runs: one run, one success.
  await expect(page.getByRole('region', { name: 'Stats' }).getByText("Success rate (this session's runs)")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stats' }).getByText('100%', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'gpt-image-testing');
  await page.getByRole('tab', { name: 'Results Gallery' }).click();
  await expect(page.getByRole('button', { name: 'Save Seminole Heights Coffee House' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Prompt Analysis' }).click();
  await expect(page.getByText('Actual prompt').first()).toBeVisible();
  await shot(page, testInfo, 'gpt-image-testing-analysis');
});

test('the image test generates an image and deletes it', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/image-test');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(toastText(page, 'Please enter a prompt to generate an image.')).toBeVisible();
  const name = `Test Bakery ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel('Prompt').fill('A cinematic poster of a neighbourhood bakery at dawn');
  await page.getByLabel('Business name (optional)').fill(name);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(toastText(page, 'Image Generated!')).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Generated images' });
  await expect(gallery.getByRole('button', { name: `View ${name}` })).toBeVisible();
  await expect(gallery.getByText('Completed')).toBeVisible();
  await shot(page, testInfo, 'image-test');
  // A delete asks first, naming the poster; Cancel keeps it.
  await gallery.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this poster?' });
  await expect(confirm.getByText(name)).toBeVisible();
  await shot(page, testInfo, 'image-test-confirm-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Focus goes back to the trash button that opened the dialog.
  await expect(gallery.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
  await gallery.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Image Deleted')).toBeVisible();
  await expect(gallery).toBeHidden();
});

test('an owner is refused the Netflix demos; with their flags off the screens do not exist', async ({ page, baseURL }) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/netflix-business-demo');
  await expect(page).toHaveURL(/\/(dashboard|intake)$/); // sent to the dashboard, which sends an owner without a business on to the intake
  await page.goto('/netflix-business-demo-simple');
  await expect(page).toHaveURL(/\/(dashboard|intake)$/); // sent to the dashboard, which sends an owner without a business on to the intake

  await flagsOff(page, ['testingTools']);
  for (const path of ['/gpt-image-testing', '/image-test']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('an admin without adminPanel gets no Netflix demo', async ({ page, baseURL }) => {
  await signedInAdmin(page, baseURL!);
  await flagsOff(page, ['adminPanel']);
  for (const path of ['/netflix-business-demo', '/netflix-business-demo-simple']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
