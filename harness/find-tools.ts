// Finds the Debian programs the tests drive for real: Chromium (browser tests) and the
// PostgreSQL server (store contract tests). Each is looked for where its variable or Debian
// puts it; when missing and apt can be used (as root) it is installed, saying so; otherwise
// npm test stops with the one command to run. Neither is ever skipped silently.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface Tool {
  name: string;
  /** Debian's package. */
  apt: string;
  neededFor: string;
  /** What the variable that overrides the search must name. */
  override: string;
  find(): string | undefined;
}

function findOrInstall(tool: Tool): string {
  const found = tool.find();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${tool.name} not found: installing Debian's ${tool.apt} with apt-get (one time, about a minute)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.apt}`, { stdio: 'inherit' });
    const now = tool.find();
    if (now) return now;
  }
  console.error(
    `${tool.name} is needed for ${tool.neededFor} and was not found.\nInstall it with:\n\n` +
      `  sudo apt-get update && sudo apt-get install -y ${tool.apt}\n\nor set ${tool.override}.`,
  );
  process.exit(1);
}

/** Debian's headless build of Chromium (chromium-headless-shell), which is headless only. */
export const isHeadlessShell = (binary: string) => /headless[-_]shell/.test(binary);

/**
 * CHROME_PATH, then Debian's headless build of Chromium, then its full browser. Both are built
 * from the same source and version; the headless one runs the browser tests in under half the
 * processor time (docs/decisions/headless-shell.md).
 */
export const installedChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));

export function findChromium(): string {
  const found = findOrInstall({
    name: 'Chromium',
    apt: 'chromium-headless-shell chromium',
    neededFor: 'the browser tests',
    override: 'CHROME_PATH to a Chromium or Chrome binary',
    find: installedChromium,
  });
  if (!process.env.CHROME_PATH && !isHeadlessShell(found))
    console.log(`Browser tests use ${found}. Debian's headless build runs them in about half the time: apt-get install -y chromium-headless-shell`);
  return found;
}

/** PG_BIN, then the newest /usr/lib/postgresql/<version>/bin: the folder holding initdb and postgres. */
export const findPostgres = () =>
  findOrInstall({
    name: 'PostgreSQL',
    apt: 'postgresql',
    neededFor: 'the store contract tests',
    override: 'PG_BIN to the folder holding initdb and postgres',
    find: () => {
      const root = '/usr/lib/postgresql';
      const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
      const bins = [process.env.PG_BIN, ...versions.map((v) => path.join(root, v, 'bin'))];
      return bins.find((bin) => bin && fs.existsSync(path.join(bin, 'initdb')));
    },
  });
