// `npm run bench -- --pages 1000 [--runs 3]`: N more landing pages (copies of one, each with its
// own path, title, description and a little text of its own) in a scratch copy of the project,
// then validate (twice: the second run finds the content it checked), a clean build, and rebuilds
// after one page changes and after nothing changes.
// Prints the median of each: wall time, CPU time and the peak memory of the process with its
// children (the build makes its bundles in a child). Results go to bench/results/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { saveResult } from './results';
import { copyProject } from '../../harness/project-copy';

/** The page every generated one is made from: the tests' site's Kahibah page, in the copy it goes into. */
const templates = new Map<string, unknown>();
const templateIn = (project: string) => {
  if (!templates.has(project)) templates.set(project, YAML.parse(fs.readFileSync(path.join(project, 'pages/kahibah-accommodation.yaml'), 'utf8')));
  return templates.get(project);
};

/** A small seeded generator (mulberry32): the same pages on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Its words in another order: a page's prose of its own, as far as the copied-page check can tell. */
function reworded(text: string, next: () => number): string {
  const words = text.split(' ');
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words.join(' ');
}

/**
 * The n-th copy of the Kahibah page of `project` (a copy of the project with the tests' site), as a marketer would make it: its place, path, title and
 * description, and prose of its own (the words of each sentence long enough to be prose, shuffled),
 * so that neither the duplicate-title rules nor the copied-page check finds it a copy.
 */
export function landingPage(project: string, n: number): string {
  const place = `Benchton ${n}`;
  const next = random(n);
  const rewrite = (v: unknown, key = ''): unknown => {
    if (typeof v === 'string') {
      const named = v.replaceAll('Kahibah', place);
      return v.length > 40 && v.includes(' ') && !['title', 'description', 'alt', 'label'].includes(key) ? reworded(named, next) : named;
    }
    if (Array.isArray(v)) return v.map((x) => rewrite(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rewrite(x, k)]));
    return v;
  };
  const page = rewrite(templateIn(project)) as Record<string, unknown>;
  page.path = `/benchton-${n}-accommodation`;
  // Places on a grid about a kilometre apart, as real suburbs are: each page's nearby-areas block
  // then lists its own neighbours, so every page is linked from some other (the orphan check).
  const lodging = page.lodging as { geo: { latitude: number; longitude: number } };
  lodging.geo = { latitude: Number((-32.5 - (n % 40) * 0.01).toFixed(4)), longitude: Number((151.2 + Math.floor(n / 40) * 0.01).toFixed(4)) };
  page.title = `${place} Accommodation | Quiet Guesthouse Stays`;
  page.description = `Accommodation in ${place}, NSW. A quiet two-bedroom guesthouse near the shops, with free parking and self check-in.`;
  const blocks = page.blocks as { type: string; paragraphs?: string[] }[];
  blocks.find((b) => b.type === 'text')!.paragraphs!.unshift(`Page ${n} of the benchmark says something only it says, number ${n * 7919}.`);
  // blocks stays the last key: the bench appends a block to one page's text.
  return YAML.stringify(page, { lineWidth: 0 });
}

interface Timed {
  seconds: number;
  /** CPU time of the process and everything it started (user + system). */
  cpuSeconds: number;
  /** The most the process and its children held in memory at once (sampled every 50 ms). */
  peakMb: number;
  out: string;
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
const statOf = (pid: number | 'self') => {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};
const PAGE_KB = 4;
const TICKS = 100;

/** Resident memory of `root` and all its descendants, in KB. */
function treeRssKb(root: number): number {
  const stats = new Map<number, string[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      stats.set(Number(d), statOf(Number(d)));
    } catch {
      // Gone between the listing and the read.
    }
  }
  let kb = 0;
  const walk = (pid: number) => {
    kb += Number(stats.get(pid)?.[21] ?? 0) * PAGE_KB;
    for (const [child, st] of stats) if (Number(st[1]) === pid) walk(child);
  };
  walk(root);
  return kb;
}

/** CPU seconds of this process's finished children (cutime + cstime). */
const childCpu = () => {
  const st = statOf('self');
  return (Number(st[13]) + Number(st[14])) / TICKS;
};

