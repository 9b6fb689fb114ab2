// The site's service worker: a repeat visit loads Pyodide from this browser, not the network.
//
// build.py writes it to <site>/sw.js (scope: the whole site) with BUILD filled in by
// sitebuild/offline.py. Pyodide's files never change within a build, so they are served
// cache-first from a cache named after their digest (the .wasm only offline, see `fetch`);
// everything else (pages, scripts, the harness) is network-first, kept only as an offline
// fallback, so a new build is seen at once and a page never mixes two builds. A new build has a
// new BUILD, so the browser installs this worker again and `activate` drops the old caches.
//
// A host that does not answer at all (down, unreachable, a dead link the device does not
// know about yet) is treated as offline for a while, though navigator.onLine still says true:
// see `networkFailedAt`. A first visit's own files, fetched before this worker controlled the
// page, are stored when the page asks (`warm`), so the page opens offline after one visit.
//
// On a host that sends no cross-origin isolation headers (GitHub Pages, most object stores),
// this worker adds them to the pages and the Python worker's script it serves, from the network
// or from its cache (`isolate`), as coi-serviceworker does: once it controls a page, the page
// is cross-origin isolated, so Stop interrupts Python instead of restarting it. A first visit
// is never reloaded for that: it runs not isolated (Stop replaces the worker), and every later
// load is isolated. A browser that ignores headers made here keeps the page as it was.

const BUILD = { pyodide: "dev", site: "dev", warm: [] }; // replaced by sitebuild/offline.py

const PREFIX = "practice-";
const PYODIDE_CACHE = `${PREFIX}pyodide-${BUILD.pyodide}`;
const SITE_CACHE = `${PREFIX}site-${BUILD.site}`;
const SCOPE = new URL(self.registration.scope);
const PYODIDE_URL = new URL("pyodide/", SCOPE).href;
/** How long after a request to the host got no answer the worker acts as offline. */
const NETWORK_DOWN_MS = 60_000;
/** The most files of its own a page may ask to store (`warm`): a page has a few dozen. */
const PAGE_FILES_MAX = 200;

/** When a request to the host last failed without an answer (a network error, not an HTTP
 *  status). Lost when the browser stops this idle worker: then the next request finds out. */
let networkFailedAt = -Infinity;

/** Offline, or the host did not answer a moment ago. */
function offline() {
  return !self.navigator.onLine || Date.now() - networkFailedAt < NETWORK_DOWN_MS;
}

self.addEventListener("install", (event) => {
  // The site cache exists from install on; storeCopy writes only while it still exists.
  event.waitUntil(caches.open(SITE_CACHE).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = [PYODIDE_CACHE, SITE_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !keep.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  if (request.url.startsWith(PYODIDE_URL)) {
    // Online, the WebAssembly is left to the browser: its HTTP cache answers (a 304 on
    // revalidation, no download), and V8 keeps the compiled code only for a module that came
    // from there. From Cache Storage it is compiled again on every visit, +1 to 2 s of a warm
    // reload (docs/benchmarks.md). The stored copy is what an offline visit gets.
    if (request.url.endsWith(".wasm") && !offline()) return;
    event.respondWith(cacheFirst(event));
  } else {
    event.respondWith(networkFirst(event));
  }
});

// The page asks a moment after Python is loaded: the files it needed are stored then, from the
// HTTP cache, rather than written to a second cache while the first run still waits for them.
// The answer, "warmed", tells the page it now opens and runs offline.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "warm") return;
  const stored = warm(event.data.pages).then(() => event.source?.postMessage({ type: "warmed" }));
  event.waitUntil(stored);
});

async function cacheFirst(event) {
  const hit = await caches.match(event.request, { cacheName: PYODIDE_CACHE });
  return hit ?? fetch(event.request); // stored later by warm()
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(storeCopy(event.request, copy));
    }
    return isolate(event.request, response);
  } catch (error) {
    // A request the page gave up on (it navigated away) says nothing about the host.
    if (error?.name !== "AbortError") networkFailedAt = Date.now();
    const hit = await caches.match(event.request, { cacheName: SITE_CACHE });
    if (hit) return isolate(event.request, hit);
    throw error;
  }
}

// What a document and the worker that runs Python need to be cross-origin isolated. The site
// loads nothing from another origin, so require-corp blocks nothing.
const ISOLATION = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

/** The response with the isolation headers the host did not send, for a page (or a frame) and
 *  a worker's script: the only responses whose headers decide isolation. Anything else, and a
 *  response that cannot be rebuilt (a redirect, an opaque one), is returned as it came. */
function isolate(request, response) {
  const isDocument = request.mode === "navigate";
  const isWorker = request.destination === "worker";
  const rebuildable = response.status >= 200 && ![204, 205, 304].includes(response.status);
  if (!(isDocument || isWorker) || response.type === "opaqueredirect" || !rebuildable) {
    return response;
  }
  const missing = Object.keys(ISOLATION).filter((name) => !response.headers.has(name));
  if (missing.length === 0) return response; // the host sends them: nothing to change
  const headers = new Headers(response.headers);
  for (const name of missing) headers.set(name, ISOLATION[name]);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Keeps an offline copy, unless a newer worker has already dropped this build's cache: an
 * answer still in flight from the old worker must not bring the old cache back. */
async function storeCopy(request, response) {
  if (!(await caches.has(SITE_CACHE))) return;
  const cache = await caches.open(SITE_CACHE);
  await cache.put(request, response);
}

/** Stores the Pyodide files a run needs that are not stored yet (the HTTP cache has them), then
 *  those of the site's `pages` files (URLs: the page, its scripts, the harness) not stored yet:
 *  on a first visit they came before this worker controlled the page, so networkFirst never
 *  kept them. */
async function warm(pages) {
  const cache = await caches.open(PYODIDE_CACHE);
  for (const name of BUILD.warm) await keep(cache, new URL(name, PYODIDE_URL).href);
  if (!Array.isArray(pages) || !(await caches.has(SITE_CACHE))) return;
  const site = await caches.open(SITE_CACHE);
  for (const page of pages.slice(0, PAGE_FILES_MAX)) {
    const url = typeof page === "string" ? page.split("#")[0] : "";
    if (!url.startsWith(SCOPE.href) || url.startsWith(PYODIDE_URL)) continue;
    await keep(site, url);
  }
}

/** How often `keep` tries a download again, and how long it waits before the first retry
 *  (twice that before the second): a busy host or a dropped connection would otherwise leave
 *  the visit half stored, not offline, until another page asks. */
const KEEP_RETRIES = 2;
const KEEP_RETRY_MS = 1000;

/** Stores `url` in `cache` unless it is there already; never rejects. */
async function keep(cache, url) {
  for (let attempt = 0; !(await cache.match(url)); attempt++) {
    try {
      await cache.add(url);
      return;
    } catch {
      if (attempt >= KEEP_RETRIES) return; // the next page's `warm` tries again
      await new Promise((resolve) => setTimeout(resolve, KEEP_RETRY_MS * (attempt + 1)));
    }
  }
}
