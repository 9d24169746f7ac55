import { GUIDE_PATH } from '../../core/guide-code';
import type { GuideOpened } from '../../core/guide-gate';

// The guide on this device, for a guest with no network (src/blocks/guide-gate/guide-sw.js, served at /guide-sw.js, serves it). Only
// after an unlock: the guide's content in a cache of its own, the page and its files in another,
// all erased when the session ends or the guide is locked.
const PRIVATE = 'guide-private';
const SHELL = 'guide-shell';
const COPY = `${GUIDE_PATH}/__guide.json`;
const WORKER = '/guide-sw.js';

// Cache Storage and service workers exist only in a secure context (https, or this machine).
const usable = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

/** The guide saved on this device, if its session has not ended (an ended one is erased). */
export async function savedGuide(now = Date.now()): Promise<GuideOpened | undefined> {
  if (!usable()) return undefined;
  try {
    const res = await (await caches.open(PRIVATE)).match(COPY);
    const copy = res ? ((await res.json()) as GuideOpened) : undefined;
    if (copy && copy.session.expiresAt > now) return copy;
    if (copy) await erase();
  } catch {
    // Storage refused or full: the guide opens from the network only.
  }
  return undefined;
}

/** Resolves once the registration's worker is active (`ready` waits on the document's first address, which a page swap leaves behind). */
function active(reg: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (reg.active) return Promise.resolve(reg.active);
  const w = (reg.installing ?? reg.waiting)!;
  return new Promise((resolve, reject) =>
    w.addEventListener('statechange', () => {
      if (w.state === 'activated') resolve(w);
      else if (w.state === 'redundant') reject(new Error('the guide worker stopped'));
    }),
  );
}

/**
 * What this page needs to start again, from its own site: the scripts, styles and fonts it loaded,
 * and the photos it shows now (not those of a page visited before it in the same tab).
 */
function pageFiles(): string[] {
  const own = (url: string) => {
    const u = new URL(url, location.href);
    return u.origin === location.origin && !u.pathname.startsWith('/functions/') ? u.pathname + u.search : undefined;
  };
  const loaded = performance.getEntriesByType('resource').filter((e) => !['fetch', 'xmlhttprequest', 'beacon', 'img'].includes((e as PerformanceResourceTiming).initiatorType));
  const photos = [...document.images].map((img) => img.currentSrc).filter(Boolean);
  return [...new Set([...loaded.map((e) => e.name), ...photos].map(own).filter((u): u is string => !!u))];
}

/**
 * Keeps the opened guide on this device until its session ends: the content, then (through the
 * worker) the gate's page and every file it loaded, so the next visit opens with no network.
 * Once the worker has them all, the page says so (`data-guide-offline="ready"` on its root).
 */
export async function keep(opened: GuideOpened): Promise<void> {
  if (!usable()) return;
  const mine = erasures;
  // Locked (or ended) while this was under way: what it kept goes too.
  const stale = async () => erasures !== mine && (await erase(), true);
  try {
    const copy: GuideOpened = { guide: opened.guide, session: { expiresAt: opened.session.expiresAt } };
    await (await caches.open(PRIVATE)).put(COPY, new Response(JSON.stringify(copy), { headers: { 'content-type': 'application/json' } }));
    if (await stale()) return;
    const reg = await navigator.serviceWorker.register(WORKER, { scope: GUIDE_PATH, updateViaCache: 'none' });
    const worker = await active(reg);
    if (await stale()) return;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      worker.postMessage({ type: 'keep', page: GUIDE_PATH, files: pageFiles(), expiresAt: copy.session.expiresAt }, [channel.port2]);
    });
    if (await stale()) return;
    document.documentElement.dataset.guideOffline = 'ready';
  } catch {
    // No room, or the worker refused: the guide still works online.
  }
}

let erasures = 0;

/** Erases the guide from this device: its content, the kept page and files, and the worker. */
export async function erase(): Promise<void> {
  erasures++;
  delete document.documentElement.dataset.guideOffline;
  if (!usable()) return;
  try {
    await Promise.all([caches.delete(PRIVATE), caches.delete(SHELL)]);
    await (await navigator.serviceWorker.getRegistration(GUIDE_PATH))?.unregister();
  } catch {
    // Nothing there to erase.
  }
}
