// Fixed buttons (the chat button, the floating "Check availability") must never sit on top of
// a link, a control or a line of text the visitor reads. After a scroll, resize or change of the
// page, each dock ([data-dodge]) stays where it is if nothing is under it, otherwise moves up its
// edge to the nearest free place, and steps out of sight only when there is none.

const CONTROL = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])';
const STEP = 8;

// Where each dock was put. The offset lives on the island root around it: React owns the
// dock's own attributes.
const placed = new WeakMap<HTMLElement, { dy: number; hidden: boolean }>();

type Box = [HTMLElement, DOMRect];

/**
 * The line boxes of the text in the column [left, right] on screen, each with the element it
 * belongs to. Only elements whose box meets the column are entered, so a scroll costs little.
 */
function textBoxes(left: number, right: number, docks: HTMLElement[]): Box[] {
  const out: Box[] = [];
  const range = document.createRange();
  const visit = (el: Element) => {
    if (docks.includes(el as HTMLElement)) return;
    const b = el.getBoundingClientRect();
    // A box that misses the column or the screen holds no text there (display: contents has no box: go on in).
    if (b.width && (b.right <= left || b.left >= right || b.bottom <= 0 || b.top >= innerHeight)) return;
    for (const child of el.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent!.trim()) {
        range.selectNodeContents(child);
        for (const line of range.getClientRects())
          if (line.width && line.right > left && line.left < right && line.bottom > 0 && line.top < innerHeight) out.push([el as HTMLElement, line]);
      }
    }
  };
  visit(document.body);
  return out;
}

/**
 * The vertical spans of the column [left, right] that visible controls and lines of text take:
 * each counts only where it really shows (not clipped away or under something else), docks aside.
 */
function takenSpans(left: number, right: number, boxes: Box[], docks: HTMLElement[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const [c, b] of boxes) {
    if (b.right <= left || b.left >= right) continue;
    const x = (Math.max(left, b.left) + Math.min(right, b.right)) / 2;
    const y = (Math.max(0, b.top) + Math.min(innerHeight, b.bottom)) / 2;
    const hit = document.elementsFromPoint(x, y).find((el) => !docks.some((d) => d.contains(el)));
    if (hit && (c.contains(hit) || hit.contains(c))) spans.push([b.top, b.bottom]);
  }
  return spans;
}

function place(dock: HTMLElement, docks: HTMLElement[], boxes: Box[], ceiling: number) {
  // An open chat panel is a dialog over the page by design.
  if (dock.querySelector('[aria-expanded="true"]')) return set(dock, 0, false);
  const r = dock.getBoundingClientRect();
  if (!r.height) return;
  const was = placed.get(dock) ?? { dy: 0, hidden: false };
  const column = [...boxes, ...textBoxes(r.left, r.right, docks)];
  // Its own place: measured mid-glide, the box is where the glide has got to, so the offset
  // taken off is the one drawn now, not the one it is gliding to.
  const home = r.top - drawnOffset(dock);
  // In its own place with nothing's box under it, a dock stays put without any hit test: the
  // common case, which keeps the first look after load short.
  const under = column.some(([, b]) => b.left < r.right && b.right > r.left && b.top < home + r.height && b.bottom > home);
  if (!was.dy && !was.hidden && !under) return;
  const top = home;
  const spans = takenSpans(r.left, r.right, column, docks);
  for (let dy = 0; top + dy >= ceiling; dy -= STEP) {
    if (!spans.some(([a, b]) => a < top + dy + r.height && b > top + dy)) return set(dock, dy, false);
  }
  set(dock, 0, true);
}

/** How far up its edge a dock is drawn at this moment (its `translate`, mid-transition too). */
function drawnOffset(dock: HTMLElement): number {
  const [, y] = getComputedStyle(dock).translate.split(' ');
  return y ? parseFloat(y) : 0;
}

function set(dock: HTMLElement, dy: number, hidden: boolean) {
  placed.set(dock, { dy, hidden });
  const holder = dock.closest<HTMLElement>('[data-island]') ?? dock;
  holder.style.setProperty('--dodge-y', `${dy}px`);
  holder.style.setProperty('--dodge-visibility', hidden ? 'hidden' : 'visible');
}

function check() {
  const docks = [...document.querySelectorAll<HTMLElement>('[data-dodge]')];
  if (!docks.length) return;
  // Every control's box once, for all docks; only those on screen matter.
  const boxes: Box[] = [];
  for (const c of document.querySelectorAll<HTMLElement>(CONTROL)) {
    if (docks.some((d) => d.contains(c))) continue;
    const b = c.getBoundingClientRect();
    if (b.height && b.bottom > 0 && b.top < innerHeight) boxes.push([c, b]);
  }
  const nav = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  for (const dock of docks) place(dock, docks, boxes, Math.max(nav, 0) + STEP);
}

let queued = false;
/**
 * Re-places the docks just after the next frame is drawn (many triggers count once): the page's
 * layout is fresh then, so measuring it costs no extra layout.
 */
export function dodge() {
  if (queued || document.readyState !== 'complete') return;
  queued = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      queued = false;
      check();
    }),
  );
}

export function startDodging() {
  // Islands drawing themselves, a page swap, the floating button appearing: looked at once the
  // changes have paused, not after each one. Scrolling is answered at once and again when it stops.
  let pause = 0;
  const settled = () => {
    clearTimeout(pause);
    pause = window.setTimeout(dodge, 200);
  };
  const scrolled = () => {
    dodge();
    settled();
  };
  addEventListener('scroll', scrolled, { passive: true });
  addEventListener('resize', scrolled);
  new MutationObserver(settled).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-shown', 'aria-expanded'] });
  // Text moving without a scroll or a change of the DOM: a late photo, a font swap, a panel
  // growing. The page's own size changing says so.
  new ResizeObserver(settled).observe(document.body);
  // The first look waits until the page has loaded and the browser is idle: it measures every
  // control, which is cheapest once nothing else is moving.
  const first = () => ('requestIdleCallback' in window ? requestIdleCallback(dodge, { timeout: 1000 }) : setTimeout(dodge, 200));
  if (document.readyState === 'complete') first();
  else addEventListener('load', first, { once: true });
}
