import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { distDir } from './routes';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server on the built site with default settings, shared by the browser files (tests/support/shared-site.ts). */
    siteUrl: string;
    /** The Chromium all browser files drive, each test in a fresh context of its own. */
    browserWs: string;
  }
}

/** The shared Chromium. Closing it only disconnects this file, and closes the contexts it made. */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserWs'));

/**
 * The built site and the browser, for the file's tests: the shared server, or with `env` a
 * server of the file's own (started before its tests and stopped after them). Read
 * `live.server` and `live.browser` inside tests.
 */
export function liveSite(env?: Record<string, string>): { server: Pick<RunningServer, 'url'>; browser: Browser } {
  const live = {} as { server: Pick<RunningServer, 'url'>; browser: Browser };
  let own: RunningServer | undefined;
  beforeAll(async () => {
    [own, live.browser] = await Promise.all([env ? startServer({ distDir: distDir(), env }) : undefined, connectBrowser()]);
    live.server = own ?? { url: inject('siteUrl') };
  });
  afterAll(async () => {
    await live.browser?.close();
    await own?.stop();
  });
  return live;
}
