import { env, expect, navigation, shot, signedInOwner, test, toastText, uniqueEmail } from './fixtures';

test.describe('signing up and in', () => {
  test('names every problem with the registration and keeps what was typed', async ({ page }, testInfo) => {
    await page.goto('/auth');
    await page.getByLabel('Full name').fill('J');
    await page.getByLabel('Email').fill('jordan@');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Join Beta Program' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('J');
    await shot(page, testInfo, 'auth-validation');
  });

  test('signs out and back in, and refuses a wrong password', async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail('returning');
    await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Casey Morgan', email, password: 'correct-horse' } });

    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-horse');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastText(page, 'Login failed')).toBeVisible();
    await expect(toastText(page, 'Invalid email or password')).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastText(page, 'Login successful')).toBeVisible();
    await page.waitForURL('**/intake');

    const nav = await navigation(page);
    await expect(nav.getByText('Casey Morgan')).toBeVisible();
    await expect(nav.getByText('Pioneer')).toBeVisible();
    await shot(page, testInfo, 'signed-in-navigation');
    await nav.getByRole('button', { name: /Log ?out/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(toastText(page, 'You have been logged out successfully.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Signed out, the app's pages send the visitor to sign in.
    await page.goto('/directory');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  });

  test('puts a registrant on the waitlist once the beta is full', async ({ page }, testInfo) => {
    // This server has a single seat; take it (another run may have taken it already).
    await page.request.post(`${env.waitlistUrl}/api/auth/register`, { data: { name: 'First In', email: uniqueEmail('first'), password: 'secret-1' } });

    await page.goto(`${env.waitlistUrl}/`);
    await page.getByLabel('Full name').fill('Late Comer');
    await page.getByLabel('Email').fill(uniqueEmail('late'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-2');
    await page.getByLabel('Confirm password').fill('secret-2');
    await page.getByRole('button', { name: 'Join Beta Program' }).click();

    await expect(page.getByText("We've reached our 1-person beta limit")).toBeVisible();
    await expect(page.getByText(/You're #\d+ on the waitlist\. We'll notify you when a spot opens up\./)).toBeVisible();
    await expect(toastText(page, 'Added to waitlist')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await shot(page, testInfo, 'waitlist');
    await page.getByRole('button', { name: 'Back to Registration' }).click();
    await expect(page.getByRole('button', { name: 'Join Beta Program' })).toBeVisible();
  });
});

test.describe('the sign-in page', () => {
  test('comes without the router and the query cache, and hands over to the app on signing in', async ({ page, baseURL }) => {
    const email = uniqueEmail('light');
    await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Lee Light', email, password: 'light-load-1' } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const appChunks = (list: string[]) => list.filter((path) => /\/assets\/(?:framework|query-core|start(?!-signed-out))-[^/]+\.js$/.test(path));

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Join Beta Program' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/start-signed-out-[^/]+\.js$/.test(path))).toBe(true);
    expect(appChunks(scripts)).toEqual([]);

    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('light-load-1');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastText(page, 'Login successful')).toBeVisible();
    await page.waitForURL('**/intake');
    await expect(page.getByRole('heading', { name: 'Add your business', level: 1 })).toBeVisible();
    expect(appChunks(scripts)).toHaveLength(3);
    // The back button returns to the sign-in address, which a signed-in owner only passes through.
    await page.goBack();
    await page.waitForURL('**/intake');
  });

  test('sends a visitor who holds a session on to the dashboard', async ({ page, baseURL }) => {
    await signedInOwner(page, baseURL!);
    for (const address of ['/', '/auth']) {
      await page.goto(address);
      await page.waitForURL('**/intake');
    }
  });
});

test.describe('the keyboard alone', () => {
  test('signs in and starts an intake without a mouse', async ({ page, baseURL }) => {
    const email = uniqueEmail('keys');
    await page.request.post(`${baseURL}/api/auth/register`, { data: { name: 'Kay Board', email, password: 'typed-only-1' } });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Register' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('typed-only-1');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/intake');

    const website = page.getByRole('radio', { name: /Website URL/ });
    await page.getByRole('radio', { name: /Business Card/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Website URL')).toBeVisible();
  });
});

test.describe('routes', () => {
  test('an owner who opens an admin page lands on their dashboard', async ({ page, baseURL }) => {
    await signedInOwner(page, baseURL!);
    await page.goto('/businesses');
    // The dashboard sends an owner without a business on to the intake.
    await page.waitForURL('**/intake');
    await expect(page.getByRole('heading', { name: 'Businesses' })).toHaveCount(0);
  });

  test('an unknown address shows Page Not Found', async ({ page, baseURL }, testInfo) => {
    await signedInOwner(page, baseURL!);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await shot(page, testInfo, 'not-found');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/intake');
  });

  test('the QR page shows a code for this site', async ({ page, baseURL }, testInfo) => {
    await signedInOwner(page, baseURL!);
    await page.goto('/qr-code');
    await expect(page.getByRole('heading', { name: 'Scan to Join' })).toBeVisible();
    const qr = page.getByRole('img', { name: `QR code for ${baseURL}` });
    await expect(qr).toHaveAttribute('width', '400');
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    // The server's BETA_LIMIT (raised on the e2e server, whose specs sign up more owners than a real beta has).
    await expect(page.getByText(`limited to ${env.betaLimit} Tampa business owners`, { exact: false })).toBeVisible();
    await shot(page, testInfo, 'qr-code');
  });
});
