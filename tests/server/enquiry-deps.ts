import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentDir, siteFile } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import type { DB } from '../../src/server/db';
import type { ServerDeps } from '../../src/server/deps';
import type { SiteConfig } from '../../src/core/types/content.gen';
import { scratchDir } from '../../harness/scratch';

export const site: SiteConfig = parse(fs.readFileSync(siteFile, 'utf8'));

/** Server dependencies for enquiry tests: the real site.yaml and a fresh database file. */
export function enquiryDeps(overrides: Partial<ServerDeps> & { db?: DB } = {}): ServerDeps & { db: DB; dbFile: string } {
  const dir = scratchDir('enquiry-test');
  const dbFile = path.join(dir, 'site.db');
  return {
    site,
    db: openDb(dbFile),
    rootDir: contentDir,
    distDir: path.join(dir, 'dist'),
    now: Date.now,
    log: { info() {}, warn() {}, error() {} },
    dbFile,
    ...overrides,
    // A generated guide secret is kept beside the test's files, never in the project.
    env: { GUIDE_SECRET_FILE: path.join(dir, 'guide-secret'), ...overrides.env },
  };
}
