import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { distDir } from './routes';
import { startServer, type RunningServer } from './server';

/**
 * The real server on the built site and a browser, started before the file's tests and stopped
 * after them. Read `live.server` and `live.browser` inside tests.
 */
export function liveSite(env?: Record<string, string>): { server: RunningServer; browser: Browser } {
  const live = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [live.server, live.browser] = await Promise.all([startServer({ distDir: distDir(), env }), launchBrowser()]);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}
