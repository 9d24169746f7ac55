/**
 * Shows the floating button once the page's first section has left the viewport, so it never
 * doubles the hero's own "Check availability" on screen.
 */
export function enhance(el: HTMLElement) {
  const dock = el.querySelector<HTMLElement>('[data-shown]');
  // The hero: the section with the page's heading (a banner strip may come before it).
  const first = document.querySelector('main h1')?.closest('section, header') ?? document.querySelector('main section, main header');
  if (!dock) return;
  if (!first) {
    dock.dataset.shown = 'true';
    return;
  }
  const io = new IntersectionObserver(([entry]) => (dock.dataset.shown = String(!entry.isIntersecting)));
  io.observe(first);
  return { unmount: () => io.disconnect() };
}
