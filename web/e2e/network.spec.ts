/**
 * The Pioneer network, end to end: one owner asks another's business to connect from its directory card,
 * with a note; the other hears of it at the bell, follows the notification to My Network and accepts; the
 * first owner's card then says Connected. A star kept on the server: the business is under Saved after
 * a reload. And a referral: a customer who agreed to be contacted, sent to a connected business, won there,
 * and the sender hears of it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shot, test, toastText, uniqueEmail } from './fixtures';

interface Owner {
  token: string;
  business: string;
  businessId: number;
}

/** A new owner (through the API) with one published business of their own. */
async function ownerWithBusiness(request: APIRequestContext, baseURL: string, person: string, business: string, industry: string): Promise<Owner> {
  const registered = await request.post(`${baseURL}/api/auth/register`, { data: { name: person, email: uniqueEmail('network'), password: 'secret-pass-1' } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${baseURL}/api/businesses`, {
    headers,
    data: { name: business, description: `${business}, a Tampa business.`, industry, location: 'Tampa, FL', contactEmail: `hello@${business.toLowerCase().replace(/[^a-z]+/g, '-')}.example` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`${baseURL}/api/businesses/${id}/publish`, { headers })).status()).toBe(200);
  return { token, business, businessId: id };
}

/** The app, signed in as this owner from the next page load on. */
async function signInAs(page: Page, owner: Owner) {
  await page.evaluate((token) => localStorage.setItem('auth_token', token), owner.token);
}

/** The directory searched down to one business, and its card. */
async function cardOf(page: Page, name: string) {
  await page.goto('/directory');
  await page.getByPlaceholder('Search businesses...').fill(name);
  await expect(page.getByText('Showing 1 of 1 businesses')).toBeVisible();
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('two owners connect: a request with a note, the bell, My Network, Connected', async ({ page, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const asking = await ownerWithBusiness(page.request, baseURL!, 'Ana Asker', `Seminole Heights Bakery ${stamp}`, 'Restaurant & Food Service');
  const asked = await ownerWithBusiness(page.request, baseURL!, 'Bo Answer', `Hyde Park Florist ${stamp}`, 'Retail & E-commerce');

  // The first owner asks, with a note.
  await page.goto('/auth');
  await signInAs(page, asking);
  let card = await cardOf(page, asked.business);
  await card.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: `Connect with ${asked.business}` });
  await expect(dialog).toBeVisible();
  const note = 'We bake for weddings every weekend: shall we send couples to each other?';
  await dialog.getByLabel('Note (optional)').fill(note);
  await expect(dialog.getByText(`${note.length}/500`)).toBeVisible();
  await shot(page, testInfo, 'network-connect-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Requested' })).toBeDisabled();

  // The other owner hears of it at the bell and follows the notification to My Network.
  await signInAs(page, asked);
  await page.goto('/qr-code');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await shot(page, testInfo, 'network-bell');
  await panel.getByRole('button', { name: new RegExp(`${asking.business} wants to connect with ${asked.business}`) }).click();
  await expect(page).toHaveURL(/\/directory\?tab=network$/);
  await expect(page.getByRole('tab', { name: /^My Network/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Requests for you' });
  const request = requests.getByRole('listitem').filter({ hasText: asking.business });
  await expect(request.getByText(note)).toBeVisible();
  await expect(request.getByText('Restaurant & Food Service · Tampa, FL')).toBeVisible();
  await shot(page, testInfo, 'network-my-network');
  await request.getByRole('button', { name: `Accept ${asking.business}` }).click();
  await expect(page.getByRole('region', { name: 'Connected' }).getByRole('heading', { name: asking.business })).toBeVisible();
  await expect(requests.getByText('No requests waiting.', { exact: false })).toBeVisible();

  // The first owner's card now says Connected, and leads to My Network.
  await signInAs(page, asking);
  card = await cardOf(page, asked.business);
  await expect(card.getByRole('link', { name: 'Connected' })).toHaveAttribute('href', '/directory?tab=network');
  await shot(page, testInfo, 'network-connected-card');
});

test('a star is kept on the server: the business is under Saved after a reload', async ({ page, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const saver = await ownerWithBusiness(page.request, baseURL!, 'Sam Saver', `Tampa Heights Tailor ${stamp}`, 'Retail & E-commerce');
  const starred = await ownerWithBusiness(page.request, baseURL!, 'Sue Starred', `Davis Islands Dentist ${stamp}`, 'Professional Services');

  await page.goto('/auth');
  await signInAs(page, saver);
  const card = await cardOf(page, starred.business);
  await card.getByRole('button', { name: `Star ${starred.business}` }).click();
  await expect(card.getByRole('button', { name: `Unstar ${starred.business}` })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByPlaceholder('Search businesses...').fill('');
  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await saved.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/saved=1/);
  const kept = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: starred.business, exact: true }) });
  await expect(kept.getByRole('button', { name: `Unstar ${starred.business}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Showing 1 of 1 saved business')).toBeVisible();
  await shot(page, testInfo, 'network-saved');
});

/**
 * Two owners connected as the first test connects them (a request, accepted), through the API the same
 * screens call; the notifications that brought are read, so the bell counts only what follows.
 */
async function connected(request: APIRequestContext, baseURL: string, asking: Owner, asked: Owner) {
  const as = (owner: Owner) => ({ Authorization: `Bearer ${owner.token}` });
  const requested = await request.post(`${baseURL}/api/network/connections`, { headers: as(asking), data: { businessId: asked.businessId } });
  expect(requested.status()).toBe(201);
  const { id } = (await requested.json()) as { id: number };
  expect((await request.post(`${baseURL}/api/network/connections/${id}/accept`, { headers: as(asked) })).status()).toBe(200);
  for (const owner of [asking, asked]) expect((await request.post(`${baseURL}/api/notifications/read`, { headers: as(owner), data: {} })).status()).toBe(200);
}

test('a referral: sent with the customer’s agreement, won by the business it went to, and the sender hears of it', async ({ page, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const referring = await ownerWithBusiness(page.request, baseURL!, 'Rita Referrer', `Channelside Bridal ${stamp}`, 'Retail & E-commerce');
  const receiving = await ownerWithBusiness(page.request, baseURL!, 'Gus Getter', `Bayshore Salon ${stamp}`, 'Beauty & Salon');
  await connected(page.request, baseURL!, referring, receiving);
  const need = 'Hair and make-up for her wedding on 12 June, five bridesmaids.';

  // The referring owner refers a customer from My Network's Connected.
  await page.goto('/auth');
  await signInAs(page, referring);
  await page.goto('/directory?tab=network');
  const connection = page.getByRole('region', { name: 'Connected' }).getByRole('listitem').filter({ hasText: receiving.business });
  await connection.getByRole('button', { name: `Refer a customer to ${receiving.business}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refer a customer to ${receiving.business}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Customer's name", { exact: true }).fill('Maria Lopez');
  await dialog.getByLabel('Phone', { exact: true }).fill('(813) 555-0142');
  await dialog.getByLabel('What they need', { exact: true }).fill(need);
  await expect(dialog.getByText(`${need.length}/1000`)).toBeVisible();
  // Without the customer's agreement nothing is sent: the button stays on and says why.
  const send = dialog.getByRole('button', { name: 'Send referral' });
  await send.click();
  await expect(dialog.getByText('The customer must agree to be contacted before you refer them')).toBeVisible();
  const consent = dialog.getByRole('checkbox', { name: `Maria Lopez agreed to be contacted by ${receiving.business}` });
  await expect(consent).toBeFocused();
  await consent.check();
  await shot(page, testInfo, 'network-refer-dialog');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, `Referral sent to ${receiving.business}`)).toBeVisible();
  let sent = page.getByRole('region', { name: 'Referrals you sent' }).getByRole('listitem').filter({ hasText: receiving.business });
  await expect(sent.getByText(need)).toBeVisible();
  await expect(sent.getByText('Status: New')).toBeVisible();
  await expect(sent.getByText('Maria Lopez')).toHaveCount(0);

  // The receiving owner follows the notification to Referrals for you, calls the customer, and wins them.
  await signInAs(page, receiving);
  await page.goto('/qr-code');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`${referring.business} referred a customer to ${receiving.business}`) })
    .click();
  await expect(page).toHaveURL(/\/directory\?tab=network#referrals$/);
  await expect(page.getByRole('heading', { name: 'Referrals', exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Referrals', exact: true })).toBeInViewport();
  const received = page.getByRole('region', { name: 'Referrals for you' }).getByRole('listitem').filter({ hasText: referring.business });
  await expect(received.getByText(need)).toBeVisible();
  await expect(received.getByText('Maria Lopez')).toBeVisible();
  await expect(received.getByRole('link', { name: 'Call (813) 555-0142' })).toHaveAttribute('href', 'tel:8135550142');
  await shot(page, testInfo, 'network-referrals-for-you');
  await received.getByRole('button', { name: 'Won: Maria Lopez' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark the referral of Maria Lopez won?' });
  await confirm.getByRole('button', { name: 'Mark won' }).click();
  await expect(confirm).toBeHidden();
  await expect(received.getByText('Status: Won')).toBeVisible();
  await expect(received.getByRole('button')).toHaveCount(0);

  // The referring owner sees it won under Referrals you sent, and the bell counts the news.
  await signInAs(page, referring);
  await page.goto('/directory?tab=network');
  sent = page.getByRole('region', { name: 'Referrals you sent' }).getByRole('listitem').filter({ hasText: receiving.business });
  await expect(sent.getByText('Status: Won')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`Unread: ${receiving.business} marked your referral won`) })).toBeVisible();
  await shot(page, testInfo, 'network-referral-won');
});
