import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { rootDir } from '../../src/core/paths';
import { fixtureDist, liveDist } from '../../harness/routes';
import { startServer } from '../../harness/server';

/**
 * Makes a build current before tests read it: `npm run build` (with `--fixture`, the tests' site),
 * which redoes only what changed, so a lone `npm run test:server` never reads a stale or missing
 * build. `npm test` has just made both and says so (BUILDS_CURRENT), so it skips this.
 */
export function ensureBuild(which: 'fixture' | 'live'): void {
  if (process.env.BUILDS_CURRENT === '1') return;
  console.log(`Bringing the ${which === 'fixture' ? "tests' site's" : "live site's"} build up to date (npm run build${which === 'fixture' ? ' -- --fixture' : ''})...`);
  const args = [path.join(rootDir, 'scripts/run-bundled.mjs'), 'scripts/build.ts', ...(which === 'fixture' ? ['--fixture'] : [])];
  // As `npm run build` runs: neither this process's content folder nor its build folder.
  const { CONTENT_DIR, DIST_DIR, ...env } = process.env;
  const r = spawnSync(process.execPath, args, { cwd: rootDir, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`building the ${which} site failed`);
}

/**
 * The browser project's global setup: one server on the tests' site for all its files, instead
 * of one per file, and one on the live site for the route sweep (tests/support/live.ts hands
 * them out with each process's Chromium). This runs in the runner's own process, without the
 * projects' env: each server is told which content it serves.
 */
export default async function setup(project: TestProject) {
  ensureBuild('fixture');
  ensureBuild('live');
  const [fixture, live] = await Promise.all([
    startServer({ distDir: fixtureDist, env: { CONTENT_DIR: 'tests/fixtures/site' } }),
    startServer({ distDir: liveDist, env: { CONTENT_DIR: '' } }),
  ]);
  project.provide('siteUrl', fixture.url);
  project.provide('liveSiteUrl', live.url);
  return () => Promise.all([fixture.stop(), live.stop()]);
}
