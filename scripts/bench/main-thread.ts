// The main thread's work per route as the budget test measures it (harness/main-thread.ts:
// processor time, Chrome's Performance domain in thread ticks, a phone's screen, unthrottled),
// the median of 3 visits, beside the budget, and each page's compressed HTML beside the first
// round trip's 14 KB. `npx tsx scripts/bench/main-thread.ts [route...]` (every route by
// default; build first, or DIST_DIR for another build). Results in bench/results/main-thread-<date>.json.
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { brotliCopy } from '../../src/core/dist-layout';
import { freshContext, launchBrowser } from '../../harness/browser';
import { measureMainThread, type Work } from '../../harness/main-thread';
import { MAIN_THREAD_BUDGET } from '../../harness/main-thread-budget';
import { startServer } from '../../harness/server';
import { median } from './lighthouse';
import { saveResult } from './results';

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const named = process.argv.slice(2).filter((a) => a.startsWith('/'));
const routes = named.length ? named : (JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes as string[]);
const html = (route: string) => brotliCopy(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const server = await startServer({ distDir: dist });
const browser = await launchBrowser();
const rows: { route: string; theme: string; htmlBytes: number; visit: Work; idle: Work }[] = [];
try {
  for (const theme of ['light', 'dark'] as const) {
    const ctx = await freshContext(browser, { width: 390, theme });
    const page = await ctx.newPage();
    for (const route of routes) {
      const visits: Awaited<ReturnType<typeof measureMainThread>>[] = [];
      for (let i = 0; i < 3; i++) visits.push(await measureMainThread(page, server.url + route));
      const mid = (phase: 'visit' | 'idle') =>
        Object.fromEntries(Object.keys(visits[0][phase]).map((k) => [k, median(visits.map((v) => v[phase][k as keyof Work]))])) as unknown as Work;
      rows.push({ route, theme, htmlBytes: fs.existsSync(html(route)) ? fs.statSync(html(route)).size : 0, visit: mid('visit'), idle: mid('idle') });
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const b = MAIN_THREAD_BUDGET;
console.log('Main-thread processor ms over a visit (script / style and layout / all tasks) and style recalculations in the second after, median of 3; compressed HTML:\n');
console.log('| route | theme | script | style + layout | all tasks | idle recalcs | HTML (brotli) |');
console.log('|---|---|---|---|---|---|---|');
console.log(`| budget | | ${b.visit.script} | ${b.visit.styleLayout} | ${b.visit.tasks} | ${b.idle.styleRecalcs} | ${14 * 1024} B |`);
for (const r of rows)
  console.log(`| ${r.route} | ${r.theme} | ${r.visit.script} | ${r.visit.styleLayout} | ${r.visit.tasks} | ${r.idle.styleRecalcs} | ${r.htmlBytes} B |`);
console.log(`\nsaved ${saveResult(process.env.BENCH_LABEL ? `main-thread-${process.env.BENCH_LABEL}` : 'main-thread', { dist: path.relative(rootDir, dist) || '.', budget: b, rows })}`);
