/**
 * Web Push for this browser: the Push Notifications switch of Settings → Notifications subscribes it
 * (the service worker web/public/sw.js shows what the server pushes) or unsubscribes it. The account's
 * `pushNotifications` setting decides whether the server pushes at all; these decide whether this
 * browser is one it pushes to.
 */
import type { PushKey, PushSubscribed } from '@tapin/core/contracts';
import { ApiError, apiRequest } from '../../app/api';

export const pushMessages = {
  unsupported: 'Push notifications are not supported in this browser.',
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  dismissed: 'Allow notifications when your browser asks, to get them here.',
  failed: (reason: string) => `This browser could not subscribe to push notifications${reason ? `: ${reason}` : '.'}`,
  server: 'TAPin could not save this browser for push notifications. Try again.',
};

/** A step in the browser that failed, with the message to show. */
export class PushError extends Error {
  override name = 'PushError';
}

/** Whether this browser can get push notifications at all. */
export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** A base64url key (as the server sends its VAPID key, padded or not) as bytes, for `applicationServerKey`. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const trimmed = value.trim();
  const base64 = trimmed.replace(/=/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[\w-]*={0,2}$/.test(trimmed) || base64.length % 4 === 1) throw new PushError(pushMessages.failed('the server sent a key that is not base64url'));
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The words for a failure of subscribing or unsubscribing: ours for the browser's steps, the server's for its refusals. */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof PushError) return error.message;
  if (error instanceof ApiError) return error.serverMessage ?? pushMessages.server;
  return pushMessages.failed(reason(error));
}

/** The browser's own reason for a failure (`AbortError: Registration failed - push service error`). */
function reason(error: unknown): string {
  if (typeof error === 'string') return error;
  // An Error or a DOMException (not an Error everywhere).
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { message, name } = error as { message?: unknown; name?: unknown };
    return (typeof message === 'string' && message) || (typeof name === 'string' ? name : '');
  }
  return '';
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** This browser's subscription, when it has one (no service worker registered yet: none). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** 'on' when this browser is subscribed, 'off' when not, 'unsupported' when it cannot be. */
export type PushStatus = 'on' | 'off' | 'unsupported';

export async function pushStatus(): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  let subscription: PushSubscription | null;
  try {
    subscription = await currentSubscription();
  } catch {
    // A browser that refuses service workers here (a private window of some browsers) cannot be subscribed either.
    return 'off';
  }
  if (!subscription) return 'off';
  // Told again: the server may have dropped it (a push service that kept failing) or given it to another
  // account signed in here since. Saving it is harmless when it is already kept.
  await apiRequest<PushSubscribed>('POST', '/api/push/subscriptions', subscription.toJSON()).catch(() => undefined);
  return 'on';
}

/**
 * Subscribes this browser and gives the subscription to the server. Call it from the click that asks
 * for it: the browser shows its permission prompt only in answer to one. Throws a PushError (the
 * browser's steps) or an ApiError (the server's); pushErrorMessage() words either.
 */
export async function subscribeThisBrowser(): Promise<PushSubscribed> {
  if (!pushSupported()) throw new PushError(pushMessages.unsupported);
  // First, while the click still counts as the user's gesture.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError(pushMessages.denied);
  if (permission !== 'granted') throw new PushError(pushMessages.dismissed);

  let registration: ServiceWorkerRegistration;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    registration = await navigator.serviceWorker.ready;
  } catch (err) {
    throw new PushError(pushMessages.failed(reason(err)));
  }
  const key = base64UrlToBytes((await apiRequest<PushKey>('GET', '/api/push/key')).publicKey);

  let subscription: PushSubscription;
  try {
    let existing = await registration.pushManager.getSubscription();
    // One made with another server key (the server's changed) must go before a new one can be made.
    if (existing && !sameBytes(existing.options.applicationServerKey, key)) {
      await existing.unsubscribe();
      existing = null;
    }
    subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'NotAllowedError') throw new PushError(pushMessages.denied);
    throw new PushError(pushMessages.failed(reason(err)));
  }

  try {
    return await apiRequest<PushSubscribed>('POST', '/api/push/subscriptions', subscription.toJSON());
  } catch (err) {
    // Not kept by the server: not kept here either, so this browser does not look subscribed.
    await subscription.unsubscribe().catch(() => false);
    throw err;
  }
}

/** Takes this browser off the server's list, then ends its subscription (even when the server could not be told). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', `/api/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`);
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}
