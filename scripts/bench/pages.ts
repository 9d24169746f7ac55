// `npm run bench -- --pages 1000 [--runs 3]`: N more landing pages (copies of one, each with its
// own path, title, description and prose of its own) in a scratch copy of the project,
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

// What the generated prose is made of: a place's sights, what visitors do there, when, who, and
// what lies further off. Every sentence draws three to five of these, so two pages share a run of
// four words only where a sentence's own fixed words do, as two pages a marketer wrote would.
const sights = ['the corner bakery', 'a row of old fig trees', 'the bowling club', 'a community garden', 'the Saturday market', 'a pocket of bushland', 'the creek path', 'the old rail trail', 'a lookout over the lake', 'the surf club', 'the sports oval', 'a little free library', 'the skate park', 'the ocean pool', 'the wetlands boardwalk', 'a tidy row of shops', 'the pub on the corner', 'a park where dogs run free', 'the jetty', 'a bush track up the ridge', 'the cricket ground', 'a Thai place locals swear by', 'the fish and chip shop', 'the botanic garden', 'a mural on the old bank', 'the rowing club', 'a shady reserve', 'the hardware store', 'a coffee cart by the station', 'the farmers co-op'];
const doings = ['an early swim', 'a long lunch', 'a slow breakfast', 'a bike ride', 'a walk with the dog', 'a round of golf', 'an afternoon nap', 'a picnic on the grass', 'a game of backyard cricket', 'a paddle on the lake', 'some birdwatching', 'a browse through the op shops', 'a sunset walk', 'a morning jog', 'a fish off the jetty', 'a visit to the grandparents', 'a day of meetings in town', 'a drive up the coast', 'a kick of the footy', 'a film at the old cinema'];
const whens = ['in the morning', 'after lunch', 'at dusk', 'on a Sunday', 'in winter', 'after rain', 'on weekdays', 'in the school holidays', 'when the wind drops', 'before the crowds', 'late in the afternoon', 'at the weekend', 'in spring', 'on a clear evening', 'when the tide is out'];
const kinds = ['leafy', 'hilly', 'breezy', 'sleepy', 'lively', 'green', 'sunny', 'sheltered', 'friendly', 'tidy', 'old-fashioned', 'growing', 'relaxed', 'close-knit', 'handsome'];
const whos = ['families', 'couples', 'cyclists', 'walkers', 'anglers', 'birdwatchers', 'visiting parents', 'contractors', 'surfers', 'golfers', 'students', 'retirees', 'nurses on placement', 'wedding guests', 'friends on a weekend away'];
const afar = ['the lake', 'the coast', 'the city', 'the motorway', 'the hospital', 'the university', 'the golf course', 'the marina', 'the airport', 'the wine country', 'the headland', 'the river', 'the showground', 'the stadium', 'the national park'];
type Pick = (words: string[]) => string;
const sentences: ((place: string, pick: Pick) => string)[] = [
  (p, w) => `${p} is a ${w(kinds)} suburb known for ${w(sights)} and ${w(sights)}.`,
  (_, w) => `Most ${w(whos)} come here for ${w(doings)} ${w(whens)}, then head for ${w(afar)}.`,
  (_, w) => `From the house it is a short walk to ${w(sights)}, and ${w(afar)} is not much further.`,
  (_, w) => `${w(whens)}, ${w(sights)} is the place to be, while ${w(whos)} make for ${w(afar)}.`,
  (_, w) => `Locals recommend ${w(doings)} near ${w(sights)}, especially ${w(whens)}.`,
  (p, w) => `The streets around ${p} are ${w(kinds)} and ${w(kinds)}, with ${w(sights)} at the end of most of them.`,
  (_, w) => `If you come with ${w(whos)}, try ${w(doings)} and finish the day at ${w(sights)}.`,
  (_, w) => `${w(afar)} is close enough for ${w(doings)}, yet the street itself stays ${w(kinds)}.`,
  (_, w) => `We send ${w(whos)} to ${w(sights)} for ${w(doings)}, and nobody has come back disappointed.`,
  (_, w) => `There is ${w(doings)} to be had ${w(whens)} near ${w(sights)}, a favourite of ${w(whos)}.`,
  (_, w) => `Ask us about ${w(sights)}: it is ${w(kinds)} ${w(whens)} and rarely crowded.`,
  (p, w) => `${p} feels ${w(kinds)} ${w(whens)}, and ${w(sights)} keeps it that way.`,
  // Short ones, for a list's item or a card's line.
  (_, w) => `Try ${w(doings)} ${w(whens)}.`,
  (_, w) => `${w(sights)} is ${w(kinds)} ${w(whens)}.`,
  (_, w) => `Good for ${w(whos)} and ${w(whos)}.`,
];
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * Prose of a page's own about `place`, about as long as `text` and never longer (so it fits the
 * field's schema as the template's text did): whole sentences drawn from the lists above, as many
 * as fit. The copied-page check finds it as unlike another page's as two pages a marketer wrote;
 * shuffling the template's words, as the bench once did, only hid them from its four-word runs.
 */
function prose(text: string, place: string, next: () => number): string {
  const pick = <T,>(items: T[]): T => items[Math.floor(next() * items.length)];
  let out = '';
  for (let tries = 0; tries < 20; tries++) {
    const sentence = `${out && ' '}${capital(pick(sentences)(place, pick))}`;
    if (out.length + sentence.length <= text.length) out += sentence;
  }
  // A text shorter than any sentence: the start of one.
  return out || capital(pick(sentences)(place, pick)).slice(0, text.lastIndexOf(' ') + 1).trim();
}

/**
 * The n-th copy of the Kahibah page of `project` (a copy of the project with the tests' site), as
 * a marketer would make it: its place, path, title and description, and prose of its own in every
 * text long enough to be prose (headings, labels and the hero's badge keep the template's words,
 * with its place),
 * so that neither the duplicate-title rules nor the copied-page check finds it a copy.
 */
export function landingPage(project: string, n: number): string {
  const place = `Benchton ${n}`;
  const next = random(n);
  const rewrite = (v: unknown, key = ''): unknown => {
    if (typeof v === 'string') {
      const named = v.replaceAll('Kahibah', place);
      return v.length > 40 && v.includes(' ') && !['alt', 'label', 'heading', 'badge'].includes(key) ? prose(named, place, next) : named;
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
