import { SHOWN_CLASS } from '../core/theme-boot';

/**
 * Settles once the page's first screen is on screen: the head script marks <html> when its first
 * paint, and its first photo's, have been drawn (src/core/theme-boot.ts). What the first view
 * does not need (islands in view or waiting for idle time, the chat's frame) is fetched after
 * that, so it never competes with the hero photo for a slow phone's bandwidth; Lighthouse's
 * estimate of the largest paint counts every request that started before it.
 */
const firstPaint = new Promise<void>((resolve) => {
  const html = document.documentElement;
  const shown = () => html.classList.contains(SHOWN_CLASS);
  if (shown()) return setTimeout(resolve);
  const watch = new MutationObserver(() => {
    if (!shown()) return;
    watch.disconnect();
    setTimeout(resolve);
  });
  watch.observe(html, { attributes: true, attributeFilter: ['class'] });
});

export const afterFirstPaint = (fn: () => void) => void firstPaint.then(fn);

