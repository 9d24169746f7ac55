import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/content/load-content';
import { rootDir } from '../../src/content/paths';
import { openDb } from '../../src/server/db';
import type { DB } from '../../src/server/db';
import type { ServerDeps } from '../../src/server/deps';

/** Real dependencies for a server test: the real site.yaml and a fresh database file. */
export function testDeps(overrides: Partial<ServerDeps> & { db?: DB } = {}): ServerDeps & { db: DB } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-test-'));
  return {
    site: loadContent().site,
    db: openDb(path.join(dir, 'site.db')),
    env: {},
    rootDir,
    distDir: path.join(dir, 'dist'),
    now: Date.now,
    log: { info() {}, warn() {}, error() {} },
    ...overrides,
  };
}
