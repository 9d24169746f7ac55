import path from 'node:path';

type Env = Record<string, string | undefined>;

/** The Postgres address, when one is set: DATABASE_URL, else SUPABASE_DB_URL (which Supabase sets for its functions). */
export function databaseUrl(env: Env): string | undefined {
  return env.DATABASE_URL || env.SUPABASE_DB_URL || undefined;
}

/** The directory holding the SQLite database: DATA_DIR, default ./data. */
export function dataDir(env: Env = process.env): string {
  return path.resolve(env.DATA_DIR || 'data');
}

/**
 * Where the server keeps its state, the one rule for the server, `npm run enquiries` and the
 * Supabase functions: the Postgres database when a URL is set, otherwise the SQLite file under DATA_DIR.
 */
export function storeLocation(env: Env): { url: string; label: string } | { file: string; label: string } {
  const url = databaseUrl(env);
  if (url) return { url, label: `the Postgres database (${new URL(url).host})` };
  const file = path.join(dataDir(env), 'site.db');
  return { file, label: file };
}
