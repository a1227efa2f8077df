/**
 * Web Push from Settings → Notifications: the Push Notifications switch subscribes this browser (its
 * service worker, /sw.js, registered and active) and the server keeps the subscription; off again, the
 * browser is taken off the server's list. The service worker shows a real push event. A browser without
 * push says so, and the switch stays off.
 *
 * Headless Chromium cannot reach a real push service here, so the page's PushManager is replaced: its
 * subscriptions name an endpoint on 127.0.0.1 port 9, where nothing listens (the e2e server runs with
 * PUSH_ALLOW_PRIVATE), with a real P-256 public key and auth secret made in the page. Pushes the server
 * might try fail at once, on this machine. The push event itself is delivered through DevTools.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, shot, signedInOwner, test, toastText } from './fixtures';

declare global {
  interface Window {
    /** The applicationServerKey the app subscribed with, base64url (the fake push manager keeps it). */
    e2ePushKey?: string;
  }
}

/**
 * The page's push manager, faked (an init script: it runs in the page, before the app). A subscription
 * lives in local storage so that it outlives a reload, as a real one does.
 */
function fakePushManager() {
  if (!('PushManager' in window)) return;
  const STORE = 'e2e-push-subscription';
  const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  interface Stored {
    endpoint: string;
    p256dh: string;
    auth: string;
    serverKey: string;
  }
  const asSubscription = (stored: Stored) =>
    ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(stored.serverKey).buffer },
      getKey: () => null,
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: { p256dh: stored.p256dh, auth: stored.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    }) as unknown as PushSubscription;

  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (!(key instanceof Uint8Array)) throw new DOMException('The fake push manager expects the key as a Uint8Array', 'InvalidAccessError');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const stored: Stored = {
      // Port 9 (discard): nothing listens, so a push to it fails at once and never leaves this machine.
      endpoint: `https://127.0.0.1:9/push/e2e-${crypto.randomUUID()}`,
      p256dh: toBase64Url(publicKey),
      auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
      serverKey: toBase64Url(key),
    };
    localStorage.setItem(STORE, JSON.stringify(stored));
    window.e2ePushKey = stored.serverKey;
    return asSubscription(stored);
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = localStorage.getItem(STORE);
    return stored ? asSubscription(JSON.parse(stored) as Stored) : null;
  };
}

/** A signed-in owner in a browser that may show notifications, on Settings → Notifications. */
async function ownerOnNotifications(page: Page, context: BrowserContext, baseURL: string, name: string) {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(fakePushManager);
  await signedInOwner(page, baseURL, name);
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
}

/**
 * What the server answers the signed-in owner, read from the page (the browser, unlike page.request,
 * retries on a kept-alive connection the server closed at that moment).
 */
function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Push Notifications' });
const flipPush = (page: Page) => page.getByText('Push Notifications', { exact: true }).click();
const pushCall = (method: string) => (response: { url(): string; request(): { method(): string } }) => new URL(response.url()).pathname === '/api/push/subscriptions' && response.request().method() === method;

/** Turns Push Notifications on and waits for the server to keep this browser's subscription; returns its endpoint. */
async function turnPushOn(page: Page): Promise<string> {
  await expect(pushSwitch(page)).not.toBeChecked();
  const subscribed = page.waitForResponse(pushCall('POST'));
  await flipPush(page);
  const response = await subscribed;
  expect(response.status()).toBe(201);
  const answer = (await response.json()) as { endpoint: string; devices: number };
  expect(answer.endpoint).toMatch(/^https:\/\/127\.0\.0\.1:9\/push\/e2e-/);
  expect(answer.devices).toBe(1);
  await expect(pushSwitch(page)).toBeChecked();
  return answer.endpoint;
}

