import { vi } from 'vitest';

/** A push subscription as a browser gives one (the parts the app reads). */
export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

export const fakeEndpoint = 'https://push.example/send/abc?x=1&y=2';
export const fakeKeys = { p256dh: 'B'.padEnd(87, 'A'), auth: 'A'.repeat(22) };

/**
 * A browser with Web Push for jsdom (which has none): a service worker container, a push manager and the
 * Notification permission. Undo it with `removeFakePush()` (vi.unstubAllGlobals() takes the rest).
 */
export function fakePushBrowser({ permission = 'granted' as NotificationPermission, subscribeFails = null as unknown, existingKey = null as Uint8Array | null } = {}) {
  const browser = { subscription: null as FakeSubscription | null };
  const subscriptionWith = (key: Uint8Array | null): FakeSubscription => ({
    endpoint: fakeEndpoint,
    options: { applicationServerKey: key ? key.slice().buffer : null },
    toJSON: () => ({ endpoint: fakeEndpoint, expirationTime: null, keys: fakeKeys }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  });
  if (existingKey) browser.subscription = subscriptionWith(existingKey);
  const pushManager = {
    getSubscription: vi.fn(async () => browser.subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw subscribeFails;
      browser.subscription = subscriptionWith(options.applicationServerKey as Uint8Array);
      return browser.subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  return { browser, pushManager, serviceWorker };
}

export function removeFakePush(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
