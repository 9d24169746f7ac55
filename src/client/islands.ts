import { loadIsland } from './island-modules';
import type { Mounted } from '../core/island-types';
import { afterFirstPaint } from './first-paint';
import { afterNextPaint } from '../core/next-paint';

// Roots started on this document, so a page swap can unmount the ones that left it.
const started = new Map<HTMLElement, Promise<Mounted | void>>();
const waiting = new WeakSet<HTMLElement>();

/** Loads an island's chunk and hydrates its root once; later calls get the same promise. */
export function hydrate(el: HTMLElement): Promise<Mounted | void> {
  let p = started.get(el);
  if (!p) {
    const name = el.dataset.island!;
    p = loadIsland(name)
      .then((mount) => mount(el, JSON.parse(el.dataset.props || '{}'), el.dataset.id || name))
      .then((mounted) => {
        el.dataset.hydrated = ''; // live: visible to tests and to styles
        return mounted;
      })
      .catch((e: unknown) => console.error(`The "${name}" part of this page failed to load.`, e));
    started.set(el, p);
  }
  return p;
}

// A root with display: contents has no box to observe; its first drawn child stands in for it
// (not a <link rel=preload> React puts before an eager image, which has no box either).
const UNDRAWN = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE']);
const box = (el: HTMLElement) => [...el.children].find((c) => !UNDRAWN.has(c.tagName)) ?? el;

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/** What ends a tap that began on an island: its click, or the browser taking the touch for a scroll. */
const TAP_ENDS = ['click', 'pointercancel', 'touchcancel', 'contextmenu'] as const;

/**
 * Hydrates on the first pointer, focus or key event inside the island, once the frame that answers
 * it is on screen: the island's code can keep a phone's main thread for a few hundred ms, which
 * must not hold back what the visitor sees. A finger on the island waits for its tap's click (or
 * its cancel) first, so the code does not run between the touch and the click. A click that lands
 * on a plain button before the island is live is held and replayed once it is; links, fields and
 * submit buttons work natively meanwhile.
 */
function onInteraction(el: HTMLElement) {
  let pending: HTMLElement | null = null;
  let armed = true;
  const start = () =>
    hydrate(el).then(() => {
      el.removeEventListener('click', onClick, true);
      const replay = pending;
      pending = null;
      if (replay?.isConnected) replay.click();
    });
  const onClick = (e: Event) => {
    const button = (e.target as Element).closest?.('button:not([type=submit])') as HTMLElement | null;
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    pending = button;
    trigger(e);
  };
  const trigger = (e: Event) => {
    if (!armed) return;
    armed = false;
    for (const type of TRIGGERS) el.removeEventListener(type, trigger, true);
    // A touch (or a pen pressed on the screen) ends in a click; a mouse, a hovering pen or a
    // pointer event without a type (an assistive tool's) may never click.
    const touching = e.type === 'touchstart' || (e instanceof PointerEvent && (e.pointerType === 'touch' || (e.pointerType === 'pen' && e.type === 'pointerdown')));
    if (!touching) return afterNextPaint(start);
    const ended = () => {
      for (const type of TAP_ENDS) removeEventListener(type, ended, true);
      afterNextPaint(start);
    };
    for (const type of TAP_ENDS) addEventListener(type, ended, { capture: true, passive: true });
  };
  for (const type of TRIGGERS) el.addEventListener(type, trigger, { capture: true, passive: true });
  el.addEventListener('click', onClick, true);
}

/** Calls `go` once `el` comes within 200 px of the viewport. */
function whenVisible(el: HTMLElement, go: () => void) {
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      go();
    },
    { rootMargin: '200px' },
  );
  io.observe(box(el));
}

/** Finds the island roots under `root` and arms each one's trigger. */
export function scanIslands(root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (started.has(el) || waiting.has(el)) continue;
    waiting.add(el);
    const when = el.dataset.when;
    const go = () => el.isConnected && hydrate(el);
    // A visitor sent to a place inside an island (a form's error notice) needs it live at once.
    const targeted = location.hash.length > 1 && el.querySelector(`[id="${CSS.escape(decodeURIComponent(location.hash.slice(1)))}"]`);
    // Focus that arrived before this script ran (a visitor quick to a field) is an interaction already.
    const focused = el.contains(document.activeElement);
    if (targeted || (when === 'interaction' && focused)) go();
    else if (when === 'load') afterFirstPaint(go);
    else if (when === 'idle') afterFirstPaint(() => ('requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 3000 }) : setTimeout(go, 1500)));
    else if (when === 'visible') afterFirstPaint(() => whenVisible(el, go));
    else onInteraction(el);
  }
}

/** Unmounts the roots of islands that a page swap removed from the document. */
export function releaseIslands() {
  for (const [el, p] of started) {
    if (el.isConnected) continue;
    started.delete(el);
    p.then((m) => m?.unmount());
  }
}
