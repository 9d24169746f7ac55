import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../harness/browser';
import { isIdle } from '../../harness/tab-pool';
import { distDir } from '../../harness/routes';
import { startServer, type RunningServer } from '../../harness/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server on the built site with default settings, shared by the browser files (tests/support/shared-site.ts). */
    siteUrl: string;
    /** The same on the live site's build (dist/), for the route sweep. */
    liveSiteUrl: string;
  }
}

let launched: Promise<Browser> | undefined;

/**
 * This test process's Chromium, launched on first use and driven in-process by each of its
 * files in turn (one file at a time, each test in contexts of its own). Driving one shared
 * Chromium through Playwright's relay in the runner's main process cost a tenth of the browser
 * tests' processor time. It ends with the process: Chromium leaves when its pipe closes.
 */
export function workerBrowser(): Promise<Browser> {
  launched ??= launchBrowser().then((b) => {
    b.on('disconnected', () => (launched = undefined));
    return b;
  });
  return launched;
}

/** Closes every context a file left open, and leaves the browser and the pool's clean tabs to the process's next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).filter((c) => !isIdle(c)).map((c) => c.close().catch(() => undefined)));
}

/**
 * The built site and the browser, for the file's tests: the shared server on the tests' site,
 * on the live site's build with `'live content'`, or with `env` a server of the file's own
 * (started before its tests and stopped after them). Read `live.server` and `live.browser`
 * inside tests.
 */
export function liveSite(env?: Record<string, string> | 'live content'): { server: Pick<RunningServer, 'url'>; browser: Browser } {
  const live = {} as { server: Pick<RunningServer, 'url'>; browser: Browser };
  let own: RunningServer | undefined;
  beforeAll(async () => {
    const ownEnv = typeof env === 'object' ? env : undefined;
    [own, live.browser] = await Promise.all([ownEnv ? startServer({ distDir: distDir(), env: ownEnv }) : undefined, workerBrowser()]);
    live.server = own ?? { url: inject(env === 'live content' ? 'liveSiteUrl' : 'siteUrl') };
  });
  afterAll(async () => {
    await closeContexts(live.browser);
    await own?.stop();
  });
  return live;
}
