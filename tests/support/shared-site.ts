import type { TestProject } from 'vitest/node';
import { distDir } from './routes';
import { startServer } from './server';

/**
 * The browser project's global setup: one server on the built site for all its files, instead
 * of one per file (tests/support/live.ts hands it out with each process's Chromium).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ distDir: distDir() });
  project.provide('siteUrl', server.url);
  return () => server.stop();
}
