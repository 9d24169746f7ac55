// Finds Debian's PostgreSQL server binaries for the store contract tests (PG_BIN, then
// /usr/lib/postgresql/<version>/bin). When there are none and apt can be used (as root),
// installs Debian's postgresql, saying so; the tests never skip PostgreSQL silently.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y postgresql';

function installed(): string | undefined {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb')));
}

export function findPostgres(): string {
  const found = installed();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("PostgreSQL not found: installing Debian's postgresql with apt-get (one time, about a minute)...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: 'inherit' });
    const now = installed();
    if (now) return now;
  }
  console.error(`PostgreSQL is needed for the store contract tests and was not found.\nInstall it with:\n\n  ${INSTALL}\n\nor set PG_BIN to the folder holding initdb and postgres.`);
  process.exit(1);
}
