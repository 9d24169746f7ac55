// `npm run bench`: per route, the JavaScript budgets from the build next to Lighthouse (mobile,
// median of 3) against a freshly started server. Build first (`npm run build`). Routes: a
// representative set, the ones named on the command line, or every route with --all.
// `npm run bench -- --pages 1000 [--runs 3]` instead times validate, build and rebuilds with
// that many more landing pages (scripts/bench/pages.ts); `-- --browsers` the browser tests under
// each of Debian's Chromium builds (scripts/bench/browsers.ts); `-- --guards` the timings the test
// suite leaves alone: hostile feeds, the server's replies, a warm image rebuild (scripts/bench/guards.ts).
import path from 'node:path';
import { rootDir } from '../../src/content/paths';
import { startServer } from '../../tests/support/server';
import { lighthouse } from './lighthouse';
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
const all = budgets(dist);
const named = args.filter((a) => a.startsWith('/'));
const targets = args.includes('--server-only')
  ? []
  : args.includes('--all')
  ? all.map((b) => b.route)
  : named.length
    ? named
    : ['/', '/kahibah-accommodation', '/newcastle-holiday-rentals', '/about', '/bookings', '/contact', '/gallery', '/digital-guide', all.find((b) => b.route.startsWith('/blog/'))!.route];

const server = await startServer({ distDir: dist });
try {
  console.log('JavaScript gzip from the build (initial = before any interaction) and Lighthouse mobile, median of 3:\n');
  console.log(['route'.padEnd(42), 'initial'.padStart(8), 'ever'.padStart(8), 'perf'.padStart(5), 'LCP'.padStart(8), 'TBT'.padStart(7), 'CLS'.padStart(6), 'JS sent'.padStart(8), ' a11y/BP/SEO'].join(' '));
  const rows = [];
  for (const route of targets) {
    const b = all.find((x) => x.route === route)!;
    const s = lighthouse(server.url + route);
    rows.push({ route, initialGzip: b.initialGzip, everGzip: b.everGzip, ...s });
    console.log(
      [
        route.padEnd(42),
        kb(b.initialGzip).padStart(8),
        kb(b.everGzip).padStart(8),
        String(s.performance).padStart(5),
        `${(s.lcpMs / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(s.tbtMs)} ms`.padStart(7),
        s.cls.toFixed(3).padStart(6),
        kb(s.scriptBytes).padStart(8),
        ` ${s.accessibility}/${s['best-practices']}/${s.seo}`,
      ].join(' '),
    );
  }
  if (rows.length) console.log(`\nsaved ${saveResult('lighthouse', { rows })}`);
} finally {
  await server.stop();
}

// The server under load, beside sirv-cli on the same files (skip with --no-server).
if (!args.includes('--no-server')) {
  console.log('\nServer on loopback (autocannon, 20 s per row):\n');
  const result = await benchServer();
  printRows(result);
  console.log(`\nsaved ${saveRows(result)}`);
}
