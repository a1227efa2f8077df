import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, TOKEN_KEY } from '../../app/api';
import { fakeEndpoint, fakeKeys, fakePushBrowser, removeFakePush } from '../../../test/fake-push';
import { FakeApi } from '../../../test/render';
import { base64UrlToBytes, PushError, pushErrorMessage, pushMessages, pushStatus, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push';

/** A server key as the server sends it: 65 bytes (an uncompressed P-256 point), base64url without padding. */
const serverKeyBytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const serverKey = Buffer.from(serverKeyBytes).toString('base64url');

function fakeServer() {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const api = new FakeApi()
    .on('GET /api/push/key', { body: { publicKey: serverKey } })
    .on('POST /api/push/subscriptions', { status: 201, body: { endpoint: fakeEndpoint, devices: 1 } })
    .on('DELETE /api/push/subscriptions', { status: 204 });
  api.install();
  return api;
}

afterEach(removeFakePush);

describe('base64url keys', () => {
  it('turns the server key into its 65 bytes', () => {
    const bytes = base64UrlToBytes(serverKey);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([...serverKeyBytes]);
  });

  it('reads the URL-safe letters, with or without padding', () => {
    // 0xfb 0xff 0xbf is "+/+/" in base64 and "-_-_" in base64url.
    expect([...base64UrlToBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect([...base64UrlToBytes('AQ==')]).toEqual([1]);
    expect([...base64UrlToBytes('AQI')]).toEqual([1, 2]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('refuses what is not base64url', () => {
    expect(() => base64UrlToBytes('a+b/')).toThrow(PushError);
    expect(() => base64UrlToBytes('abc!')).toThrow(PushError);
    expect(() => base64UrlToBytes('A')).toThrow(PushError);
  });
});

describe('error messages', () => {
  it('words each failure', () => {
    expect(pushErrorMessage(new PushError(pushMessages.denied))).toBe("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
    expect(pushErrorMessage(new ApiError(400, '{"message":"That is not the address of a browser push service"}', { message: 'That is not the address of a browser push service' }))).toBe(
      'That is not the address of a browser push service',
    );
    expect(pushErrorMessage(new ApiError(502, 'Bad Gateway', null))).toBe(pushMessages.server);
    expect(pushErrorMessage(new DOMException('Registration failed - push service error', 'AbortError'))).toBe(
      'This browser could not subscribe to push notifications: Registration failed - push service error',
    );
    expect(pushErrorMessage(new DOMException('', 'AbortError'))).toBe('This browser could not subscribe to push notifications: AbortError');
    expect(pushErrorMessage(undefined)).toBe('This browser could not subscribe to push notifications.');
  });
});

describe('this browser', () => {
  it('is unsupported without a service worker, PushManager or Notification', async () => {
    expect(pushSupported()).toBe(false);
    expect(await pushStatus()).toBe('unsupported');
    await expect(subscribeThisBrowser()).rejects.toThrow(pushMessages.unsupported);
    await expect(unsubscribeThisBrowser()).resolves.toBeUndefined();
  });

  it('subscribes with the server key and hands the subscription to the server', async () => {
    const { serviceWorker, pushManager } = fakePushBrowser();
    const api = fakeServer();
    expect(await pushStatus()).toBe('off');

    expect(await subscribeThisBrowser()).toEqual({ endpoint: fakeEndpoint, devices: 1 });
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...serverKeyBytes]);
    expect(api.callsTo('POST /api/push/subscriptions')[0]!.body).toEqual({ endpoint: fakeEndpoint, expirationTime: null, keys: fakeKeys });
    expect(await pushStatus()).toBe('on');
    // Asked again (Settings opened), the browser tells the server of its subscription once more: the server may have dropped it.
    expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(2);
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakePushBrowser({ existingKey: serverKeyBytes });
    fakeServer();
    await subscribeThisBrowser();
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();

    const other = fakePushBrowser({ existingKey: new Uint8Array(65).fill(4) });
    const old = other.browser.subscription!;
    await subscribeThisBrowser();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(other.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('stops at a refused or dismissed permission, before registering anything', async () => {
    const { serviceWorker } = fakePushBrowser({ permission: 'denied' });
    await expect(subscribeThisBrowser()).rejects.toThrow(pushMessages.denied);
    fakePushBrowser({ permission: 'default' });
    await expect(subscribeThisBrowser()).rejects.toThrow(pushMessages.dismissed);
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it("gives the browser's reason when subscribing fails, and tells the server nothing", async () => {
    fakePushBrowser({ subscribeFails: new DOMException('Registration failed - push service error', 'AbortError') });
    const api = fakeServer();
    await expect(subscribeThisBrowser()).rejects.toThrow('This browser could not subscribe to push notifications: Registration failed - push service error');
    expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(0);
  });

  it("shows the server's refusal and does not stay subscribed", async () => {
    const { browser } = fakePushBrowser();
    fakeServer().on('POST /api/push/subscriptions', { status: 400, body: { message: 'That is not the address of a browser push service' } });
    const failure = await subscribeThisBrowser().catch((err: unknown) => err);
    expect(pushErrorMessage(failure)).toBe('That is not the address of a browser push service');
    expect(browser.subscription).toBeNull();
  });

  it('unsubscribes on the server (by endpoint) and in the browser', async () => {
    const { browser } = fakePushBrowser({ existingKey: serverKeyBytes });
    const api = fakeServer();
    const sub = browser.subscription!;
    await unsubscribeThisBrowser();
    expect(api.callsTo('DELETE /api/push/subscriptions')[0]!.query.get('endpoint')).toBe(fakeEndpoint);
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(await pushStatus()).toBe('off');
  });
});
