import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromeFlagsFor, chromePath } from './browser';
import { distDir } from './routes';
import { startServer } from './server';

/**
 * The browser project's global setup: one server on the built site and one Chromium for all its
 * files, instead of one of each per file (tests/support/live.ts hands them out).
 */
export default async function setup(project: TestProject) {
  const binary = chromePath();
  const [server, browser] = await Promise.all([
    startServer({ distDir: distDir() }),
    chromium.launchServer({ executablePath: binary, args: chromeFlagsFor(binary), headless: true }),
  ]);
  project.provide('siteUrl', server.url);
  project.provide('browserWs', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
