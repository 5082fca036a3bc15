/**
 * The app's one service worker (built by vite-plugin-pwa, injectManifest): the app shell from the
 * precache, so the app opens offline, each screen's code cached as it is first loaded, so screens
 * seen open offline too, and push notifications, shown and opened in the app.
 * A new version waits until the page asks it to take over (lib/service-worker.ts: as soon as it
 * is found); the page loads it on its next navigation, so a page never runs old and new files mixed.
 */
/// <reference lib="webworker" />
import type { PushPayload } from '@peerconnect/contracts';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerQuotaErrorCallback } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the app is index.html; the API, sockets and the API's own pages are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/],
  }),
);

// The precache holds only the app shell (vite.config.ts): a first visit doesn't download every
// screen while its own screen loads. Other files under /static never change under their hashed
// names; a new version's files push out the oldest.
const SCREENS = 'screens';
const screensExpiration = new CacheExpiration(SCREENS, { maxEntries: 300 });
registerQuotaErrorCallback(() => screensExpiration.delete());
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/static/'),
  new CacheFirst({
    cacheName: SCREENS,
    // Counted when a file is added, not each time one is used: ExpirationPlugin's per-use
    // bookkeeping wrote to IndexedDB for every file of every page load, beside the page's start.
    plugins: [
      {
        cacheDidUpdate: async ({ request }) => {
          await screensExpiration.updateTimestamp(request.url);
          await screensExpiration.expireEntries();
        },
      },
    ],
  }),
);

// The first visit's page is served from here as soon as the worker is active, so the screens it
// opens next are cached too (lib/service-worker.ts sends what it loaded before).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // A newer push about the same page replaces the older one.
      tag: payload.url,
      data: { url: payload.url },
    }),
  );
});

/** Tapping a notification opens its page: in an open window of the app if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
