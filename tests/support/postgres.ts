import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { rootDir } from '../../src/core/paths';

export const INSTALL_COMMAND = 'apt-get install -y postgresql';

/** Debian installs the server binaries per major version under /usr/lib/postgresql/<n>/bin. */
export function postgresBin(base = '/usr/lib/postgresql'): string {
  // npm test passes the folder it found or installed (harness/find-tools.ts).
  if (process.env.PG_BIN && base === '/usr/lib/postgresql' && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  // Never skip: a store test that quietly did not run would look like a passing one.
  if (!newest) throw new Error(`PostgreSQL server binaries not found under ${base}. Install them with:\n\n  ${INSTALL_COMMAND}\n`);
  return path.join(base, newest, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  url: string;
  stop(): void;
}

/**
 * A real, throwaway PostgreSQL server: a fresh data directory, a free port on 127.0.0.1,
 * trust authentication. initdb refuses to run as root, so as root it runs as the `postgres`
 * system user (Debian's package creates it).
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres']);
    if (id.status !== 0) throw new Error(`Running as root, PostgreSQL needs the 'postgres' user to run as; it comes with:\n\n  ${INSTALL_COMMAND}\n`);
    execFileSync('chown', ['-R', 'postgres', dir]);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, cmd), asRoot ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args, { stdio: 'pipe' });

  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // fsync off: the durability of a test database is not what is under test.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', opts, 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A migrated throwaway database for the whole test file: started before its first test and
 * stopped after its last. Read `url` inside tests, once it has started.
 */
export function useMigratedPostgres(): { readonly url: string } {
  let pg: TestPostgres | undefined;
  beforeAll(async () => {
    pg = await startPostgres();
    await supabaseRoles(pg.url);
    await applyMigrations(pg.url);
  }, 120_000);
  afterAll(() => pg?.stop());
  return {
    get url() {
      if (!pg) throw new Error('PostgreSQL has not started yet');
      return pg.url;
    },
  };
}

/**
 * Supabase's API roles with the grants a new Supabase project gives them (its initial schema):
 * anon (the key every browser holds) and authenticated get all privileges on whatever the
 * owner creates in public, so the migrations are tested against what they meet there.
 */
export async function supabaseRoles(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`
      create role anon nologin noinherit;
      create role authenticated nologin noinherit;
      create role service_role nologin noinherit bypassrls;
      grant usage on schema public to anon, authenticated, service_role;
      alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
      alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
      alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`);
  } finally {
    await sql.end();
  }
}

/** The migrations of supabase/migrations, applied in name (timestamp) order. */
export async function applyMigrations(url: string): Promise<string[]> {
  const dir = path.join(rootDir, 'supabase', 'migrations');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const f of files) await sql.unsafe(fs.readFileSync(path.join(dir, f), 'utf8'));
  } finally {
    await sql.end();
  }
  return files;
}
