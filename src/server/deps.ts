import type { DB } from './db';
import type { SiteConfig } from '../types/content.gen';

/** What every server route receives; tests build their own with a temporary database. */
export interface ServerDeps {
  site: SiteConfig;
  db: DB;
  env: Record<string, string | undefined>;
  /** Project root: private/ and dist/ are found under it. */
  rootDir: string;
  distDir: string;
  now: () => number;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
}
