/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { noticeFromPush, OFFLINE_PAGE, urlOf } from './notices';

/**
 * The service worker (decision 187). It keeps the app shell (the page, its first scripts and styles, the
 * icons and the offline page) so the app opens fast, and every hashed chunk once it has been used. Pages
 * always come from the network, so a deploy is seen at the next navigation; without a network they get
 * the offline page. `/api/*` and `/ws` are never answered from a cache: no route here matches them.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new deploy's worker takes over at once; its pages fetch new HTML at their next navigation.
self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() }],
    }),
    { denylist: [/^\/api\//, /^\/ws/, /^\/metrics/] },
  ),
);

// Hashed file names never change content: a chunk fetched once (the game room, the 3D board) is kept.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'chesschat-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('push', (event) => {
  const notice = noticeFromPush(event.data?.text() ?? null);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icon-192.png',
      badge: '/favicon-32.png',
      data: { url: notice.url },
      ...(notice.tag ? { tag: notice.tag } : {}),
    }),
  );
});

/**
 * A click brings the notice's page forward: a tab already on it, else one of ours sent there, else a new
 * one. Focusing can be refused (the browser decides what counts as the person's gesture); the page is
 * still where it should be.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(urlOf(event.notification.data), self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      const ours = same ?? tabs[0];
      if (!ours) {
        await self.clients.openWindow(target.href);
        return;
      }
      const shown = same ? same : ((await ours.navigate(target.href)) ?? ours);
      await shown.focus().catch(() => undefined);
    })(),
  );
});
