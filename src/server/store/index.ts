import { openDb, type DB } from '../db';
import { storeLocation } from './location';
import { postgresStore } from './postgres';
import { sqliteStore } from './sqlite';
import type { Store } from './types';

export type { Store } from './types';
export { sqliteStore } from './sqlite';
export { postgresStore } from './postgres';
export { databaseUrl, storeLocation } from './location';

/** Opens the store `storeLocation` names; `db` is the SQLite database when that is the store. */
export function openStore(env: Record<string, string | undefined>, opts: { max?: number } = {}): { store: Store; db?: DB; label: string } {
  const where = storeLocation(env);
  if ('url' in where) return { store: postgresStore(where.url, opts), label: where.label };
  const db = openDb(where.file);
  return { store: sqliteStore(db), db, label: where.label };
}