/** `npm run validate` and `npm run build` as npm starts them (less npm's own start). */
const commands = {
  validate: ['--import', 'tsx', 'scripts/validate.ts'],
  build: ['scripts/run-bundled.mjs', 'scripts/build.ts'],
};

async function timed(copy: string, command: keyof typeof commands): Promise<Timed> {
  const cpuBefore = childCpu();
  const started = performance.now();
  const child = spawn(process.execPath, commands[command], { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid!))), 50);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`${command} failed (exit ${status}):\n${stdout}\n${stderr}`);
  return { seconds, cpuSeconds: childCpu() - cpuBefore, peakMb: Math.round(peakKb / 1024), out: stdout.trim().split('\n').pop() ?? '' };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

const steps = ['validate', 'validate again', 'build', 'rebuild after one page changed', 'rebuild after no change'] as const;
type Step = (typeof steps)[number];

export interface PagesResult {
  pages: number;
  routes: number;
  runs: number;
  /** Medians over the runs. */
  medians: Record<Step, { seconds: number; cpuSeconds: number; peakMb: number }>;
  samples: Record<Step, Timed[]>;
  /** Load average (1, 5, 15 minutes) before and after: the machine is shared. */
  loadBefore: string;
  loadAfter: string;
}

export async function benchPages(count: number, runs: number): Promise<PagesResult> {
  const loadBefore = load();
  // The tests' site, not the live content: the figures do not move when a marketer edits a page.
  const copy = copyProject();
  const samples = Object.fromEntries(steps.map((s) => [s, [] as Timed[]])) as Record<Step, Timed[]>;
  let routes = 0;
  try {
    for (let n = 1; n <= count; n++) fs.writeFileSync(path.join(copy, `pages/benchton-${n}-accommodation.yaml`), landingPage(copy, n));
    const changed = path.join(copy, 'pages/benchton-1-accommodation.yaml');
    for (let run = 1; run <= runs; run++) {
      // From nothing: no build, and no content remembered as checked (.cache/).
      const clean = () => ['dist', '.cache'].forEach((d) => fs.rmSync(path.join(copy, d), { recursive: true, force: true }));
      clean();
      const validate = await timed(copy, 'validate');
      const again = await timed(copy, 'validate');
      clean();
      const build = await timed(copy, 'build');
      routes = JSON.parse(fs.readFileSync(path.join(copy, 'dist/build.json'), 'utf8')).routes.length;
      fs.appendFileSync(changed, `  - type: text\n    paragraphs: [A line added by run ${run} of the benchmark.]\n`);
      const one = await timed(copy, 'build');
      const none = await timed(copy, 'build');
      const got: Record<Step, Timed> = { validate, 'validate again': again, build, 'rebuild after one page changed': one, 'rebuild after no change': none };
      for (const step of steps) samples[step].push(got[step]);
      console.log(`run ${run} (load ${load()}):`);
      for (const step of steps) console.log(`  ${row(step, got[step])}`);
      console.log(`  build said: ${build.out}\n  rebuild said: ${one.out}`);
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  const medians = Object.fromEntries(
    steps.map((s) => [s, { seconds: median(samples[s].map((t) => t.seconds)), cpuSeconds: median(samples[s].map((t) => t.cpuSeconds)), peakMb: median(samples[s].map((t) => t.peakMb)) }]),
  ) as PagesResult['medians'];
  return { pages: count, routes, runs, medians, samples, loadBefore, loadAfter: load() };
}

const row = (step: string, t: { seconds: number; cpuSeconds: number; peakMb: number }) =>
  `${step.padEnd(32)} ${t.seconds.toFixed(1).padStart(6)} s   CPU ${t.cpuSeconds.toFixed(1).padStart(6)} s   peak memory ${String(t.peakMb).padStart(5)} MB`;

export function printPages(r: PagesResult) {
  console.log(`\n${r.pages} landing pages added, ${r.routes} routes, median of ${r.runs} (load average before ${r.loadBefore}, after ${r.loadAfter} on ${os.availableParallelism()} cores):`);
  for (const step of steps) console.log(`  ${row(step, r.medians[step])}`);
}

export function savePages(r: PagesResult): string {
  return saveResult('pages', r);
}
