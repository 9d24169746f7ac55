// Every tap's answer, per route, on a phone 4× slower than this machine (Chrome's CPU throttling, a
// 390 × 844 touch screen): the tap's INP (its interaction's longest Event Timing entry, the figure
// web-vitals takes for an interaction) with its split, and the main thread's processor time from
// the input to the next paint, unthrottled, as the suite's guard measures it
// (tests/browser/interactions.test.ts, harness/interactions.ts) beside its budget. Each visit is
// new and ends with the interaction measured; the INP web-vitals reports for the whole visit is
// printed beside the tap's, as it also counts the taps that brought the page there (the guide's
// Unlock, opening the viewer before "next"). Median of --runs (3) visits each.
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
  /** The tap's own figure: the longest Event Timing entry of its interaction (as web-vitals takes an interaction's), ms; 0 under 16 ms. */
  value: number;
  /** Where its time went, as Event Timing splits it: input delay / processing / presentation, ms. */
  split: string;
  /** The visit's INP as web-vitals reports it, with its interaction: the taps that brought the page there count too (the guide's Unlock). */
  visit: string;
}

/** One visit on the throttled phone ending with `i`'s tap: the tap's own INP, and web-vitals' INP of the visit, once the browser is idle. */
async function inpOnce(b: Browser, url: string, i: Interaction): Promise<Inp> {
  const ctx = await phoneContext(b);
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every change reported, with the lowest threshold Event Timing allows: a quick tap has a figure too.
    await page.addInitScript(
      `${webVitals};webVitals.onINP(function(m){window.__inp=m.value+' ms, '+m.attribution.interactionType+' '+m.attribution.interactionTarget},{reportAllChanges:true,durationThreshold:16});` +
        `window.__events=[];new PerformanceObserver(function(l){window.__events.push.apply(window.__events,l.getEntries())}).observe({type:'event',durationThreshold:16,buffered:true})`,
    );
    await prepare(page, url, i);
    const input = await inputOf(page, i);
    const from = await page.evaluate(() => performance.now());
    await input();
    await afterNextPaint(page);
    if (!(await i.answered(page))) throw new Error(`${i.name} on ${url}: no answer`);
    // Entries (and web-vitals' report, from an idle callback) arrive after the frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(r, 100)))));
    const tap = await page.evaluate((t0) => {
      const own = (window as unknown as { __events: PerformanceEventTiming[] }).__events.filter((e) => e.interactionId > 0 && e.startTime >= t0);
      const e = own.sort((a, b) => b.duration - a.duration)[0];
      return e ? { value: e.duration, split: [e.processingStart - e.startTime, e.processingEnd - e.processingStart, e.startTime + e.duration - e.processingEnd].map(Math.round).join(' / ') } : { value: 0, split: '' };
    }, from);
    return { ...tap, visit: ((await page.evaluate('window.__inp')) as string | undefined) ?? 'none over 16 ms' };
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

const rows: { interaction: string; route: string; inpMs: number; split: string; visit: string; inpRuns: number[]; workMs: number; workRuns: number[] }[] = [];
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
      rows.push({ interaction: i.name, route, inpMs: mid, split: middle.split, visit: middle.visit, inpRuns: inps.map((x) => x.value), workMs: median(works), workRuns: works });
      loads.push(os.loadavg()[0]);
      console.log(`${i.name} ${route}: INP ${inps.map((x) => x.value).join(', ')} ms; main thread ${works.join(', ')} ms`);
    }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nEach tap: its INP (Event Timing, as web-vitals takes an interaction's; CPU 4× slower, median of ${runs}; 0 is under 16 ms), beside the INP web-vitals reports for its whole visit, and the main thread's processor ms from the input to the next paint (unthrottled, median of ${runs}; the suite's budget beside it). Load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.\n`);
console.log('| interaction | route | INP ms | input / processing / presentation ms | the visit\'s INP (web-vitals) | main thread ms | budget |');
console.log('|---|---|---:|---|---|---:|---:|');
for (const r of rows) console.log(`| ${r.interaction} | ${r.route} | ${r.inpMs} | ${r.split} | ${r.visit} | ${r.workMs} | ${INTERACTION_BUDGET_MS} |`);
console.log(`\nsaved ${saveResult(process.env.BENCH_LABEL ? `interactions-${process.env.BENCH_LABEL}` : 'interactions', { dist: path.relative(rootDir, dist) || '.', runs, loads, budget: INTERACTION_BUDGET_MS, rows })}`);
