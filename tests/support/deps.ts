import path from 'node:path';
import { loadContent } from '../../src/content/load-content';
import { contentDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import type { DB } from '../../src/server/db';
import type { ServerDeps } from '../../src/server/deps';
import { scratchDir } from '../../harness/scratch';

/**
 * Real dependencies for a server test without a store: the tests' site.yaml, a quiet log, an
 * empty dist folder. Give it a `store` (the PostgreSQL one) or a `db`, or use testDeps.
 */
export function baseDeps(overrides: Partial<ServerDeps> = {}): ServerDeps {
  const dir = scratchDir('guesthouse-test');
  return {
    site: loadContent().site,
    rootDir: contentDir,
    distDir: path.join(dir, 'dist'),
    now: Date.now,
    log: { info() {}, warn() {}, error() {} },
    ...overrides,
    // A generated guide secret is kept beside the test's files, never in the project.
    env: { GUIDE_SECRET_FILE: path.join(dir, 'guide-secret'), ...overrides.env },
  };
}

/** Real dependencies for a server test: the real site.yaml and a fresh SQLite database file. */
export function testDeps(overrides: Partial<ServerDeps> & { db?: DB } = {}): ServerDeps & { db: DB } {
  const deps = baseDeps(overrides);
  return { ...deps, db: overrides.db ?? openDb(path.join(path.dirname(deps.distDir), 'site.db')) };
}
