/* Clubsite's service worker (issue 19): the table page keeps working in a club room
 * without Wi-Fi. Served by tournaments/play/views/offline.py at /sw.js (scope: the whole site).
 *
 * - HTML is always network-first: online, every page comes fresh from the server (never
 *   another user's page, never a stale one). Only when the network fails does the worker
 *   answer from its cache, and then only with a TABLE PAGE the server marked as cacheable
 *   (header "Clubsite-Offline: table": a page with the hand form of a logged-in
 *   scorekeeper) or the app's start page (/tables/, the same for everyone); any other
 *   page gets the "no connection" page.
 * - The table page's assets (CSS, htmx, our scripts, icons) are cached at install and
 *   refreshed in the background (stale-while-revalidate).
 * - Saves (POST) are never touched: the page's hand queue (static/js/hand_queue.js) sends
 *   and retries them. Logging out (a POST to the logout URL) empties the page cache, and
 *   so does any answer of the server for another login or for nobody (header
 *   Clubsite-User; a session that expired without a logout).
 */
// CONFIG (asset URLs, the offline, start and logout URLs, a version) is put in front of
// this code by the view, after "use strict".
const STATIC_CACHE = "clubsite-static-" + CONFIG.version;
const PAGES_CACHE = "clubsite-pages";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const assets = await caches.open(STATIC_CACHE);
    await assets.addAll(CONFIG.assets);
    const pages = await caches.open(PAGES_CACHE);
    await pages.addAll([CONFIG.offline_url, CONFIG.tables_url].map(shared));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith("clubsite-static-") && name !== STATIC_CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The pages the worker keeps for everyone on the device (the no-connection page and the
// start page) are fetched without cookies: as anyone gets them, so they hold nobody's name
// or token. A request with the cookies could also undo a login: if it left before the login
// and its answer came after, that answer renews the CSRF cookie from before the login
// (Django sends back the cookie a page used), and the next save would be refused.
function shared(url) {
  return new Request(url, { credentials: "omit" });
}

async function forgetPages() {
  const pages = await caches.open(PAGES_CACHE);
  for (const request of await pages.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== CONFIG.offline_url && path !== CONFIG.tables_url) await pages.delete(request);
  }
}

// The server names the login of every answer (header Clubsite-User: its id, "-" for
// nobody; tournaments/play/middleware.py). A page kept for another login than the one the
// server now sees (the session expired or ended without a logout, another login) is
// forgotten before the answer is shown: nothing of it stays readable offline.
async function forgetOthers(user) {
  const pages = await caches.open(PAGES_CACHE);
  for (const request of await pages.keys()) {
    const kept = await pages.match(request);
    const path = new URL(request.url).pathname;
    if (path === CONFIG.offline_url || path === CONFIG.tables_url) continue;
    if (!kept || kept.headers.get("Clubsite-User") !== user) await pages.delete(request);
  }
}

async function page(request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    const user = response.headers.get("Clubsite-User");
    if (user !== null) await forgetOthers(user);
    if (response.ok && response.headers.get("Clubsite-Offline") === "table") {
      const pages = await caches.open(PAGES_CACHE);
      await pages.put(path, response.clone());
    } else if (response.ok && path !== CONFIG.offline_url && path !== CONFIG.tables_url) {
      // The server no longer gives this page with the hand form: the old copy goes too.
      const pages = await caches.open(PAGES_CACHE);
      await pages.delete(path);
    } else if (response.ok && path === CONFIG.tables_url) {
      const pages = await caches.open(PAGES_CACHE);
      await pages.add(shared(path)).catch(() => null); // the start page, as anyone gets it
    }
    return response;
  } catch (error) {
    const pages = await caches.open(PAGES_CACHE);
    const table = await pages.match(path);
    if (table && table.headers.get("Clubsite-Offline") === "table") return table;
    if (path === CONFIG.tables_url) {
      const start = await pages.match(CONFIG.tables_url);
      if (start) return start;
    }
    return (await pages.match(CONFIG.offline_url)) || Response.error();
  }
}

async function asset(event) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => null));
    return cached;
  }
  return fresh;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // the live stream (docs/live.md) goes to the network, never into or out of a cache
  if (url.pathname === CONFIG.stream_url) return;
  if (request.method === "POST" && url.pathname === CONFIG.logout_url) {
    event.waitUntil(forgetPages());
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (CONFIG.assets.includes(url.pathname)) {
    event.respondWith(asset(event));
  }
});

self.addEventListener("message", (event) => {
  if (event.data === "forget-pages") event.waitUntil(forgetPages());
});
