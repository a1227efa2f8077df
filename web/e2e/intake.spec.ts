import { env, expect, shot, signedInOwner, test } from './fixtures';

test.describe('intake', () => {
  test('reads a website on 127.0.0.1, shows where each field came from, and catches a duplicate', async ({ page, baseURL }, testInfo) => {
    await signedInOwner(page, baseURL!, 'Elena Marquez');
    await page.goto('/intake');
    await page.getByRole('radio', { name: /Website URL/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Website URL').fill(`${env.sites}/sol/`);
    await shot(page, testInfo, 'intake-website');
    await page.getByRole('button', { name: 'Extract Business Information' }).click();

    await expect(page.getByRole('heading', { name: 'Review your business profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Ybor Sunrise Café');
    await expect(page.getByText('from your website').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo found on your website' })).toBeVisible();
    await shot(page, testInfo, 'intake-review-website');
    await page.getByRole('button', { name: 'Create Business Profile' }).click();
    await page.waitForURL(/\/pioneer-profile\/\d+$/);
    const profile = page.url();
    await expect(page.getByRole('heading', { name: 'Ybor Sunrise Café' })).toBeVisible();

    // The same website again: the dialog offers the business that exists.
    await page.goto('/intake');
    await page.getByRole('radio', { name: /Website URL/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Website URL').fill(`${env.sites}/sol`);
    await page.getByRole('button', { name: 'Extract Business Information' }).click();
    await page.getByRole('button', { name: 'Create Business Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'A business with this website already exists in your account' });
    await expect(dialog).toBeVisible();
    await shot(page, testInfo, 'intake-duplicate');
    await dialog.getByRole('button', { name: 'Use the existing business' }).click();
    await page.waitForURL(profile);
  });

  test('reads a business card photo and shows the card beside the fields it gave', async ({ page, baseURL }, testInfo) => {
    await signedInOwner(page, baseURL!, 'Kim Nguyen');
    await page.goto('/intake');
    await page.getByRole('radio', { name: /Business Card/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Business card image').setInputFiles(env.card);
    await expect(page.getByRole('img', { name: 'Business card preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Card' }).click();
    await expect(page.getByText('Read from the card:')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'kim@glowbeautystudio.com' })).toBeVisible();
    await shot(page, testInfo, 'intake-card-read');

    await page.getByRole('button', { name: 'Generate Enhanced AI Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Review your business profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Glow Beauty Studio');
    await expect(page.getByRole('textbox', { name: 'Contact Email' })).toHaveValue('kim@glowbeautystudio.com');
    await expect(page.getByRole('img', { name: 'Your business card' })).toBeVisible();
    await expect(page.getByText('from your card').first()).toBeVisible();
    await shot(page, testInfo, 'intake-review-card');
    await page.getByRole('button', { name: 'Create Business Profile' }).click();
    await page.waitForURL(/\/pioneer-profile\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Glow Beauty Studio' })).toBeVisible();
  });
});

test.describe('the directory', () => {
  test('searches and filters the published businesses on the server', async ({ page, baseURL }, testInfo) => {
    const { email } = await signedInOwner(page, baseURL!, 'Dana Whitfield');
    const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email, password: 'secret-pass-1' } });
    const auth = { Authorization: `Bearer ${(await login.json()).token}` };
    const created = await page.request.post(`${baseURL}/api/businesses`, {
      headers: auth,
      data: { name: `Channelside Yoga ${testInfo.project.name}`, description: 'Vinyasa and yin classes by the water.', industry: 'Fitness & Wellness', location: 'Tampa, FL', contactEmail: 'om@channelside.example' },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await page.request.post(`${baseURL}/api/businesses/${id}/publish`, { headers: auth })).status()).toBe(200);

    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'Tampa Business Directory' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ businesses$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Riverwalk Taqueria' })).toBeVisible();
    await shot(page, testInfo, 'directory');

    const search = page.getByPlaceholder('Search businesses...');
    await search.fill('taqueria');
    await expect(page.getByText('Showing 1 of 1 businesses')).toBeVisible();
    const taqueria = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Riverwalk Taqueria' }) });
    await expect(taqueria.getByText('SAMPLE')).toBeVisible();
    await expect(taqueria.getByText('4.8')).toBeVisible();

    await search.fill('no such business anywhere');
    await expect(page.getByText('No businesses found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(search).toHaveValue('');

    const industry = page.getByLabel('Industry');
    await expect(industry.getByRole('option', { name: /^Fitness & Wellness \(\d+\)$/ })).toHaveCount(1);
    await industry.selectOption({ value: 'Fitness & Wellness' });
    // The filtered page replaces the whole list (waited for: counting at once could count the old one).
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(cards.filter({ hasNotText: 'Fitness & Wellness' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Channelside Yoga ${testInfo.project.name}` })).toBeVisible();
    await page.getByLabel('Sort by').selectOption('Newest First');
    await expect(page).toHaveURL(/industry=Fitness/);
    await shot(page, testInfo, 'directory-filtered');
  });
});
