// Every tap's answer, per route: INP as the web-vitals library reports it on a phone 4× slower
// than this machine (Chrome's CPU throttling, a 390 × 844 touch screen), and the
// main thread's processor time from the input to the next paint, unthrottled, as the suite's guard
// measures it (tests/browser/interactions.test.ts, harness/interactions.ts) beside its budget.
// Each visit is new and ends with the interaction measured, so its INP also covers the taps that
// brought the page there (opening the viewer before "next"); the column "longest" says which one
// web-vitals found longest. Median of --runs (3) visits each.
//   npx tsx scripts/bench/interactions.ts [route...] [--only <words>] [--runs 3]
// Build first (`npm run build`; DIST_DIR for another build). Results in bench/results/interactions-<date>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { rootDir } from '../../src/core/paths';
import { loadContent } from '../../src/content/load-content';
import { formatCode } from '../../src/core/guide-code';
import { islandsIn } from '../../src/build/budgets';
import { fullChromePath, launchBrowser } from '../../harness/browser';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { INTERACTIONS, afterNextPaint, guideCode, inputOf, interactionWork, phoneContext, prepare, routesFor, type Interaction } from '../../harness/interactions';
import { INTERACTION_BUDGET_MS } from '../../harness/interaction-budget';
import { startServer } from '../../harness/server';
import { median } from './lighthouse';
import { saveResult } from './results';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 3);
const only = option('--only');
const named = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--only');
const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const routes = named.length ? named : (JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes as string[]);
const html = (route: string) => fs.readFileSync(path.join(dist, 'client', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
const islandsOf = (route: string) => islandsIn(html(route)).map((i) => i.name);
// The package's own build for a page's script tag (its exports name only the modules).
const webVitals = fs.readFileSync(path.join(rootDir, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');

// A stay from tomorrow opens the guide with its code, on a server of the bench's own.
const site = loadContent().site;
const stay = stayFrom(Date.now(), site, 1);
guideCode.value = formatCode(accessOf(stay, site).code);
const server = await startServer({ distDir: dist, env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
const browser = await launchBrowser(fullChromePath());

interface Inp {
  value: number;
  longest: string;
  /** Where its time went, as Event Timing splits it: input delay / processing / presentation, ms. */
  split: string;
}

/** One visit on the throttled phone ending with `i`'s tap: web-vitals' INP once the tap has been answered and the browser is idle. */
async function inpOnce(b: Browser, url: string, i: Interaction): Promise<Inp> {
  const ctx = await phoneContext(b);
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every change reported, with the lowest threshold Event Timing allows: a quick tap has a figure too.
    await page.addInitScript(
      `${webVitals};webVitals.onINP(function(m){window.__inp={value:m.value,longest:m.attribution.interactionType+' '+m.attribution.interactionTarget,split:[m.attribution.inputDelay,m.attribution.processingDuration,m.attribution.presentationDelay].map(Math.round).join(' / ')}},{reportAllChanges:true,durationThreshold:16})`,
    );
    await prepare(page, url, i);
    const input = await inputOf(page, i);
    await input();
    await afterNextPaint(page);
    if (!(await i.answered(page))) throw new Error(`${i.name} on ${url}: no answer`);
    // web-vitals reports from an idle callback once the interaction's entries have arrived.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(r, 100)))));
    return ((await page.evaluate('window.__inp')) as Inp | undefined) ?? { value: 0, longest: 'none over 16 ms', split: '' };
  } finally {
    await ctx.close();
  }
}

/** The same visit unthrottled: the main thread's processor time from the input to the next paint. */
async function workOnce(b: Browser, url: string, i: Interaction): Promise<number> {
  const ctx = await phoneContext(b);
  try {
    const w = await interactionWork(await ctx.newPage(), url, i);
    if (!w.answered) throw new Error(`${i.name} on ${url}: no answer`);
    return w.tasks;
  } finally {
    await ctx.close();
  }
}

const rows: { interaction: string; route: string; inpMs: number; longest: string; split: string; inpRuns: number[]; workMs: number; workRuns: number[] }[] = [];
const loads: number[] = [os.loadavg()[0]];
try {
  for (const i of INTERACTIONS.filter((x) => !only || x.name.includes(only)))
    for (const route of routesFor(i, routes, islandsOf)) {
      const inps: Inp[] = [];
      const works: number[] = [];
      for (let n = 0; n < runs; n++) {
        inps.push(await inpOnce(browser, server.url + route, i));
        works.push(await workOnce(browser, server.url + route, i));
      }
      const mid = median(inps.map((x) => x.value));
      const middle = inps.find((x) => x.value === mid)!;
      rows.push({ interaction: i.name, route, inpMs: mid, longest: middle.longest, split: middle.split, inpRuns: inps.map((x) => x.value), workMs: median(works), workRuns: works });
      loads.push(os.loadavg()[0]);
      console.log(`${i.name} ${route}: INP ${inps.map((x) => x.value).join(', ')} ms; main thread ${works.join(', ')} ms`);
    }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nEach tap: INP (web-vitals, CPU 4× slower, median of ${runs}) and the main thread's processor ms from the input to the next paint (unthrottled, median of ${runs}; the suite's budget beside it). Load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.\n`);
console.log('| interaction | route | INP ms | input / processing / presentation ms | longest interaction of the visit | main thread ms | budget |');
console.log('|---|---|---:|---|---|---:|---:|');
for (const r of rows) console.log(`| ${r.interaction} | ${r.route} | ${r.inpMs} | ${r.split} | ${r.longest} | ${r.workMs} | ${INTERACTION_BUDGET_MS} |`);
console.log(`\nsaved ${saveResult(process.env.BENCH_LABEL ? `interactions-${process.env.BENCH_LABEL}` : 'interactions', { dist: path.relative(rootDir, dist) || '.', runs, loads, budget: INTERACTION_BUDGET_MS, rows })}`);
