// `npm test`: every check, browser tests included, against a fresh production build.
// `npm run test:fast` (`--fast`): content, types and the unit tests only: no build, no server,
// no browser. npm test runs those first too, so a broken type or unit fails within a minute.
// Other arguments go to vitest (a file, `-t name`).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { findChromium, findPostgres } from '../harness/find-tools';

const fast = process.argv.includes('--fast');
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--fast');
const env = fast ? process.env : { ...process.env, CHROME_PATH: findChromium(), PG_BIN: findPostgres() };
const tsx = (script: string, extra: string[] = []) => [process.execPath, '--import', 'tsx', path.join(rootDir, script), ...extra];
// Made as `npm run build` makes it.
const build = (...args: string[]) => [process.execPath, path.join(rootDir, 'scripts/run-bundled.mjs'), 'scripts/build.ts', ...args];
const bin = (name: string, ...args: string[]) => [path.join(rootDir, 'node_modules/.bin', name), ...args];
// A file or name filter may leave one of the runs nothing to do.
const vitest = (...projects: string[]) =>
  bin('vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...(vitestArgs.length ? ['--passWithNoTests', ...vitestArgs] : []));

/** A command to run; `then`, one to run after it in the same place. */
type Step = { name: string; cmd: string[]; buffered?: boolean; env?: NodeJS.ProcessEnv; then?: Step };
const running = new Set<ChildProcess>();

/** Runs a command; a buffered one (it runs beside another) shows its output once it ends. */
function run({ name, cmd: [cmd, ...args], buffered, env: extra, then }: Step): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', cwd: rootDir, env: { ...env, ...extra } });
    running.add(child);
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => {
      running.delete(child);
      process.stdout.write(out);
      if (code !== 0) {
        for (const other of running) other.kill();
        console.error(`\n✖ ${name} failed (exit ${code ?? signal}).`);
        process.exit(code || 1);
      }
      console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(then && run(then));
    });
  });
}

/** Runs each group after the one before; the steps of a group side by side. */
async function runGroups(groups: Step[][]) {
  for (const group of groups) {
    console.log(`\n▶ ${group.map((s) => s.name).join(' and ')}`);
    await Promise.all(group.map(run));
  }
}

// Side by side: each of these leaves a core idle for much of its time.
const checks: Step[][] = [
  [
    { name: 'content validation', cmd: tsx('scripts/validate.ts'), buffered: true },
    { name: 'generated types and docs are current', cmd: tsx('scripts/gen-types.ts', ['--check']), buffered: true },
    // Incremental: a run re-checks only what changed since the last (3.6 s → 1.1 s with nothing changed).
    { name: 'type check', cmd: bin('tsc', '--noEmit', '-p', rootDir, '--incremental', '--tsBuildInfoFile', path.join(rootDir, 'node_modules/.cache/tsc/tsbuildinfo')), buffered: true },
    // `npm run layers`: each layer's folders import only from below, no circles (types included), no
    // script or config imports tests/ (.oxlintrc.json); and through the whole import graph, no
    // render code in the server, no block importing another, no two folders importing each other.
    { name: 'layers and import circles', cmd: tsx('scripts/layers.ts'), buffered: true },
  ],
];

await runGroups(
  fast
    ? [...checks, [{ name: 'unit and live-site tests', cmd: vitest('unit', 'site') }]]
    : [
        ...checks,
        // The unit tests need no build: they run while the two are made. The live site's build is
        // what `npm start` serves and the route sweep visits; the server and browser tests run on
        // the build of the tests' own site (tests/fixtures/site), which no content edit changes.
        [
          {
            name: 'production build',
            cmd: build(),
            buffered: true,
            then: { name: "the tests' site, built", cmd: build('--fixture'), buffered: true },
          },
          { name: 'unit and live-site tests', cmd: vitest('unit', 'site') },
        ],
        // The builds they read were made just now (the global setups would otherwise make them current).
        [{ name: 'server, rebuild and browser tests', cmd: vitest('server', 'rebuilds', 'content-edits', 'browser', 'budgets'), env: { BUILDS_CURRENT: '1' } }],
      ],
);