test('an owner turns push notifications on for this browser, keeps them after a reload, and turns them off', async ({ page, context, baseURL }, testInfo) => {
  await ownerOnNotifications(page, context, baseURL!, 'Nia Pusher');
  await expect(pushSwitch(page)).toHaveAccessibleDescription('Receive notifications in your browser');
  const endpoint = await turnPushOn(page);

  // The browser subscribed with the server's own key, and the service worker is in charge of the app.
  const { publicKey } = await readApi<{ publicKey: string }>(page, '/api/push/key');
  expect(await page.evaluate(() => window.e2ePushKey)).toBe(publicKey.replace(/=+$/, ''));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${baseURL}/sw.js`);
  await expect(page.getByText('This browser is ready. Save Preferences to start getting them.')).toBeVisible();
  await shot(page, testInfo, 'push-on');

  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Notification preferences updated successfully')).toBeVisible();
  expect(await readApi(page, '/api/settings/notifications')).toMatchObject({ pushNotifications: true });

  // After a reload: on, and on for this browser (no offer to turn it on here).
  await page.reload();
  await expect(pushSwitch(page)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly Reports' })).toBeChecked();
  await expect(page.getByText('On for your other browsers, not this one.')).toHaveCount(0);

  // A browser without a subscription of its own (as if another one): the account's setting is on, and it may join.
  await page.evaluate(() => localStorage.removeItem('e2e-push-subscription'));
  await page.reload();
  await expect(pushSwitch(page)).toBeChecked();
  const notHere = page.getByText('On for your other browsers, not this one.');
  await expect(notHere).toBeVisible();
  await shot(page, testInfo, 'push-not-here');
  const joined = page.waitForResponse(pushCall('POST'));
  await page.getByRole('button', { name: 'Turn on here' }).click();
  const joinedAnswer = await joined;
  expect(joinedAnswer.status()).toBe(201);
  const here = (await joinedAnswer.json()) as { endpoint: string; devices: number };
  // The server keeps both: the first subscription and this one.
  expect(here.endpoint).not.toBe(endpoint);
  expect(here.devices).toBe(2);
  await expect(notHere).toBeHidden();
  await expect(pushSwitch(page)).toBeChecked();

  // Off: this browser leaves the server's list, and the setting is saved off.
  const removed = page.waitForResponse(pushCall('DELETE'));
  await flipPush(page);
  const response = await removed;
  expect(response.status()).toBe(204);
  expect(new URL(response.url()).searchParams.get('endpoint')).toBe(here.endpoint);
  await expect(pushSwitch(page)).not.toBeChecked();
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Notification preferences updated successfully')).toBeVisible();
  expect(await readApi(page, '/api/settings/notifications')).toMatchObject({ pushNotifications: false });
});

test('the service worker shows what is pushed, and a push it cannot read as a generic notice', async ({ page, context, baseURL }) => {
  await ownerOnNotifications(page, context, baseURL!, 'Pia Pushed');
  await turnPushOn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);

  // The worker's registration, as DevTools names it.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL!).origin;
  const id = await registrationId;
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown, icon: n.icon })));
  /**
   * Delivers a push and waits until its notification is listed. Delivered again if it is not: under load,
   * headless Chromium sometimes forgets a notification the worker did show (getNotifications() drops it as
   * not displayed) — the worker's own logs showed the push received and showNotification resolved.
   */
  const pushUntilShown = (data: string, expected: object) =>
    expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
      await expect.poll(shown, { timeout: 5_000 }).toContainEqual(expected);
    }).toPass({ timeout: 30_000 });

  const message = { title: 'Sol Coffee wants to connect with Pia Pushed Bakery', body: 'We roast next door.', link: '/directory?tab=network', tag: 'connection.requested' };
  await pushUntilShown(JSON.stringify(message), { title: message.title, body: message.body, tag: message.tag, data: { link: message.link }, icon: `${baseURL}/favicon.svg` });
  // A payload that is not JSON: the generic notice.
  await pushUntilShown('not JSON', { title: 'TAPin', body: 'You have a new notification.', tag: 'tapin', data: { link: null }, icon: `${baseURL}/favicon.svg` });
  await cdp.detach();
});

test('a browser without push says so, and the switch stays off', async ({ page, context, baseURL }, testInfo) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await ownerOnNotifications(page, context, baseURL!, 'Ned Nopush');
  let subscribed = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/push/')) subscribed = true;
  });
  await flipPush(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Push notifications are not supported in this browser.' })).toBeVisible();
  await expect(pushSwitch(page)).not.toBeChecked();
  // The other switches work as ever.
  await page.getByText('Marketing Emails', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Marketing Emails' })).toBeChecked();
  await shot(page, testInfo, 'push-unsupported');
  expect(subscribed).toBe(false);
});
