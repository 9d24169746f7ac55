/**
 * Settles once the page's first content is on screen. What the first view does not need (islands
 * in view or waiting for idle time, the chat's frame) is fetched after that, so it never competes
 * with the hero photo for a slow phone's bandwidth; Lighthouse's estimate of the largest paint
 * counts every request that ended before it. Without paint timing it is the next frame.
 */
const firstPaint = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve));
  const po = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    po.disconnect();
    setTimeout(resolve);
  });
  po.observe({ type: 'paint', buffered: true });
});

export const afterFirstPaint = (fn: () => void) => void firstPaint.then(fn);
