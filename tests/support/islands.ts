import type { Page } from 'playwright-core';

/**
 * Brings every island on the page to life the way a visitor would: scrolls through the page
 * (visible islands; `swept` when the test has just scrolled through it already), then points at
 * each island that waits for interaction, and waits until all of them have hydrated.
 */
export async function hydrateAllIslands(page: Page, { swept = false } = {}) {
  const height = swept ? -1 : await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-when="interaction"]')) {
      (el.firstElementChild ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0, null, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
