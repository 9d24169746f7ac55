import { AT_END_ATTR, PAST_TOP_ATTR, SCROLLING_ATTR } from '../core/fixed-buttons';

/**
 * Marks on <html> what the fixed buttons need to keep out of what a visitor reads on a narrow
 * screen (src/core/fixed-buttons.ts; the global style does the moving): whether the page is
 * scrolling right now, whether it has left its first screen, and whether its end is in view. One
 * passive listener that writes an attribute when a scroll starts and ends, and an intersection
 * observer on two marks (src/chrome/page-marks.tsx): nothing is measured, and a page standing
 * still costs nothing. Returns the function that observes a swapped-in page's marks.
 */
export function keepFixedButtonsClear(): () => void {
  const root = document.documentElement;
  let scrolling = false;
  let rest: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    scrolling = false;
    root.removeAttribute(SCROLLING_ATTR);
  };
  const withEnd = 'onscrollend' in window;
  addEventListener(
    'scroll',
    () => {
      if (!scrolling) root.setAttribute(SCROLLING_ATTR, '');
      scrolling = true;
      // A browser without scrollend: at rest once no scroll came for a moment.
      if (!withEnd) {
        clearTimeout(rest);
        rest = setTimeout(settle, 200);
      }
    },
    { passive: true },
  );
  if (withEnd) addEventListener('scrollend', settle, { passive: true });

  // The top mark is in view until the page has scrolled by a button's room; the end mark is whole
  // in view only at the page's end (or on a page that fits the window).
  const marks = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.target.hasAttribute('data-page-top')) root.toggleAttribute(PAST_TOP_ATTR, !e.isIntersecting);
        else root.toggleAttribute(AT_END_ATTR, e.intersectionRatio > 0.99);
      }
    },
    { threshold: [0, 1] },
  );
  const observe = () => {
    marks.disconnect();
    document.querySelectorAll('[data-page-top], [data-page-end]').forEach((m) => marks.observe(m));
  };
  observe();
  return observe;
}
