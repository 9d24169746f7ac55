// Where each route's time between first paint and largest paint goes, as Lighthouse 12.8 works it
// out (mobile, simulated throttling). Its simulation estimates the first paint from the requests and
// main-thread tasks that ended before the real first paint, and the largest paint from those that
// ended before the real largest paint; each estimate is the end of the last of them on a slow 4G
// phone (150 ms round trips, a new connection one more, six to an origin over HTTP/1.1). So what
// puts LCP above FCP is a node of the second set that ends after the first estimate: this prints
// those, per route and theme, from one Lighthouse run each (its gathered trace kept in a temporary
// folder), with how long after the real first paint the real largest paint came.
//   npx tsx scripts/bench/largest-paint.ts [route...] [--dark]   (build first; every route by default)
// Results in bench/results/largest-paint-<date>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { startServer } from '../../harness/server';
import { lighthouseOnce } from './lighthouse';
import { saveResult } from './results';

// Lighthouse's own modules (it exports none of these): the artifacts' loader and its Lantern metrics.
const lh = (file: string) => import(path.join(rootDir, 'node_modules/lighthouse/core', file));
const { loadArtifacts } = await lh('lib/asset-saver.js');
const { LanternFirstContentfulPaint } = await lh('computed/metrics/lantern-first-contentful-paint.js');
const { LanternLargestContentfulPaint } = await lh('computed/metrics/lantern-largest-contentful-paint.js');

interface LanternNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
}
type Timings = Map<LanternNode, { startTime: number; endTime: number }>;

const args = process.argv.slice(2);
const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const named = args.filter((a) => a.startsWith('/'));
const routes = named.length ? named : (JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes as string[]);
const themes = args.includes('--dark') ? (['light', 'dark'] as const) : (['light'] as const);

const describe = (n: LanternNode) =>
  n.type === 'network'
    ? `${n.request!.resourceType} ${n.request!.url.replace(/^https?:\/\/[^/]+/, '')} (${n.request!.transferSize} B, ${n.request!.priority})`
    : `task: ${[...new Set(n.childEvents!.map((e) => e.name).filter((e) => ['ParseHTML', 'Layout', 'Paint', 'EvaluateScript', 'FunctionCall', 'TimerFire'].includes(e)))].join(', ') || 'other'}`;

const rows: { route: string; theme: string; fcpMs: number; lcpMs: number; realFirstPaintMs: number; paintedAfterMs: number; after: string[] }[] = [];
const server = await startServer({ distDir: dist });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'largest-paint-'));
try {
  for (const route of routes)
    for (const theme of themes) {
      const figures = await lighthouseOnce(server.url + route, { dark: theme === 'dark', artifacts: dir });
      const a = await loadArtifacts(dir);
      const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, settings: a.settings, gatherContext: a.GatherContext, simulator: null, URL: a.URL, SourceMaps: a.SourceMaps };
      const context = { computedCache: new Map(), settings: a.settings };
      const fcp = await LanternFirstContentfulPaint.request(data, context);
      const lcp = await LanternLargestContentfulPaint.request(data, context);
      // The optimistic simulation, which on these pages gives the same figures as the pessimistic.
      const fcpAt = fcp.optimisticEstimate.timeInMs as number;
      const timings = lcp.optimisticEstimate.nodeTimings as Timings;
      const t0 = Math.min(...[...timings.keys()].map((n) => n.startTime));
      const after = [...timings]
        .filter(([, t]) => t.endTime > fcpAt + 1)
        .sort((x, y) => y[1].endTime - x[1].endTime)
        .map(([n, t]) => `${describe(n)} ${Math.round(t.startTime)}→${Math.round(t.endTime)} ms (real ${((n.startTime - t0) / 1000).toFixed(0)}→${((n.endTime - t0) / 1000).toFixed(0)})`);
      // The last candidate is the largest paint Lighthouse took.
      const real = (k: string) => (a.Trace.traceEvents as { name: string; ts: number }[]).filter((e) => e.name === k).at(-1)?.ts;
      const paintedAfterMs = Math.round(((real('largestContentfulPaint::Candidate') ?? 0) - (real('firstContentfulPaint') ?? 0)) / 1000);
      const realFirstPaintMs = Math.round(((real('firstContentfulPaint') ?? t0) - t0) / 1000);
      rows.push({ route, theme, fcpMs: Math.round(figures.fcpMs), lcpMs: Math.round(figures.lcpMs), realFirstPaintMs, paintedAfterMs, after });
      console.log(`${route} ${theme}: FCP ${Math.round(figures.fcpMs)}, LCP ${Math.round(figures.lcpMs)} ms; in the real load the first paint at ${realFirstPaintMs} ms, the largest ${paintedAfterMs} ms after it`);
      for (const line of after) console.log(`  ${line}`);
    }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  await server.stop();
}
console.log(`\nload average ${os.loadavg()[0].toFixed(2)}; saved ${saveResult('largest-paint', { rows })}`);
