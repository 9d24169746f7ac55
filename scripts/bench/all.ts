// `npm run bench`: page speed as the issue-37 table measured it, Lighthouse 12.8's defaults
// (mobile, simulated throttling), the median of 3 runs per page, beside the JavaScript budgets
// from the build, then the server under load beside sirv-cli. Build first (`npm run build`).
//   npm run bench                          a representative set of routes, light theme
//   npm run bench -- --all                 every route and the not-found page, both themes
//   npm run bench -- /gallery /about       the routes named
//   npm run bench -- --peer <dir-or-url>   also a peer site's home page (a built folder is served
//                                          by scripts/bench/static-server.ts) and this site's home
//                                          page served the same way
//   npm run bench -- --before <dist>       also an older build of this site (a DIST_DIR), on its
//                                          own embedded server: before and after in one run
// The runs alternate between the pages (round 1 of each, then round 2...), so a machine growing
// busier mid-run weighs on all of them alike. `--no-server` skips the server under load,
// `--server-only` runs it alone, `--loader` prints what each part of the page's script costs per
// route (scripts/bench/loader.ts). `--pages 1000 [--runs 3]` instead times validate, build and
// rebuilds with that many more landing pages (scripts/bench/pages.ts); `--browsers` the browser
// tests under each of Debian's Chromium builds (scripts/bench/browsers.ts); `--guards` the timings
// the test suite leaves alone: hostile feeds, the server's replies, a warm image rebuild
// (scripts/bench/guards.ts).
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { startServer } from '../../harness/server';
import { lighthouseOnce, medians, type Figures } from './lighthouse';
import { serveStatic } from './static-server';
import { budgets, kb } from './sizes';
import { saveResult } from './results';
import { benchServer, printRows, saveRows } from './server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
if (args.includes('--pages')) {
  const { benchPages, printPages, savePages } = await import('./pages');
  const result = await benchPages(option('--pages', 1000), option('--runs', 3));
  printPages(result);
  console.log(`\nsaved ${savePages(result)}`);
  process.exit(0);
}

if (args.includes('--guards')) {
  await import('./guards');
}

if (args.includes('--browsers')) {
  const { benchBrowsers } = await import('./browsers');
  console.log(`\nsaved ${saveResult('browsers', benchBrowsers())}`);
  process.exit(0);
}

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');

if (args.includes('--loader')) {
  const { benchLoader, printLoader } = await import('./loader');
  const named = args.filter((a) => a.startsWith('/'));
  const result = await benchLoader(dist, named.length ? named : budgets(dist).map((b) => b.route));
  printLoader(result);
  console.log(`\nsaved ${saveResult('loader', result)}`);
  process.exit(0);
}

const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const all = budgets(dist);
// Routes are the arguments starting with a slash, but not an option's folder.
const named = args.filter((a, i) => a.startsWith('/') && !['--peer', '--before'].includes(args[i - 1]));
const routes = args.includes('--server-only')
  ? []
  : args.includes('--all')
    ? [...all.map((b) => b.route), '/no-such-page']
    : named.length
      ? named
      : ['/', '/kahibah-accommodation', '/newcastle-holiday-rentals', '/about', '/features', '/bookings', '/contact', '/gallery', '/digital-guide', all.find((b) => b.route.startsWith('/blog/'))!.route];
const themes = args.includes('--all') ? (['light', 'dark'] as const) : (['light'] as const);

interface Target {
  page: string;
  route: string;
  theme: 'light' | 'dark';
  served: string;
  url: string;
  /** The build's own figures for the route (none for a peer). */
  budget?: { initialGzip: number };
}

const stops: (() => Promise<void>)[] = [];
try {
  const targets: Target[] = [];
  if (routes.length) {
    const server = await startServer({ distDir: dist });
    stops.push(() => server.stop());
    const peer = value('--peer');
    if (peer) {
      // The peer's home page and ours, served alike by a plain static server.
      const peerUrl = /^https?:/.test(peer) ? peer.replace(/\/$/, '') : await served(peer);
      targets.push({ page: 'peer /', route: '/', theme: 'light', served: /^https?:/.test(peer) ? peer : 'static server', url: peerUrl + '/' });
      targets.push({ page: '/', route: '/', theme: 'light', served: 'static server', url: (await served(path.join(dist, 'client'))) + '/', budget: all.find((b) => b.route === '/') });
    }
    const before = value('--before');
    const older = before ? await startServer({ distDir: path.resolve(before) }) : undefined;
    if (older) stops.push(() => older.stop());
    // From the chunks that build recorded per route: today's sources may no longer know its islands.
    const olderBudgets = before
      ? (JSON.parse(fs.readFileSync(path.join(before, 'route-chunks.json'), 'utf8')) as { route: string; initial: string[] }[]).map(({ route, initial }) => ({
          route,
          initialGzip: initial.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(before, 'client', f)), { level: 9 }).length, 0),
        }))
      : [];
    for (const route of routes)
      for (const theme of themes) {
        if (older) targets.push({ page: `${route} (before)`, route, theme, served: 'embedded server', url: older.url + route, budget: olderBudgets.find((b) => b.route === route) });
        targets.push({ page: route, route, theme, served: 'embedded server', url: server.url + route, budget: all.find((b) => b.route === route) });
      }
  }

  const runs = new Map<Target, Figures[]>(targets.map((t) => [t, []]));
  for (let round = 1; round <= 3 && targets.length; round++) {
    console.log(`round ${round} of 3 (${targets.length} pages)...`);
    for (const t of targets) runs.get(t)!.push(await lighthouseOnce(t.url, { dark: t.theme === 'dark' }));
  }
  const rows = targets.map((t) => ({ page: t.page, theme: t.theme, served: t.served, initialGzip: t.budget?.initialGzip, ...medians(runs.get(t)!) }));
  if (rows.length) {
    console.log(`\nLighthouse 12.8, mobile, simulated throttling, median of 3 (load average ${os.loadavg()[0].toFixed(2)} at the end):\n`);
    console.log('| page | theme | served by | perf | FCP ms | LCP ms | TBT ms | CLS | JS KB | HTML KB | JS before any touch (build, gzip) |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.theme} | ${r.served} | ${(r.performance / 100).toFixed(2)} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${(r.scriptBytes / 1024).toFixed(1)} | ${(r.htmlBytes / 1024).toFixed(1)} | ${r.initialGzip === undefined ? '' : kb(r.initialGzip)} |`,
      );
    console.log(`\nsaved ${saveResult('lighthouse', { peer: value('--peer'), before: value('--before'), rows })}`);
  }
} finally {
  for (const stop of stops) await stop();
}

/** A built folder on the plain static server; stopped at the end. */
async function served(dir: string): Promise<string> {
  const s = await serveStatic(dir);
  stops.push(s.stop);
  return s.url;
}

// The server under load, beside sirv-cli on the same files (skip with --no-server).
if (!args.includes('--no-server')) {
  console.log('\nServer on loopback (autocannon, medians of 3 rounds of 10 s per row):\n');
  const result = await benchServer();
  printRows(result);
  console.log(`\nsaved ${saveRows(result)}`);
}
