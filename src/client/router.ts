/**
 * Page-to-page navigation without a full reload: fetches the next page's prerendered HTML
 * (prefetched on hover, focus or touch), swaps the head's per-page tags and the body, keeps
 * elements marked data-persist (the chat dock, with its conversation) alive, and restores
 * scroll on back and forward. Anything unusual falls back to an ordinary navigation.
 */
interface Fetched {
  url: string;
  status: number;
  html: string | null;
}
type Swapped = (path: string) => void;

const cache = new Map<string, Promise<Fetched>>();
const PER_PAGE =
  'title,meta[name=description],meta[name=robots],meta[property^="og:"],meta[name^="twitter:"],link[rel=canonical],link[rel=preload][as=image],script[type="application/ld+json"],style[data-page-css]';

const pageKey = (url: URL) => url.pathname + url.search;
let current = pageKey(new URL(location.href));
let token = 0;

function load(url: URL): Promise<Fetched> {
  const key = pageKey(url);
  let p = cache.get(key);
  if (!p) {
    p = fetch(key, { headers: { accept: 'text/html' } }).then(
      async (r) => ({ url: r.url, status: r.status, html: r.headers.get('content-type')?.includes('text/html') ? await r.text() : null }),
      () => ({ url: url.href, status: 0, html: null }),
    );
    cache.set(key, p);
    // Errors and not-found pages are fetched afresh next time.
    p.then((f) => f.status !== 200 && cache.delete(key));
  }
  return p;
}

/** A same-site link this router should follow, or null for the browser to handle. */
function ownLink(target: EventTarget | null): URL | null {
  const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.reload !== undefined) return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin || /\.\w+$/.test(url.pathname) || url.pathname.startsWith('/functions/')) return null;
  return url;
}

const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function swap(doc: Document) {
  document.head.querySelectorAll(PER_PAGE).forEach((el) => el.remove());
  document.head.append(...doc.head.querySelectorAll(PER_PAGE));
  for (const old of document.querySelectorAll<HTMLElement>('[data-persist]')) {
    doc.querySelector(`[data-persist="${old.dataset.persist}"]`)?.replaceWith(old);
  }
  document.body.replaceWith(doc.body);
}

function scrollFor(url: URL, restore: number | undefined) {
  if (restore !== undefined) return scrollTo(0, restore);
  const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (target) target.scrollIntoView();
  else scrollTo({ top: 0, behavior: reduced() ? 'auto' : 'smooth' });
}

async function go(url: URL, how: { push: boolean; restore?: number }, onSwap: Swapped) {
  const mine = ++token;
  if (how.push) history.replaceState({ ...history.state, scrollY }, '');
  const page = await load(url);
  if (mine !== token) return;
  if (page.html === null) return location.assign(url.href);
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  // The address changes with the page, not before it: a view transition runs this a frame or
  // more later, and until then the old page is what is on screen.
  const apply = () => {
    if (how.push) history.pushState({ scrollY: 0 }, '', url.href);
    current = pageKey(url);
    swap(doc);
    scrollFor(url, how.restore);
    // Focus moves to the new content, as a full page load would for screen-reader users.
    document.getElementById('main')?.focus({ preventScroll: true });
    onSwap(url.pathname);
  };
  if (document.startViewTransition && !reduced()) document.startViewTransition(apply);
  else apply();
}

export function startRouter(onSwap: Swapped) {
  history.scrollRestoration = 'manual';
  const intent = (e: Event) => {
    const url = ownLink(e.target);
    if (url && pageKey(url) !== current) void load(url);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, intent, { passive: true });

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const url = ownLink(e.target);
    if (!url) return;
    // A link to a place on the same page is the browser's to follow.
    if (pageKey(url) === current && url.hash) return;
    e.preventDefault();
    void go(url, { push: true }, onSwap);
  });

  addEventListener('site:navigate', (e) => {
    e.preventDefault();
    void go(new URL((e as CustomEvent<string>).detail, location.href), { push: true }, onSwap);
  });

  addEventListener('popstate', (e) => {
    const url = new URL(location.href);
    if (pageKey(url) === current) return; // only the hash changed
    void go(url, { push: false, restore: (e.state as { scrollY?: number } | null)?.scrollY ?? 0 }, onSwap);
  });
}
