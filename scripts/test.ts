// `npm test`: every check, browser tests included, against a fresh production build.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../src/content/paths';
import { findChromium, findPostgres } from './find-tools';

const chrome = findChromium();
const env = { ...process.env, CHROME_PATH: chrome, PG_BIN: findPostgres() };
const tsx = (script: string, extra: string[] = []) => [process.execPath, ['--import', 'tsx', path.join(rootDir, script), ...extra]] as const;
const bin = (name: string) => path.join(rootDir, 'node_modules/.bin', name);

const steps: [string, readonly [string, readonly string[]]][] = [
  ['content validation', tsx('scripts/validate.ts')],
  ['generated types are current', tsx('scripts/gen-types.ts', ['--check'])],
  ['type check', [bin('tsc'), ['--noEmit', '-p', rootDir]]],
  // oxlint's import/no-cycle names every circle it finds, file by file.
  ['no import circles in src/', [bin('oxlint'), ['--import-plugin', '-A', 'all', '-D', 'import/no-cycle', path.join(rootDir, 'src')]]],
  ['production build', tsx('scripts/build.ts')],
  ['unit, server and browser tests', [bin('vitest'), ['run', ...process.argv.slice(2)]]],
];

for (const [name, [cmd, args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args as string[], { stdio: 'inherit', cwd: rootDir, env });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
