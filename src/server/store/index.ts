import path from 'node:path';
import { dataDir, openDb } from '../db';
import { postgresStore } from './postgres';
import { sqliteStore } from './sqlite';
import type { Store } from './types';

export type { Store } from './types';
export { sqliteStore } from './sqlite';
export { postgresStore } from './postgres';

/** The Postgres address, when one is set: DATABASE_URL, else SUPABASE_DB_URL (set in Supabase functions). */
export function databaseUrl(env: Record<string, string | undefined>): string | undefined {
  return env.DATABASE_URL || env.SUPABASE_DB_URL || undefined;
}

/** Postgres when a database URL is set, otherwise the SQLite file under DATA_DIR. */
export function openStore(env: Record<string, string | undefined>): Store {
  const url = databaseUrl(env);
  return url ? postgresStore(url) : sqliteStore(openDb(path.join(dataDir(env as NodeJS.ProcessEnv), 'site.db')));
}
