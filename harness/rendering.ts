import type { Page } from 'playwright-core';

/**
 * Resolves after the page's next rendering update, once the intersection observers it made
 * before this call have heard it (an observer made now is called after them, oldest first). It
 * uses none of the page's timers, so a page with a faked clock cannot stall it.
 */
export const afterRenderingUpdate = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver(() => (io.disconnect(), resolve()));
        io.observe(document.documentElement);
      }),
  );
