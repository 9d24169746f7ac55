// What each part of the page's script costs, per route: `npx tsx scripts/bench/loader.ts
// [route...]` (every route by default; build first). Each route is loaded three times on a phone's
// screen under V8's sampling profiler, until it has settled. The main thread's processor time in
// script (Chrome's Performance domain, thread ticks: the same on a busy machine as on an idle one)
// is shared among the parts in proportion to the profiler's samples of each (a sample's own time
// is wall-clock time, which a busy machine stretches), and the median of the three loads is
// printed. Unthrottled: CDP's 4× CPU throttling spins the thread for wall-clock slices, which a
// busy machine makes uneven; Lighthouse's phone takes about 4× these figures.
// Parts of the loader are its source modules (src/client/*.ts...), found through a source map of
// the same client build, made for this run (Vite's `sourcemap: 'hidden'` leaves the code byte for
// byte as the build's); islands and the chunks they import are named by their files. Also the
// gzip size of each of the loader's modules, as the budget test counts it. Results in
// bench/results/loader-<date>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { transformSync } from 'esbuild';
import { build } from 'vite';
import { rootDir } from '../../src/core/paths';
import { launchBrowser } from '../../harness/browser';
import { startServer } from '../../harness/server';
import { saveResult } from './results';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The loader's chunk in `dist`, and for each of its columns the source module it came from. */
async function loaderMap(dist: string): Promise<{ file: string; moduleAt(line: number, column: number): string }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-info/manifest.json'), 'utf8'));
  const file = manifest['index.html'].file as string;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-map-'));
  const env = process.env.NODE_ENV; // Vite sets it to production for its build, not for the server after
  try {
    await build({ configFile: 'vite.config.ts', configLoader: 'runner', root: rootDir, mode: 'production', logLevel: 'error', build: { outDir: out, emptyOutDir: true, sourcemap: 'hidden' } });
    const built = path.join(out, `${file}.map`);
    if (!fs.existsSync(built) || !fs.readFileSync(path.join(out, file)).equals(fs.readFileSync(path.join(dist, 'client', file))))
      throw new Error(`The sources no longer make ${file}: run \`npm run build\` first.`);
    const map = JSON.parse(fs.readFileSync(built, 'utf8')) as { sources: string[]; mappings: string };
    const lines = decode(map.mappings);
    const sources = map.sources.map((s) => path.relative(rootDir, path.resolve(out, 'assets', s)).replace(/^node_modules\/\.?vite.*|^\.\.\/.*/, 'vite'));
    return {
      file,
      moduleAt(line, column) {
        const segments = lines[line] ?? [];
        let found: (typeof segments)[number] | undefined;
        for (const s of segments) if (s[0] <= column) found = s;
        // The chunk's module function (at 0:0: every module's top-level code runs in it) has no one source.
        return found && found.length > 1 ? sources[found[1]!] : 'loader: module start (top-level code)';
      },
    };
  } finally {
    process.env.NODE_ENV = env;
    if (env === undefined) delete process.env.NODE_ENV;
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** What V8's profiler returns (the parts read here). */
interface Profile {
  nodes: { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Samples per part in one CPU profile: each sample goes to the nearest frame with a script of the site's. */
function partsOf(profile: Profile, loader: Awaited<ReturnType<typeof loaderMap>>, origin: string): Record<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const parts: Record<string, number> = {};
  for (const id of profile.samples ?? []) {
    for (let n = nodes.get(id); n; n = nodes.get(parent.get(n.id) ?? -1)) {
      const { url, lineNumber, columnNumber } = n.callFrame;
      if (!url.startsWith(origin)) continue;
      const file = new URL(url).pathname.slice(1);
      const part = file === loader.file ? loader.moduleAt(lineNumber, columnNumber) : file.startsWith('assets/') ? file.replace(/^assets\/|-[\w-]{8}\.js$/g, '') + ' (chunk)' : 'inline script';
      parts[part] = (parts[part] ?? 0) + 1;
      break;
    }
  }
  return parts;
}

export async function benchLoader(dist: string, routes: string[]) {
  const loader = await loaderMap(dist);
  const server = await startServer({ distDir: dist });
  const browser = await launchBrowser();
  const rows: { route: string; parts: Record<string, number> }[] = [];
  try {
    for (const route of routes) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++) {
        // bypassCSP: the settled check below is a string, which the site's policy would not let run.
        const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
        const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')!.value;
        const from = await scriptSeconds();
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
        await cdp.send('Profiler.start');
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        // Settled: the chat's frame fetched, every island that starts without a touch and is near
        // the screen live. A string: tsx would wrap an inner function in a helper the page lacks.
        await page.waitForFunction(`document.querySelector('[data-frame-ready]') && [...document.querySelectorAll('[data-island]')]
          .filter((el) => ['load', 'idle'].includes(el.dataset.when) || (el.dataset.when === 'visible' && [...el.children].some((c) => c.getBoundingClientRect().top < innerHeight + 200)))
          .every((el) => el.hasAttribute('data-hydrated'))`);
        await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled, { timeout: 3000 })));
        const samples = partsOf((await cdp.send('Profiler.stop')).profile, loader, server.url);
        const scriptMs = ((await scriptSeconds()) - from) * 1000;
        const counted = Object.values(samples).reduce((a, b) => a + b, 0);
        runs.push(Object.fromEntries(Object.entries(samples).map(([part, n]) => [part, (n / counted) * scriptMs])));
        await ctx.close();
      }
      const names = [...new Set(runs.flatMap(Object.keys))];
      rows.push({ route, parts: Object.fromEntries(names.map((n) => [n, Math.round(median(runs.map((r) => r[n] ?? 0)) * 10) / 10]).filter(([, ms]) => Number(ms) > 0)) });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const modules: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(dist, 'build-info/chunk-modules.json'), 'utf8'));
  const bytes = Object.fromEntries(
    modules[loader.file]
      .filter((m) => m.startsWith('src/'))
      .map((m) => [m, zlib.gzipSync(transformSync(fs.readFileSync(path.join(rootDir, m), 'utf8'), { loader: 'ts', minify: true, format: 'esm' }).code, { level: 9 }).length]),
  );
  return { loader: loader.file, bytes, rows };
}

export function printLoader(result: Awaited<ReturnType<typeof benchLoader>>) {
  console.log(`The loader (${result.loader}), gzip per module as the budget test counts it:`);
  for (const [m, b] of Object.entries(result.bytes)) console.log(`  ${m.padEnd(40)} ${String(b).padStart(6)} B`);
  console.log('\nProcessor ms per part until the page has settled (unthrottled: a phone takes about 4× as long), median of 3:');
  for (const { route, parts } of result.rows) {
    const total = Object.values(parts).reduce((a, b) => a + b, 0);
    console.log(`${route}  (all script ${total.toFixed(1)} ms)`);
    for (const [part, ms] of Object.entries(parts).sort((a, b) => b[1] - a[1])) console.log(`  ${part.padEnd(40)} ${ms.toFixed(1).padStart(6)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
  const named = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = named.length ? named : (JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes as string[]);
  const result = await benchLoader(dist, routes);
  printLoader(result);
  console.log(`\nsaved ${saveResult('loader', result)}`);
}
