import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from './store/location';

export type DB = Database.Database;

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export { dataDir } from './store/location';

/**
 * Opens (creating if needed) the site database and applies pending migrations.
 * WAL lets several server processes share the file; synchronous=FULL makes a write
 * durable before we answer 201, so a crash never loses an acknowledged enquiry.
 */
export function openDb(file = path.join(dataDir(), 'site.db')): DB {
  if (file !== ':memory:') ownerOnly(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * The database holds guests' enquiries (names, e-mail addresses, messages): readable by its
 * owner only. It is created so (SQLite gives its -wal and -shm files the same mode), and one
 * made earlier with the usual 0644 is narrowed.
 */
function ownerOnly(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (fs.statSync(f).mode & 0o077) fs.chmodSync(f, 0o600);
    } catch {
      // not there (yet), or not ours to change: SQLite reports what matters when it opens
    }
  }
}

/** Applies every migrations/NNN-name.sql whose number is above user_version, in order. */
function migrate(db: DB): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
  // Two branches that each added "the next" migration: one would be skipped as already applied.
  const numbers = files.map((f) => f.slice(0, 3));
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice) throw new Error(`Two migrations are numbered ${twice} (${files.filter((f) => f.startsWith(twice)).join(', ')}): renumber the newer one.`);
  let version = current;
  for (const f of files) {
    const n = Number(f.slice(0, 3));
    if (n <= current) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, f), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${n}`);
    }).immediate();
    version = n;
  }
  return version;
}
