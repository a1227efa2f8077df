import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { expect };

let counter = 0;
/** An address nobody has used on these servers yet. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@e2e.example`;
}

export const env = {
  get sites() {
    return required('TAPIN_E2E_SITES');
  },
  /** The galleries' fixture website (a coffee roaster with photographs), for the Netflix demo's scraping. */
  get gallerySite() {
    return required('TAPIN_E2E_GALLERY_SITE');
  },
  get card() {
    return required('TAPIN_E2E_CARD');
  },
  get waitlistUrl() {
    return required('TAPIN_E2E_WAITLIST_URL');
  },
  /** The main server's BETA_LIMIT. */
  get betaLimit() {
    return required('TAPIN_E2E_BETA_LIMIT');
  },
  /** The main server's log folder, where a spec may leave an older day's file. */
  get logDir() {
    return required('TAPIN_E2E_LOG_DIR');
  },
  get admin() {
    return { email: required('TAPIN_E2E_ADMIN_EMAIL'), password: required('TAPIN_E2E_ADMIN_PASSWORD') };
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the specs run through web/playwright.config.ts, whose global setup starts the servers.`);
  return value;
}

/** A full-page screenshot kept with the test's results (and attached to the report). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Signs up through the API (for specs about what comes after) and opens the app signed in. */
export async function signedInOwner(page: Page, baseURL: string, name = 'Pat Owner'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('owner');
  const password = 'secret-pass-1';
  const res = await page.request.post(`${baseURL}/api/auth/register`, { data: { name, email, password } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { status: string; token: string };
  expect(body.status).toBe('accepted');
  await page.addInitScript((token) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', token);
  }, body.token);
  return { email, password };
}

/** Signs the server's admin in through the API and opens the app signed in; returns the bearer header. */
export async function signedInAdmin(page: Page, baseURL: string): Promise<Record<string, string>> {
  const res = await page.request.post(`${baseURL}/api/auth/login`, { data: env.admin });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => {
    if (!localStorage.getItem('auth_token')) localStorage.setItem('auth_token', t);
  }, token);
  return { Authorization: `Bearer ${token}` };
}

/** A toast on screen, by its exact title or description (not the hidden copy read to screen readers). */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the navigation: the links on a desktop, the side menu on a phone. */
export async function navigation(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Navigation' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * The app at the main server, failing any test during which the page threw or logged an error.
 * Failed requests that a test provokes on purpose (a wrong password) are its own business; the
 * browser's "Failed to load resource" lines for them are not app errors.
 */
export const test = base.extend<{ appErrors: string[] }>({
  // Playwright's fixture signature: the first argument lists the fixtures this one needs (none).
  // eslint-disable-next-line no-empty-pattern, react-hooks/rules-of-hooks -- `use` is Playwright's, not React's
  baseURL: async ({}, use) => use(required('TAPIN_E2E_URL')),
  appErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
