import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { rootDir } from '../../src/content/paths';
import { collectErrors, launchBrowser, newContext } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { builtRoutes } from '../support/routes';

// Production React only reports structural mismatches; the development build reports every
// text and attribute difference between the prerendered HTML and the first client render.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-dev-build-'));
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

it('every route hydrates without a mismatch warning in a development build, in both themes', async () => {
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    const ctx = await newContext(browser, { theme });
    for (const route of builtRoutes(dist)) {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      page.on('console', (m) => /hydrat|did not match|server rendered/i.test(m.text()) && errors.push(m.text()));
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(100);
      problems.push(...[...new Set(errors)].map((e) => `${theme} ${route}: ${e.slice(0, 300)}`));
      await page.close();
    }
    await ctx.close();
  }
  expect(problems).toEqual([]);
});
