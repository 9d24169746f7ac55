// `npm run test:repeat -- N [--load] [--reuse-modules] [--keep] [-- vitest arguments]`: is the
// suite green wherever it runs? Clones the current commit into a fresh temporary folder, installs
// it (`npm ci`), runs `npm test` there N times in a row and reports each run's result and wall
// time. Vitest retries nothing (vite.config.ts), so a run is green only if every test passed the
// first time. Arguments after a second `--` go to each `npm test` (a file, `-t name`).
//   --load            keeps one core busy with a process of its own for the whole time: the
//                     "busy machine" a suite must stay green on
//   --reuse-modules   copies this checkout's node_modules (without its caches) instead of
//                     `npm ci`: no network and no native build (about two minutes on an idle
//                     machine; the copy is disk-bound, so a busy disk slows it too); the packages
//                     are this checkout's, so use it only when package-lock.json is what they came from
//   --keep            leaves the clone in place afterwards (the logs are always kept)
//   --content-edits   instead of N runs on one commit: before each run, one more of a marketer's
//                     edits of the live content (harness/content-edits.ts: the docs' example page
//                     and post added, a landing page removed and another renamed, the phone and the
//                     check-in time changed, the home page's blocks reordered), committed in the
//                     clone; proof that a content edit that validates never turns `npm test` red
// Uncommitted changes are not in the clone: commit first. The figures go to
// bench/results/test-repeat-<day>.json.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { saveResult } from './bench/results';
import { contentEdits } from '../harness/content-edits';

const all = process.argv.slice(2);
const [args, testArgs] = all.includes('--') ? [all.slice(0, all.indexOf('--')), all.slice(all.indexOf('--') + 1)] : [all, []];
const editsMode = args.includes('--content-edits');
let runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const load = args.includes('--load');
const reuseModules = args.includes('--reuse-modules');
const keep = args.includes('--keep');
const unknown = args.filter((a) => !/^\d+$/.test(a) && !['--load', '--reuse-modules', '--keep', '--content-edits'].includes(a));
if (unknown.length || runs < 1) {
  console.error(`Usage: npm run test:repeat -- N [--load] [--reuse-modules] [--keep] [-- vitest arguments] (not understood: ${unknown.join(' ') || runs})`);
  process.exit(2);
}

const git = (...a: string[]) => execFileSync('git', a, { cwd: rootDir, encoding: 'utf8' }).trim();
const commit = git('rev-parse', 'HEAD');
if (git('status', '--porcelain', '--untracked-files=no')) console.warn('Uncommitted changes are not tested: the clone is of the last commit.');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'test-repeat-'));
const clone = path.join(work, 'repo');
const logs = path.join(work, 'logs');
fs.mkdirSync(logs);
const children = new Set<ChildProcess>();
let loader: ChildProcess | undefined;

/** Runs a command in the clone, its output to `log`; resolves with its exit code and wall time. */
function run(cmd: string, cmdArgs: string[], log: string): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  const out = fs.openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: clone, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '0' } });
    children.add(child);
    child.on('close', (code, signal) => {
      children.delete(child);
      fs.closeSync(out);
      resolve({ code: code ?? (signal ? 128 : 1), seconds: Math.round((performance.now() - started) / 100) / 10 });
    });
  });
}

function stopAll() {
  loader?.kill();
  for (const c of children) c.kill();
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));

/** The failed tests a run's log names (vitest marks each with ×), or its last lines. */
function failures(log: string): string[] {
  // Colours stripped: vitest paints its FAIL marks.
  const text = fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  const named = [...new Set(text.split('\n').filter((l) => /^\s*(×|FAIL )/.test(l)).map((l) => l.trim()))];
  return named.length ? named.slice(0, 10) : text.trim().split('\n').slice(-5);
}

console.log(`Cloning ${commit.slice(0, 7)} into ${clone}`);
execFileSync('git', ['clone', '--quiet', '--no-checkout', rootDir, clone]);
execFileSync('git', ['-C', clone, 'checkout', '--quiet', commit]);
if (reuseModules) {
  console.log('Copying node_modules (without its caches, as a new clone has none)');
  const started = performance.now();
  // cp keeps the relative links in node_modules/.bin as they are, and is several times faster than fs.cpSync.
  execFileSync('cp', ['-a', path.join(rootDir, 'node_modules'), path.join(clone, 'node_modules')]);
  fs.rmSync(path.join(clone, 'node_modules', '.cache'), { recursive: true, force: true });
  console.log(`  copied in ${Math.round((performance.now() - started) / 1000)} s`);
} else {
  console.log('npm ci');
  const ci = await run('npm', ['ci', '--no-audit', '--no-fund'], path.join(logs, 'npm-ci.log'));
  if (ci.code !== 0) {
    console.error(`npm ci failed (exit ${ci.code}): ${path.join(logs, 'npm-ci.log')}`);
    process.exit(1);
  }
  console.log(`  installed in ${ci.seconds} s`);
}

if (load) {
  // One core kept busy at the same priority as the tests, for as long as they run.
  loader = spawn('sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' });
  console.log(`A load process (pid ${loader.pid}) keeps one core busy`);
}

// The marketer's edits, each committed in the clone before its run (the copied-page check reads git).
const edits = editsMode ? contentEdits(clone) : [];
if (editsMode) runs = edits.length;

const results: { run: number; edit?: string; green: boolean; seconds: number; load: number; failures?: string[] }[] = [];
for (let i = 1; i <= runs; i++) {
  const log = path.join(logs, `run-${i}.log`);
  const edit = edits[i - 1]?.[0];
  if (edit) {
    edits[i - 1][1]();
    execFileSync('git', ['-C', clone, 'add', '-A']);
    execFileSync('git', ['-C', clone, '-c', 'user.name=Marketer', '-c', 'user.email=marketer@example.com', 'commit', '--quiet', '-m', edit]);
    console.log(`edit ${i}: ${edit}`);
  }
  const { code, seconds } = await run('npm', ['test', ...(testArgs.length ? ['--', ...testArgs] : [])], log);
  const green = code === 0;
  results.push({ run: i, ...(edit ? { edit } : {}), green, seconds, load: Math.round(os.loadavg()[0] * 100) / 100, ...(green ? {} : { failures: failures(log) }) });
  console.log(`run ${i}/${runs}: ${green ? 'green' : 'RED'} in ${seconds} s (load ${os.loadavg()[0].toFixed(1)})${green ? '' : `\n    ${failures(log).join('\n    ')}\n    log: ${log}`}`);
}
stopAll();

const green = results.filter((r) => r.green).length;
console.log(`\n| run |${editsMode ? ' after the edit |' : ''} result | wall time |\n|---|${editsMode ? '---|' : ''}---|---|`);
for (const r of results) console.log(`| ${r.run} |${editsMode ? ` ${r.edit} |` : ''} ${r.green ? 'green' : '**red**'} | ${r.seconds} s |`);
console.log(`\n${green} of ${runs} green${load ? ', one core kept busy by another process' : ''}; commit ${commit.slice(0, 7)}; logs in ${logs}`);
console.log(`saved ${saveResult(editsMode ? 'content-edits' : 'test-repeat', { commit, runs, loadProcess: load, reuseModules, testArgs, results })}`);
if (!keep) fs.rmSync(clone, { recursive: true, force: true });
process.exit(green === runs ? 0 : 1);
