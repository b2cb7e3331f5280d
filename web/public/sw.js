/*
 * The service worker (SPEC §7, decision 0051), registered as /sw.js?v=2 at scope / once the page has loaded.
 * Plain JavaScript served as it is: its URL must stay the same across builds (a hashed name would be a new worker
 * on every deploy), and it needs nothing from the app's bundle.
 *
 * - push: shows the notification of a pushMessageSchema payload (contract/src/notification-schemas.ts), sets the
 *   app icon badge, and posts NEW_PUSH_MESSAGE { checkUrl, openUrl } to the open pages (they refetch checkUrl).
 * - notificationclick: focuses an open page of the site and posts NEW_PUSH_CLICK (it navigates to openUrl), or
 *   opens openUrl.
 * - fetch: the app shell. Page navigations are answered from the cached page at once and refreshed from the
 *   network behind it (stale-while-revalidate); hashed /assets/* come from the cache first. The cached page is
 *   stored without the member the server wrote into it, and nothing else is ever cached: no /api/ answer, no photo.
 */
const CACHE_VERSION = 'v2';
const SHELL_CACHE = `app-shell-${CACHE_VERSION}`;
const ASSET_CACHE = `app-assets-${CACHE_VERSION}`;
/** The cache key of the one page every navigation is answered with (the app routes in the browser). */
const SHELL_KEY = '/app-shell.html';
/** Hashed assets kept; older ones (from earlier builds) go first. */
const ASSET_LIMIT = 120;
const BOOTSTRAP_SCRIPT = /(<script type="application\/json" id="__BOOTSTRAP__">)([\s\S]*?)(<\/script>)/;
/**
 * The first path segments of the app's own pages (contract WEB_ROUTES; web/test/service-worker-fetch.test.ts
 * keeps them in step). Any other navigation (a sign-in link, /api/docs, …) goes to the network untouched.
 */
const APP_PAGE =
  /^\/(?:|pages|login|signup|members|landers|complete-signup|activate|reset-password|mail-change|account-deleted|notifications|profile|likes|swipe-game|match-finder|signup-matches|chats|directdebit|credits|pricing|premium|transactions|lang-config|complaints|admin)(?:\/.*)?$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== SHELL_CACHE && name !== ASSET_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && APP_PAGE.test(url.pathname)) {
    event.respondWith(shellFor(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFor(request));
  }
});

/** The payload, or null when it is not a push message of ours. */
function readPush(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (!message || typeof message.title !== 'string' || !message.data) return null;
    return message;
  } catch {
    return null;
  }
}

async function showPush(event) {
  const message = readPush(event);
  if (!message) return;
  const data = { checkUrl: String(message.data.checkUrl), openUrl: String(message.data.openUrl) };
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon || undefined,
    tag: message.tag,
    data,
  });
  await setBadge(message.badge);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'NEW_PUSH_MESSAGE', data });
}

/** The app icon badge; where the browser lacks it or refuses, nothing happens (SPEC §8). */
async function setBadge(count) {
  if (typeof count !== 'number') return;
  try {
    if (count > 0) await self.navigator.setAppBadge?.(count);
    else await self.navigator.clearAppBadge?.();
  } catch {
    // Not installed, no permission, or no badge on this platform.
  }
}

/** A path of this site only: a payload never sends the member elsewhere. */
function sitePath(openUrl) {
  try {
    const url = new URL(openUrl, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

async function openFromNotification(rawData) {
  const openUrl = sitePath(rawData?.openUrl ?? '/');
  const data = { checkUrl: String(rawData?.checkUrl ?? ''), openUrl };
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((each) => each.focused) ?? pages[0];
  if (!page) {
    await self.clients.openWindow(openUrl);
    return;
  }
  const focused = await page.focus().catch(() => page);
  (focused ?? page).postMessage({ type: 'NEW_PUSH_CLICK', data });
}

/** The page without the member the server wrote into it: the cached shell is the site's, never a member's. */
async function shellOf(response) {
  const html = await response.text();
  const page = html.replace(BOOTSTRAP_SCRIPT, (_all, open, json, close) => {
    try {
      const { user: _member, ...site } = JSON.parse(json);
      return open + JSON.stringify(site).replace(/</g, '\\u003c') + close;
    } catch {
      return '';
    }
  });
  return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function shellFor(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(SHELL_KEY);
  const fresh = fetch(event.request);
  const stored = fresh.then(async (response) => {
    const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.ok && isPage) await cache.put(SHELL_KEY, await shellOf(response.clone()));
  });
  event.waitUntil(stored.catch(() => undefined));
  return cached ?? fresh;
}

async function assetFor(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT)).map((key) => cache.delete(key)));
  }
  return response;
}
