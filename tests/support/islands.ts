import type { Page } from 'playwright-core';

/** Points at each island that waits for interaction and has not hydrated yet. */
const pointAtWaiting = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-when="interaction"]:not([data-hydrated])')) {
      (el.firstElementChild ?? el).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });

const hydratedWithin = (page: Page, timeout: number): Promise<boolean> =>
  page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0, null, { timeout }).then(
    () => true,
    () => false,
  );

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
  await pointAtWaiting(page);
  if (!(await hydratedWithin(page, 5_000))) {
    // A loaded machine can arm an island's trigger after the sweep passed it (its observer starts
    // once the page has painted): a visitor who went back to it would see it come to life.
    for (const name of await waitingIslands(page)) {
      await page.locator(`[data-island="${name}"]:not([data-hydrated])`).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(30);
    }
    await pointAtWaiting(page);
    if (!(await hydratedWithin(page, 15_000))) throw new Error(`Islands that never hydrated: ${(await waitingIslands(page)).join(', ')}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The islands on the page that have not hydrated, by name. */
const waitingIslands = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].map((el) => el.dataset.island!));
