import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, newContext, watchCspViolations } from '../support/browser';
import { liveSite } from '../support/live';
import { hydrateAllIslands } from '../support/islands';
import { builtRoutes } from '../support/routes';

const routes = [...builtRoutes(), '/no-such-page'];

const live = liveSite();

// Every prerendered route, in both themes and at phone and desktop widths: no accessibility
// violations, no Content-Security-Policy violation, and it hydrates without errors or mismatch
// warnings.
for (const theme of ['light', 'dark'] as const) {
  describe(`every route, ${theme} theme`, () => {
    for (const route of routes) {
      it(`${route}: axe and the CSP find no violations, every island hydrates and the console stays clean`, async () => {
        const ctx = await newContext(live.browser, { theme, width: theme === 'light' ? 1280 : 390 });
        const page = await ctx.newPage();
        const errors = collectErrors(page);
        const violations = await watchCspViolations(page);
        await page.goto(live.server.url + route, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        // Production React reports structural hydration mismatches as console errors.
        await hydrateAllIslands(page);
        // Checked with every island live: the calendars drawn, the forms and carousels running,
        // under the site's Content-Security-Policy as the server sends it.
        expect(await axeViolations(page)).toEqual([]);
        expect(await violations()).toEqual([]);
        // A 404 document is expected for the unknown path; nothing else may fail.
        expect(errors.filter((e) => !(route === '/no-such-page' && /404/.test(e)))).toEqual([]);
        await ctx.close();
      });
    }
  });
}
