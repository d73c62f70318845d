import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { appPath, notificationOf, openInApp, readPushPayload } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The 'prompt' update flow (app/update-prompt.tsx): a new version waits until the household's 'Reload' asks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The app shell, as vite.config.ts's globs list it; any page the app routes is its index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/img(\/|$)/] }),
);

// No route matches /api: every API answer, the Decide together event stream (/api/decide/*/events) included, goes
// past the service worker to the network and is never cached. Posters and backdrops the app has shown: the newest
// 400 for 30 days, oldest out.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'posters',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPushPayload(event.data?.text() ?? null));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { origin } = self.location;
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openInApp(appPath(data?.url, origin), self.clients, origin));
});
