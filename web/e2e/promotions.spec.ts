import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, shot, test, toastText, uniqueEmail } from './fixtures';

/**
 * Promotions management end to end, at desktop and phone size: generate a suite, create, edit, archive
 * and restore a promotion, see a view and a click recorded from another member's directory show up in
 * the Analytics tab, schedule and edit a campaign; and the beta and pioneer screens' own words.
 */

// The owners are in the city: their browser's calendar is the city's (America/New_York, the default
// city.timeZone), as the server counts campaign days. Left in UTC, a campaign scheduled "from today"
// between midnight UTC and midnight in the city starts tomorrow in the city, and is not yet Active.
test.use({ timezoneId: 'America/New_York' });

async function register(page: Page, baseURL: string, name: string) {
  const email = uniqueEmail('promo');
  const res = await page.request.post(`${baseURL}/api/auth/register`, { data: { name, email, password: 'secret-pass-1' } });
  expect(res.status()).toBe(201);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A published business with promotions enabled, owned by the person with these headers. */
async function publishedBusiness(page: Page, baseURL: string, auth: Record<string, string>, name: string): Promise<number> {
  const created = await page.request.post(`${baseURL}/api/businesses`, {
    headers: auth,
    data: { name, description: 'Small-batch coffee roasted in Seminole Heights.', industry: 'Restaurant & Food Service', location: 'Tampa, FL', contactEmail: 'hi@roastery.example' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`${baseURL}/api/businesses/${id}/publish`, { headers: auth })).status()).toBe(200);
  expect((await page.request.post(`${baseURL}/api/businesses/${id}/enable-promotions`, { headers: auth })).status()).toBe(200);
  return id;
}

async function signIn(page: Page, auth: Record<string, string>) {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', token);
  }, auth.Authorization!.slice('Bearer '.length));
}

/** Another member looks at the directory, finds the business and follows its offer. */
async function visitFromDirectory(browser: Browser, baseURL: string, businessName: string, offer: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const auth = await register(page, baseURL, 'Directory Visitor');
  await publishedBusiness(page, baseURL, auth, `Visitor Bikes ${Date.now()}`);
  await signIn(page, auth);
  await page.goto('/directory');
  await page.getByPlaceholder('Search businesses...').fill(businessName);
  await expect(page.getByText('Showing 1 of 1 businesses')).toBeVisible();
  const link = page.getByRole('list', { name: 'Offers' }).getByRole('link', { name: offer });
  await expect(link).toBeVisible();
  // The offer opens the business's e-mail; the browser has no mail program, so only the click is kept.
  await link.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  const recorded = page.waitForResponse((r) => r.url().includes('/events') && r.request().method() === 'POST');
  await link.click();
  expect((await recorded).status()).toBe(202);
  await context.close();
}

