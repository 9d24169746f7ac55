import type { Page } from 'playwright-core';
import { LIVE_ATTR } from '../../src/core/theme-boot';

/**
 * Waits until the page's script has run: its islands' triggers are armed and its router listens.
 * A test that moves the page's history, points at an island or runs the page's clock waits for
 * it rather than for an event of the page's loading.
 */
export const whenLive = (page: Page) => page.locator(`html[${LIVE_ATTR}]`).waitFor({ state: 'attached' });

/** How long one island may take to come to life before the sweep names it: a safety net, far above the work. */
const HUNG_AFTER_MS = 30_000;

/**
 * Brings every island on the page to life the way a visitor would: goes to each one that has
 * not hydrated (points at it when it waits for interaction) and stays there until it has, then
 * waits until what the page logged meanwhile has arrived. Nothing is timed: an island whose
 * trigger is armed late (its observer starts once the page has painted) finds the visitor still
 * there when it is. `hungAfterMs`: a dev server's first visit, which waits for every module's
 * first transform, may take longer than the usual limit.
 */
export async function hydrateAllIslands(page: Page, hungAfterMs = HUNG_AFTER_MS) {
  await whenLive(page);
  for (let name = await nextWaiting(page); name; name = await nextWaiting(page)) {
    const island = await page.locator('[data-island]:not([data-hydrated])').first().elementHandle();
    await island!.evaluate((el) => {
      // A root with display: contents has no box: its first drawn child stands in for it.
      const box = [...el.children].find((c) => !['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE'].includes(c.tagName)) ?? el;
      box.scrollIntoView({ block: 'center' });
      if ((el as HTMLElement).dataset.when === 'interaction') box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await page.waitForFunction((el) => el.hasAttribute('data-hydrated'), island, { timeout: hungAfterMs }).catch(() => {
      throw new Error(`The "${name}" island never hydrated`);
    });
    await island!.dispose();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await consoleDelivered(page);
}

/**
 * Waits until every island that comes to life without interaction has done so: those that load
 * at once or when the browser is idle, and those in or near the viewport (200 px, as the page's
 * own observer). What the page does before the visitor reaches for anything is then done.
 */
export async function islandsSettled(page: Page) {
  await whenLive(page);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].every((el) => {
        if (el.dataset.when === 'interaction') return true;
        if (el.dataset.when !== 'visible') return false;
        const box = ([...el.children].find((c) => !['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE'].includes(c.tagName)) ?? el).getBoundingClientRect();
        return box.bottom < -200 || box.top > innerHeight + 200 || box.right < -200 || box.left > innerWidth + 200;
      }),
    null,
    { timeout: HUNG_AFTER_MS },
  );
}

/** The first island on the page that has not hydrated, by name. */
const nextWaiting = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.querySelector<HTMLElement>('[data-island]:not([data-hydrated])')?.dataset.island);

let marks = 0;

/**
 * Resolves once every console message and page error the page reported before this call has
 * reached the test: a message of its own, logged now, arrives after them (one channel, in order).
 */
export async function consoleDelivered(page: Page) {
  const mark = `console delivered ${++marks}`;
  const seen = page.waitForEvent('console', { predicate: (m) => m.text() === mark, timeout: HUNG_AFTER_MS });
  await page.evaluate((m) => console.debug(m), mark);
  await seen;
}

/**
 * Waits until the guide's gate has its script (it starts once the page is on screen): until then
 * its form posts to the server, as it does without script, and a code entered opens the guide
 * there rather than in place.
 */
export const whenGateLive = (page: Page) => page.locator('[data-island="guide-gate"][data-hydrated]').waitFor({ state: 'attached' });
