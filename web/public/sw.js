/**
 * TAPin's service worker: it only shows Web Push notifications (no caching, no offline pages).
 *
 * The server (core/src/notifications/push-service.ts) sends each in-app notice to the browsers an owner
 * subscribed from Settings → Notifications, as JSON `{ title, body, link, tag }`: `link` is a path in
 * this app (`/directory?tab=network`) or null, `tag` the notice's kind (`connection.requested`), so
 * notices of one kind replace each other on the screen instead of piling up.
 *
 * Plain JavaScript served as it is from the app's root (/sw.js, scope /), with no imports.
 */

/** What is shown when a push carries nothing readable. */
const FALLBACK = { title: 'TAPin', body: 'You have a new notification.', link: null, tag: 'tapin' };

/** A new version takes over at once: this worker keeps no state a running page depends on. */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's message, each field checked; a missing or unreadable payload gives the generic one. */
function readMessage(data) {
  let message;
  try {
    message = data ? data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message !== 'object') return FALLBACK;
  const text = (value) => (typeof value === 'string' && value.trim() ? value : null);
  return {
    title: text(message.title) ?? FALLBACK.title,
    body: typeof message.body === 'string' ? message.body : '',
    link: text(message.link),
    tag: text(message.tag) ?? FALLBACK.tag,
  };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // A second notice of the same kind alerts again, rather than replace the first silently.
      renotify: true,
      data: { link: message.link },
      icon: '/favicon.svg',
    }),
  );
});

/** The address a link leads to, on this app's own origin only: anything else (another site, `javascript:`) opens the app's home. */
function appAddress(link) {
  const origin = self.location.origin;
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', origin);
    if (url.origin === origin) return url.href;
  } catch {
    // Not an address: the home page below.
  }
  return new URL('/', origin).href;
}

/** Focuses a window of the app already open (taking it to the address), or opens one there. */
async function openApp(address) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    try {
      const focused = await open.focus();
      const shown = await (focused ?? open).navigate(address);
      if (shown) return;
    } catch {
      // A window this worker may not focus or navigate: open a new one instead.
    }
  }
  await self.clients.openWindow(address);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data ? event.notification.data.link : null;
  event.waitUntil(openApp(appAddress(link)));
});
