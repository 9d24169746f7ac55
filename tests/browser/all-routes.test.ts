import { afterAll, describe, it } from 'vitest';
import { axeViolations, collectErrors, cspViolations, recordCspViolations } from '../../harness/browser';
import { expectNothingCovered } from '../support/fixed-buttons';
import { liveSite } from '../support/live';
import { hydrateAllIslands } from '../support/islands';
import { pagePool } from '../support/page-pool';
import { builtRoutes, liveDist } from '../../harness/routes';

// The live site, whatever its content: what holds for any valid page is checked on every page.
const routes = [...builtRoutes(liveDist), '/no-such-page'];

const live = liveSite('live content');

// One visit per route and theme checks all a visitor meets there: the light theme at desktop
// width, the dark theme on a phone (390 × 844) that prefers reduced motion (the scrolling strips
// stand still, the pause controls are gone). In both, no fixed button may cover a control or a
// line of text at any scroll position (the buttons' band: src/chrome/dock-bar.tsx).
const visits = [
  { theme: 'light', width: 1280, reducedMotion: false },
  { theme: 'dark', width: 390, reducedMotion: true },
] as const;

for (const { theme, width, reducedMotion } of visits) {
  // Each visit arrives as a first-time visitor, in a tab the sweep lends it (page-pool.ts).
  const tabs = pagePool(() => live.browser, { theme, width, reducedMotion }, recordCspViolations);
  afterAll(() => tabs.close());

  describe.concurrent(`every route, ${theme} theme at ${width} px`, () => {
    for (const route of routes) {
      it(`${route}: no fixed button covers a control or text at any scroll position, axe and the CSP find no violations, every island hydrates and the console stays clean`, ({ expect }) =>
        tabs.visit(async (page) => {
          const errors = collectErrors(page);
          await page.goto(live.server.url + route, { waitUntil: 'networkidle' });
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          await expectNothingCovered(page, expect);
          // Production React reports structural hydration mismatches as console errors.
          await hydrateAllIslands(page);
          // Checked with every island live: the calendars drawn, the forms and carousels running,
          // under the site's Content-Security-Policy as the server sends it.
          expect(await axeViolations(page)).toEqual([]);
          expect(await cspViolations(page)).toEqual([]);
          // A 404 document is expected for the unknown path; nothing else may fail.
          expect(errors.filter((e) => !(route === '/no-such-page' && /404/.test(e)))).toEqual([]);
        }));
    }
  });
}
