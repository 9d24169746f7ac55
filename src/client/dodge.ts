// Fixed buttons (the chat button, the floating "Check availability") must never sit on top of
// a link or control the visitor needs. After every scroll, resize or change of the page, each
// dock ([data-dodge]) stays where it is if nothing interactive is under it, otherwise moves up
// its edge to the nearest free place, and steps out of sight only when there is none.

const CONTROL = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])';
const STEP = 8;

const docks = () => [...document.querySelectorAll<HTMLElement>('[data-dodge]')];

/** Controls that would show inside `r` if the docks were not there. */
function coversControl(r: DOMRect, controls: HTMLElement[], mine: HTMLElement[]): boolean {
  for (const c of controls) {
    const b = c.getBoundingClientRect();
    const left = Math.max(r.left, b.left);
    const right = Math.min(r.right, b.right);
    const top = Math.max(r.top, b.top);
    const bottom = Math.min(r.bottom, b.bottom);
    if (right <= left || bottom <= top) continue;
    // Really on screen there, not clipped away or under something else.
    const hit = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((el) => !mine.some((d) => d.contains(el)));
    if (hit && (c.contains(hit) || hit.contains(c))) return true;
  }
  return false;
}

// Offsets live on the island root around a dock: React owns the dock's own attributes.
const offsets = new WeakMap<HTMLElement, number>();

function place(dock: HTMLElement, all: HTMLElement[], controls: HTMLElement[], ceiling: number) {
  // An open chat panel is a dialog over the page by design.
  if (dock.querySelector('[aria-expanded="true"]')) return set(dock, 0, false);
  const now = offsets.get(dock) ?? 0;
  const r = dock.getBoundingClientRect();
  if (!r.height) return;
  const home = new DOMRect(r.x, r.y - now, r.width, r.height);
  for (let dy = 0; home.top + dy >= ceiling; dy -= STEP) {
    const at = new DOMRect(home.x, home.y + dy, home.width, home.height);
    if (!coversControl(at, controls, all)) return set(dock, dy, false);
  }
  set(dock, 0, true);
}

function set(dock: HTMLElement, dy: number, hidden: boolean) {
  offsets.set(dock, dy);
  const holder = dock.closest<HTMLElement>('[data-island]') ?? dock;
  holder.style.setProperty('--dodge-y', `${dy}px`);
  holder.style.setProperty('--dodge-visibility', hidden ? 'hidden' : 'visible');
}

function check() {
  const all = docks();
  if (!all.length) return;
  const controls = [...document.querySelectorAll<HTMLElement>(CONTROL)].filter((c) => !all.some((d) => d.contains(c)));
  const nav = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  for (const dock of all) place(dock, all, controls, Math.max(nav, 0) + STEP);
}

let queued = false;
/** Re-places the docks at the next frame (many triggers in one frame count once). */
export function dodge() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    check();
  });
}

export function startDodging() {
  addEventListener('scroll', dodge, { passive: true });
  addEventListener('resize', dodge);
  // Islands drawing themselves, a page swap, the floating button appearing.
  new MutationObserver(dodge).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-shown', 'aria-expanded'] });
  dodge();
}
