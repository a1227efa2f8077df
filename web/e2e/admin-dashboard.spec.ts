import { expect, shot, signedInAdmin, signedInOwner, test, toastText, uniqueEmail } from './fixtures';

/** The admin dashboard (/admin, flag adminPanel): real figures, the moderation queue, the system's health; others are refused. */

test('an admin reads the figures, approves a pending business and checks the system', async ({ page, baseURL }, testInfo) => {
  const adminAuth = await signedInAdmin(page, baseURL!);
  // An owner signs up and creates a business: one more user today, one more business waiting.
  const registered = await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Queue Owner', email: uniqueEmail('queue'), password: 'secret-pass-1' } });
  const ownerAuth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const name = `Queue Bakery ${testInfo.project.name} ${Date.now()}`;
  const created = await page.request.post(`${baseURL}/api/businesses`, { headers: ownerAuth, data: { name, industry: 'Restaurant & Food Service', location: 'Tampa, FL' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const users = page.getByRole('button', { name: /New Users Today/ });
  await expect(users).toContainText(/this week/);
  await expect(page.getByText('Growth Rate')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Last 30 days: [1-9]\d* new users/ })).toBeVisible();
  await shot(page, testInfo, 'admin-analytics');
  await users.click();
  const dialog = page.getByRole('dialog', { name: 'New Users' });
  await expect(dialog.getByText('This Month')).toBeVisible();
  // Today's newest (other specs sign people up meanwhile, so not necessarily this one).
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  expect(await dialog.getByRole('listitem').count()).toBeLessThanOrEqual(10);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Businesses' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=businesses$/);
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toastText(page, `${name} approved`)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  const approved = await page.request.get(`${baseURL}/api/businesses/${id}`, { headers: ownerAuth });
  expect(((await approved.json()) as { status: string }).status).toBe('approved');
  const audit = await page.request.get(`${baseURL}/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'business.moderated' }))}`, { headers: adminAuth });
  expect(JSON.stringify(await audit.json())).toContain(name);

  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText(/^(SQLite|PostgreSQL) · [\d.]+ ms$/)).toBeVisible();
  await expect(page.getByText('Local defaults')).toBeVisible();
  await expect(page.getByText(/^\d+ queued · \d+ failed$/)).toBeVisible();
  await shot(page, testInfo, 'admin-system');

  await page.getByRole('tab', { name: 'Developer' }).click();
  await expect(page.getByRole('link', { name: 'Open Businesses' })).toHaveAttribute('href', '/businesses');
});

test("moderation: an owner's edit returns to the queue with what changed; rejected leaves the directory, approved is listed", async ({ page, baseURL }, testInfo) => {
  await signedInAdmin(page, baseURL!);
  const registered = await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Edit Owner', email: uniqueEmail('edits'), password: 'secret-pass-1' } });
  const ownerAuth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const name = `Harbour Florist ${testInfo.project.name} ${Date.now()}`;
  const profile = { name, industry: 'Retail & E-commerce', location: 'Tampa, FL', description: 'Fresh flowers by the harbour.', contactEmail: 'hello@harbour-florist.example' };
  const created = await page.request.post(`${baseURL}/api/businesses`, { headers: ownerAuth, data: profile });
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`${baseURL}/api/businesses/${id}/publish`, { headers: ownerAuth })).status()).toBe(200);

  const listed = async () => {
    await page.goto('/directory');
    await page.getByPlaceholder('Search businesses...').fill(name);
    return page.getByRole('heading', { name });
  };
  const queueCard = () => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

  await page.goto('/admin?tab=businesses');
  await expect(queueCard().getByText('First review: not approved before.')).toBeVisible();
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toastText(page, `${name} approved`)).toBeVisible();
  await expect(await listed()).toBeVisible();

  // The owner changes the description: back in the queue, with the approved and the new text side by side.
  const edit = await page.request.put(`${baseURL}/api/businesses/${id}`, { headers: ownerAuth, data: { description: 'Fresh flowers and weddings by the harbour.' } });
  expect(((await edit.json()) as { status: string }).status).toBe('pending');
  await page.goto('/admin?tab=businesses');
  await expect(queueCard().getByText(/^Changed since its approval on /)).toBeVisible();
  await expect(queueCard().getByText('Description:').locator('..')).toContainText('Fresh flowers by the harbour. → Fresh flowers and weddings by the harbour.');
  await shot(page, testInfo, 'admin-queue-changes');
  await page.getByRole('button', { name: `Reject ${name}` }).click();
  // Asked first, with what will happen and the reason the owner is told.
  const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(dialog).toContainText('will be taken out of the directory');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The photos are of another shop.');
  await shot(page, testInfo, 'admin-reject-dialog');
  await dialog.getByRole('button', { name: `Reject ${name}` }).click();
  await expect(toastText(page, `${name} rejected`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  const gone = await listed();
  await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
  await expect(gone).toHaveCount(0);
});

test('an owner is told Access Denied on /admin', async ({ page, baseURL }) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied: You need admin privileges to access this page.' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveCount(0);
});
