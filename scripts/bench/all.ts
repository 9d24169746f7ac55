// `npm run bench`: bundle sizes per route, then Lighthouse (mobile, median of 3) for a few
// routes against a freshly started server. Build first (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../src/content/paths';
import { startServer } from '../../tests/support/server';
import { lighthouse } from './lighthouse';
import { routeSizes } from './sizes';

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const routes: string[] = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes;
const kb = (n: number) => (n / 1024).toFixed(1) + ' KB';

console.log('Initial JavaScript per route (gzip):');
for (const r of routeSizes(routes)) console.log(`  ${r.route.padEnd(42)} JS ${kb(r.js).padStart(8)}   HTML ${kb(r.html).padStart(8)}`);

const pick = process.argv.slice(2);
const targets = pick.length ? pick : ['/kahibah-accommodation', '/', '/gallery', routes.find((r) => r.startsWith('/blog/')) ?? '/blog'];
const server = await startServer({ distDir: dist });
try {
  console.log('\nLighthouse, mobile, median of 3:');
  for (const route of targets) {
    const s = lighthouse(server.url + route);
    console.log(
      `  ${route.padEnd(36)} performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}  SEO ${s.seo}` +
        `  (LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls.toFixed(3)}, TBT ${Math.round(s.tbtMs)} ms)`,
    );
  }
} finally {
  await server.stop();
}
