// Lighthouse mobile scores for a few routes, the median of 3 runs each (scores are noisy on
// 2 cores). Usage: npm run bench -- lighthouse [url...]; needs a running server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/content/paths';
import { chromeFlagsFor, fullChromePath } from '../../tests/support/browser';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function lighthouse(url: string, runs = 3) {
  const results: Record<string, number>[] = [];
  for (let i = 0; i < runs; i++) {
    const out = path.join(os.tmpdir(), `lh-${process.pid}-${i}.json`);
    // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is retried.
    const run = () =>
      spawnSync(
        path.join(rootDir, 'node_modules/.bin/lighthouse'),
        [url, '--output=json', `--output-path=${out}`, '--quiet', '--form-factor=mobile', `--chrome-flags=${chromeFlagsFor(fullChromePath()).join(' ')}`],
        { env: { ...process.env, CHROME_PATH: fullChromePath() }, stdio: 'inherit' },
      ).status === 0;
    if (!run() && !run()) throw new Error(`lighthouse failed twice for ${url}`);
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(out);
    const c = report.categories;
    results.push({
      performance: c.performance.score * 100,
      accessibility: c.accessibility.score * 100,
      'best-practices': c['best-practices'].score * 100,
      seo: c.seo.score * 100,
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
      scriptBytes: (report.audits['resource-summary'].details.items as { resourceType: string; transferSize: number }[]).find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    });
  }
  return Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  for (const url of urls.length ? urls : ['http://127.0.0.1:3000/kahibah-accommodation']) {
    const s = lighthouse(url);
    console.log(
      `${url}\n  performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}  SEO ${s.seo}` +
        `  (LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls.toFixed(3)}, TBT ${Math.round(s.tbtMs)} ms; median of 3)`,
    );
  }
}
