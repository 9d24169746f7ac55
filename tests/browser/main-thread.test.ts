import { afterAll, describe, expect, it } from 'vitest';
import { liveSite } from '../support/live';
import { scrollIntoSight } from '../../harness/browser';
import { lowestWork, type MainThreadWork } from '../../harness/main-thread';
import { pagePool } from '../support/page-pool';
import { builtRoutes } from '../../harness/routes';
import { MAIN_THREAD_BUDGET as budget } from '../../harness/main-thread-budget';

const live = liveSite();

// Every route in both themes on a phone's screen, as Lighthouse's mobile run loads it: the main
// thread's processor time over the visit and while the page then sits open must stay within
// the budget (docs/architecture.md#the-main-threads-budget). Processor time, not wall-clock
// time, and the lowest of up to five visits: what a busy machine adds is noise that only adds
// (issue 34), what a change adds is there on every visit.
const fits = ({ visit, idle }: MainThreadWork) =>
  visit.script <= budget.visit.script &&
  visit.styleLayout <= budget.visit.styleLayout &&
  visit.tasks <= budget.visit.tasks &&
  idle.script <= budget.idle.script &&
  idle.styleRecalcs <= budget.idle.styleRecalcs;
for (const theme of ['light', 'dark'] as const) {
  const tabs = pagePool(() => live.browser, { theme, width: 390 });
  afterAll(() => tabs.close());

  describe.concurrent(`the main thread's work, ${theme} theme`, () => {
    for (const route of [...builtRoutes(), '/no-such-page']) {
      it(`${route}: within the budget while loading and nothing while open`, ({ expect }) =>
        tabs.visit(async (page) => {
          // A new tab first loads the site once, unmeasured: every visit measured is then a
          // second one (the loader's code compiled and cached), so that all are alike.
          if (page.url() === 'about:blank') await page.goto(live.server.url + '/no-such-page', { waitUntil: 'networkidle' });
          const { visit, idle, visits } = await lowestWork(page, live.server.url + route, fits);
          const seen = `${route}: the lowest of ${visits} visits ${JSON.stringify(visit)}, then idle ${JSON.stringify(idle)}`;
          expect(visit.script, seen).toBeLessThanOrEqual(budget.visit.script);
          expect(visit.styleLayout, seen).toBeLessThanOrEqual(budget.visit.styleLayout);
          expect(visit.tasks, seen).toBeLessThanOrEqual(budget.visit.tasks);
          expect(idle.script, seen).toBeLessThanOrEqual(budget.idle.script);
          expect(idle.styleRecalcs, seen).toBeLessThanOrEqual(budget.idle.styleRecalcs);
        }));
    }
  });
}

// What keeps the first layout small (docs/decisions/content-visibility.md): a page's later
// sections are laid out as they near the screen, not before the first paint.
describe('the first layout', () => {
  const tabs = pagePool(() => live.browser, { width: 390 });
  afterAll(() => tabs.close());

  it('covers the first screen: the last section is drawn only once scrolled near', () =>
    tabs.visit(async (page) => {
      await page.goto(live.server.url + '/', { waitUntil: 'load' });
      // Chrome decides what is near the screen as it renders a frame: two frames on.
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
      const last = page.locator('main > section').last();
      const drawn = () => last.locator('> *').first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn()).toBe(false);
      await scrollIntoSight(last);
      expect(await drawn()).toBe(true);
    }));
});
