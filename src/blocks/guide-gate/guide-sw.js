// The digital guide's offline copy: a service worker the guide's own script registers
// (src/blocks/guide-gate/offline.ts) once a guest has opened the guide, for /digital-guide only.
// It answers the guide's page and files from this device when the network does not, and erases
// them all once the session they were kept for has ended. It keeps nothing by itself: the page
// tells it what to keep after each unlock. Plain script here, as browsers load it: by its own URL.
const SHELL = 'guide-shell';
const PRIVATE = 'guide-private';
const EXPIRES = '/digital-guide/__expires';
/** A weak signal: the network gets this long to answer the page before the kept copy does. */
const PAGE_WAIT_MS = 3000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

async function erase() {
  await Promise.all([caches.delete(SHELL), caches.delete(PRIVATE)]);
  await self.registration.unregister();
}

/**
 * The kept page and files while their session lasts, else nothing. Only `keep` makes the cache:
 * opened here after the page erased it (a photo requested as the guide was locked), it would
 * be made anew and outlive the lock.
 */
async function keptCache() {
  if (!(await caches.has(SHELL))) return undefined;
  const cache = await caches.open(SHELL);
  const res = await cache.match(EXPIRES);
  return res && Number(await res.text()) > Date.now() ? cache : undefined;
}

/** The page as any visitor gets it (no cookie: never the guide the server renders without script), and its files. */
async function keep({ page, files, expiresAt }) {
  const cache = await caches.open(SHELL);
  await cache.put(EXPIRES, new Response(String(expiresAt)));
  const fetched = await fetch(page, { credentials: 'omit', cache: 'no-store' });
  if (fetched.ok) await cache.put(page, fetched);
  await Promise.all(
    files.map(async (file) => {
      if (await cache.match(file)) return;
      const res = await fetch(file, { credentials: 'omit' }).catch(() => undefined);
      if (res?.ok) await cache.put(file, res);
    }),
  );
}

self.addEventListener('message', (e) => {
  if (e.data?.type !== 'keep') return;
  e.waitUntil(keep(e.data).finally(() => e.ports[0]?.postMessage('kept')));
});

const within = (ms, promise) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('slow')), ms))]);

async function answer(request, url) {
  const cache = await keptCache();
  if (!cache) {
    await erase();
    return fetch(request);
  }
  if (request.mode === 'navigate') {
    // The network first, so a new build is seen at once; the kept page when it fails or lags.
    const network = fetch(request);
    try {
      return await within(PAGE_WAIT_MS, network);
    } catch {
      return (await cache.match(url.pathname.replace(/\/+$/, ''))) ?? network;
    }
  }
  // Built files never change under their name; kept ones are served at once.
  const copy = await cache.match(request);
  if (copy) return copy;
  const res = await fetch(request);
  if (res.ok && ['script', 'style', 'font', 'image'].includes(request.destination)) await cache.put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  // Only this site's files, never the functions (the guide itself comes through the page's own copy).
  if (e.request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/functions/')) return;
  // A page of the site other than the guide (the router fetches pages as HTML): as today.
  if (e.request.mode !== 'navigate' && e.request.destination === '') return;
  e.respondWith(answer(e.request, url));
});