test('an owner runs promotions from the management screen, and sees a real view and click', async ({ page, baseURL, browser }, testInfo) => {
  // The whole journey, with a second member's directory visit in it: longer than one screen's test.
  test.setTimeout(180_000);
  const auth = await register(page, baseURL!, 'Rosa Promotions');
  const name = `Seminole Roasters ${testInfo.project.name} ${Date.now()}`;
  const id = await publishedBusiness(page, baseURL!, auth, name);
  await signIn(page, auth);

  // The only business is used, and the address says so.
  await page.goto('/promotions');
  await page.waitForURL(`**/promotions?businessId=${id}`);
  await expect(page.getByRole('tab', { name: 'Promotions', selected: true })).toBeVisible();
  await expect(page.getByText('Ready to Create Promotions?')).toBeVisible();
  await page.getByRole('button', { name: 'AI Generate Complete Suite' }).click();
  await expect(toastText(page, 'AI promotions generated successfully')).toBeVisible();
  await expect(page.getByText('3 of 3 showing')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Insights' })).toBeVisible();

  // Create.
  await page.getByRole('button', { name: 'Add Promotion' }).click();
  const create = page.getByRole('dialog', { name: 'Add Promotion' });
  await expect(create.getByLabel(/^Price/)).toHaveAttribute('placeholder', '29.99');
  await create.getByLabel(/^Title/).fill('Free cupping Saturday');
  await create.getByLabel(/^Description/).fill('Taste three single origins with the roaster.');
  await create.getByLabel(/^Price/).fill('29.99');
  await create.getByRole('button', { name: 'Create Promotion' }).click();
  await expect(toastText(page, 'Promotion created successfully')).toBeVisible();
  await expect(page.getByText('4 of 4 showing')).toBeVisible();
  await shot(page, testInfo, 'promotions-management');

  // Edit, with a picture chosen and cropped in the dialog: the server keeps a 600×400 JPEG.
  const card = (title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card('Free cupping Saturday').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Promotion' });
  await edit.getByLabel(/^Title/).fill('Free cupping');
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } }).png().toBuffer();
  await edit.getByLabel('Promotion image file').setInputFiles({ name: 'cupping.png', mimeType: 'image/png', buffer: picture });
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop.getByRole('img', { name: 'Image being cropped' })).toBeVisible();
  await crop.getByRole('button', { name: 'Apply Crop' }).click();
  // Shown over the edit dialog, which hides the rest of the page from assistive technology meanwhile.
  await expect(page.getByText('Image cropped successfully', { exact: true })).toBeVisible();
  await expect(crop).toBeHidden();
  await expect(edit.getByRole('img', { name: 'Promotion image' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Promotion updated successfully')).toBeVisible();
  await expect(card('Free cupping')).toBeVisible();
  const saved = (await (await page.request.get(`${baseURL}/api/businesses/${id}/promotions`, { headers: auth })).json()) as Array<{ title: string; imageUrl: string | null }>;
  const imageUrl = saved.find((p) => p.title === 'Free cupping')?.imageUrl;
  expect(imageUrl).toMatch(/^\/uploads\/promotions\//);
  const stored = await sharp(Buffer.from(await (await page.request.get(`${baseURL}${imageUrl}`)).body())).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 600, 400]);

  // The card's own image button: a square picture becomes its centred 4:3 area at 400×300.
  const square = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await card('Free cupping').getByLabel('Image file for Free cupping').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: square });
  const imageOf = async () => ((await (await page.request.get(`${baseURL}/api/businesses/${id}/promotions`, { headers: auth })).json()) as Array<{ title: string; imageUrl: string | null }>).find((p) => p.title === 'Free cupping')?.imageUrl;
  await expect.poll(imageOf).not.toBe(imageUrl);
  const cardImage = await sharp(Buffer.from(await (await page.request.get(`${baseURL}${await imageOf()}`)).body())).metadata();
  expect([cardImage.format, cardImage.width, cardImage.height]).toEqual(['jpeg', 400, 300]);

  // Archive, then restore.
  await card('Free cupping').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Promotion' }).getByRole('button', { name: 'Archive' }).click();
  await expect(card('Free cupping').getByText('archived')).toBeVisible();
  await card('Free cupping').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Promotion' }).getByRole('button', { name: 'Restore' }).click();
  await expect(card('Free cupping').getByText('Active')).toBeVisible();

  // Another member sees the offer in the directory (a view) and follows it (a click).
  await visitFromDirectory(browser, baseURL!, name, 'Free cupping', page.viewportSize()!);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Free cupping', exact: true }) });
  // At least the visitor's view (other members' directories may show it too, running beside this test); exactly one click.
  await expect(row.getByRole('cell')).toHaveText(['Free cupping', 'Lead Magnet', '$29.99', /^[1-9]\d*$/, '1', '0', '0', '$0', '0%']);
  await expect(page.getByRole('img', { name: /Last 30 days: \d+ views, 1 clicks, 0 redemptions/ })).toBeVisible();
  await shot(page, testInfo, 'promotions-analytics');

  // A campaign scheduled from today, then renamed.
  await page.getByRole('tab', { name: 'Seasonal Campaigns' }).click();
  await page.getByRole('button', { name: 'Schedule Campaign' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Campaign' });
  await schedule.getByLabel(/^Campaign name/).fill('Cold Brew Season');
  await schedule.getByLabel('Free cupping').check();
  await schedule.getByRole('button', { name: 'Schedule Campaign' }).click();
  await expect(toastText(page, 'Campaign scheduled successfully')).toBeVisible();
  const campaign = (title: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(campaign('Cold Brew Season').getByText('Active')).toBeVisible();
  await expect(campaign('Cold Brew Season').getByText('Free cupping')).toBeVisible();
  await campaign('Cold Brew Season').getByRole('button', { name: 'Edit Cold Brew Season' }).click();
  const editCampaign = page.getByRole('dialog', { name: 'Edit Campaign' });
  await editCampaign.getByLabel(/^Campaign name/).fill('Iced Latte Season');
  await editCampaign.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Campaign updated successfully')).toBeVisible();
  await expect(campaign('Iced Latte Season')).toBeVisible();
  await expect(page.getByText('Timeline')).toBeVisible();
  // The 'Today' marker's label reads on one line, above the bars (it was drawn a letter per line over the first).
  const today = await page.getByText('Today', { exact: true }).boundingBox();
  const firstBar = await page.getByTitle(/^Iced Latte Season: /).boundingBox();
  expect(today!.height).toBeLessThan(24);
  expect(today!.width).toBeGreaterThan(today!.height);
  expect(today!.y + today!.height).toBeLessThanOrEqual(firstBar!.y);
  await shot(page, testInfo, 'promotions-campaigns');
});

test('the beta and pioneer screens speak their own words and lead back to their profiles', async ({ page, baseURL }, testInfo) => {
  const auth = await register(page, baseURL!, 'Lee Variants');
  const id = await publishedBusiness(page, baseURL!, auth, `Tampa Heights Tea ${testInfo.project.name} ${Date.now()}`);
  await signIn(page, auth);

  await page.goto(`/pioneer-promotions?businessId=${id}`);
  await expect(page.getByText(/Pioneer users are limited to 3 AI generations per business\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Business Profile' })).toHaveAttribute('href', `/pioneer-profile/${id}`);
  await expect(page.getByText('No Promotions Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Promotions' }).click();
  await expect(toastText(page, 'AI promotions generated successfully')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first().getByText('Pioneer', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'pioneer-promotions');

  await page.goto(`/beta-promotions?business=${id}`);
  await expect(page.getByText(/Beta users are limited to 3 AI generations per business\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Business Profile' })).toHaveAttribute('href', `/beta-profile/${id}`);
  await expect(page.getByRole('main').getByRole('listitem').first().getByText('Beta', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Manual Promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Manual Promotion' });
  await dialog.getByRole('button', { name: 'Create Promotion' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await shot(page, testInfo, 'beta-promotions');
});

test('Use this example: the guide opens the create dialog pre-filled, and the promotion is saved', async ({ page, baseURL }, testInfo) => {
  const auth = await register(page, baseURL!, 'Bea Salon');
  const id = await publishedBusiness(page, baseURL!, auth, `Bea's Salon ${testInfo.project.name} ${Date.now()}`);
  await signIn(page, auth);
  await page.goto('/promotion-examples?industry=beauty&tab=quarterly');
  await page.getByRole('link', { name: 'Use this example: Prom Updo' }).click();

  // The owner's screen, with the example read once: the address keeps only the business.
  await page.waitForURL(`**/pioneer-promotions?businessId=${id}`);
  const create = page.getByRole('dialog', { name: 'Create Manual Promotion' });
  await expect(create.getByLabel(/^Title/)).toHaveValue('Prom Updo');
  await expect(create.getByLabel('Tier')).toHaveValue('lead_magnet');
  await expect(create.getByLabel('Category')).toHaveValue('quarterly');
  await expect(create.getByLabel('Season')).toHaveValue('q2');
  await shot(page, testInfo, 'promotions-from-example');
  await create.getByRole('button', { name: 'Create Promotion' }).click();
  await expect(toastText(page, 'Promotion created successfully')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Prom Updo' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Prom Updo' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
