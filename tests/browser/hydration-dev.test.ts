import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { rootDir } from '../../src/content/paths';
import { collectErrors, launchBrowser, newContext } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { builtRoutes } from '../support/routes';
import { hydrateAllIslands } from '../support/islands';

// Production React only reports structural mismatches; the development build reports every
// text and attribute difference between the prerendered HTML and the first client render.
// Inside the project: the SSR bundle resolves react from the project's node_modules.
const dist = path.join(rootDir, 'dist-hydration-test');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: rootDir, stdio: 'pipe', env: { ...process.env, DIST_DIR: dist, BUILD_MODE: 'development' } });
  [server, browser] = await Promise.all([startServer({ distDir: dist }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const routes = fs.existsSync(path.join(rootDir, 'dist', 'build.json')) ? builtRoutes(path.join(rootDir, 'dist')) : ['/'];

for (const theme of ['light', 'dark'] as const) {
  describe(`development build, ${theme} theme`, () => {
    for (const route of routes) {
      it(`${route}: every island hydrates without a mismatch warning`, async () => {
        const ctx = await newContext(browser, { theme });
        const page = await ctx.newPage();
        const errors = collectErrors(page);
        page.on('console', (m) => /hydrat|did not match|server rendered/i.test(m.text()) && errors.push(m.text()));
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        await hydrateAllIslands(page);
        await page.waitForTimeout(100);
        expect([...new Set(errors)].map((e) => e.slice(0, 300))).toEqual([]);
        await ctx.close();
      });
    }

    // The server writes the reference and the wording's choice into this page for the form's
    // no-JavaScript confirmation; the form's first client render must accept them.
    it('/contact as the no-JavaScript confirmation fills it in: hydrates without a mismatch warning, keeps the reference', async () => {
      const ctx = await newContext(browser, { theme });
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      page.on('console', (m) => /hydrat|did not match|server rendered/i.test(m.text()) && errors.push(m.text()));
      await page.goto(server.url + '/contact?sent=1&ref=ABCD2345&delivery=email#enquiry-sent', { waitUntil: 'networkidle' });
      await hydrateAllIslands(page);
      await page.waitForTimeout(100);
      expect([...new Set(errors)].map((e) => e.slice(0, 300))).toEqual([]);
      const notice = page.locator('#enquiry-sent');
      expect(await notice.innerText()).toMatch(/^Thank you, your message has been sent\s.*\sYour reference is ABCD2345\.$/s);
      await ctx.close();
    });
  });
}
