import type { DB } from './db';
import type { SiteConfig } from '../core/types/content.gen';
import type { Store } from './store/types';
import { sqliteStore } from './store/sqlite';

/** What every server route receives; tests build their own with a temporary database. */
export interface ServerDeps {
  site: SiteConfig;
  /** Where the functions keep their state; without it, the Store over `db`. */
  store?: Store;
  /** The SQLite database, when the store is the embedded one (tests and scripts read it directly). */
  db?: DB;
  env: Record<string, string | undefined>;
  /** The content folder (the project root, or CONTENT_DIR): private/ is found under it. */
  rootDir: string;
  distDir: string;
  now: () => number;
  log: Pick<Console, 'info' | 'warn' | 'error'>;
  /**
   * The addresses this server is reached at where it listens (`http://127.0.0.1:3000`…), filled
   * once it listens: a page there is its own (src/server/http/own-origin.ts). Unset: only the
   * site's public address, when there is no backend URL.
   */
  origins?: string[];
}

export function storeOf(deps: ServerDeps): Store {
  if (deps.store) return deps.store;
  if (deps.db) return sqliteStore(deps.db);
  throw new Error('ServerDeps needs a store or a SQLite database');
}
