import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { rootDir } from '../../src/content/paths';
import { fixtureDist, liveDist } from '../../harness/routes';
import { startServer } from '../../harness/server';

/** The tests' site's build (`npm test` makes it; a lone `npm run test:browser` may find none yet). */
export function ensureFixtureBuild(): void {
  if (fs.existsSync(path.join(fixtureDist, 'build.json'))) return;
  console.log("Building the tests' site (npm run build -- --fixture)...");
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts'), '--fixture'], { cwd: rootDir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error("building the tests' site failed");
}

/**
 * The browser project's global setup: one server on the tests' site for all its files, instead
 * of one per file, and one on the live site for the route sweep (tests/support/live.ts hands
 * them out with each process's Chromium). This runs in the runner's own process, without the
 * projects' env: each server is told which content it serves.
 */
export default async function setup(project: TestProject) {
  ensureFixtureBuild();
  const [fixture, live] = await Promise.all([
    startServer({ distDir: fixtureDist, env: { CONTENT_DIR: 'tests/fixtures/site' } }),
    startServer({ distDir: liveDist, env: { CONTENT_DIR: '' } }),
  ]);
  project.provide('siteUrl', fixture.url);
  project.provide('liveSiteUrl', live.url);
  return () => Promise.all([fixture.stop(), live.stop()]);
}
