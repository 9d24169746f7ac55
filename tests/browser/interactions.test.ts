import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { liveSite } from '../support/live';
import { INTERACTIONS, guideCode, interactionWork, phoneContext, routesFor, type Interaction } from '../../harness/interactions';
import { INTERACTION_BUDGET_MS } from '../../harness/interaction-budget';
import { MOST_VISITS } from '../../harness/main-thread';
import { builtRoutes, distDir } from '../../harness/routes';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { islandsIn } from '../../src/build/budgets';
import { loadContent } from '../../src/content/load-content';
import { formatCode } from '../../src/core/guide-code';

// Every tap a visitor makes on the islands and the chrome must answer within 100 ms on a phone 4×
// slower than this machine (INP): here, the main thread's processor time from the input to the
// next paint, within the budget (harness/interaction-budget.ts). Processor time, not wall-clock
// time, and the lowest of up to five visits (MOST_VISITS), as the main-thread guard holds a visit
// (docs/architecture.md#the-main-threads-budget): what a busy machine adds is noise that only adds,
// what a slow handler adds is there on every visit. The answer itself (the menu open, the next
// photo...) is checked after the measurement, so a tap that did nothing never passes. One at a
// time: Chrome records one trace at a time.
const site = loadContent().site;
const stay = stayFrom(Date.now(), site, 1);
guideCode.value = formatCode(accessOf(stay, site).code);
const live = liveSite({ GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) });

const html = (route: string) => fs.readFileSync(path.join(distDir(), 'client', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
const islandsOf = (route: string) => islandsIn(html(route)).map((i) => i.name);

/** Up to five visits ending with the tap, each in a new tab on a phone's screen, until one fits: the lowest figure. */
async function lowestWork(i: Interaction, url: string) {
  const seen: number[] = [];
  for (let visit = 0; visit < MOST_VISITS && !(seen.length && Math.min(...seen) <= INTERACTION_BUDGET_MS); visit++) {
    const ctx = await phoneContext(live.browser);
    try {
      const work = await interactionWork(await ctx.newPage(), url, i);
      if (!work.answered) throw new Error(`${i.name}: the tap was not answered (${url})`);
      seen.push(work.tasks);
    } finally {
      await ctx.close();
    }
  }
  return { tasks: Math.min(...seen), seen };
}

describe('every tap answers at the next paint within the budget', () => {
  // The guard can fail: the menu's tap with a handler that takes 150 ms (a phone: 600) is over it.
  it('fails a tap whose handler takes 150 ms', async ({ expect }) => {
    const menu = INTERACTIONS.find((i) => i.name === 'mobile menu: open')!;
    const ctx = await phoneContext(live.browser);
    try {
      const page = await ctx.newPage();
      await page.addInitScript(() =>
        addEventListener('click', () => {
          for (const until = performance.now() + 150; performance.now() < until; );
        }, true),
      );
      const work = await interactionWork(page, live.server.url + '/', menu);
      expect(work.answered).toBe(true);
      expect(work.tasks).toBeGreaterThan(INTERACTION_BUDGET_MS);
    } finally {
      await ctx.close();
    }
  });
  for (const i of INTERACTIONS) {
    const route = routesFor(i, builtRoutes(), islandsOf)[0];
    it(`${i.name} (${route})`, async ({ expect }) => {
      const { tasks, seen } = await lowestWork(i, live.server.url + route);
      expect(tasks, `${i.name} on ${route}: main-thread ms from the input to the next paint, visits ${seen.join(', ')}`).toBeLessThanOrEqual(INTERACTION_BUDGET_MS);
    });
  }
});
