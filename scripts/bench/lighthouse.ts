// Lighthouse 12.8 as it runs by default: mobile, simulated throttling (a slow 4G phone with a 4×
// slower CPU, worked out from an unthrottled load). One run's figures, or the median of 3 for a
// URL: scores are noisy on 2 cores. Usage: npx tsx scripts/bench/lighthouse.ts [url...] (needs a
// running server); `npm run bench` runs it side by side with a peer's build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { chromeFlagsFor, fullChromePath } from '../../harness/browser';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire, headers included, as Lighthouse counts them. */
  scriptBytes: number;
  htmlBytes: number;
}

/**
 * One Lighthouse run of `url`; `dark` asks the page for the dark theme (prefers-color-scheme);
 * `artifacts` keeps what it gathered (its trace and network log) in that folder.
 * Lighthouse runs in a child process while this one stays free to answer (the bench's static
 * server lives in this process).
 */
export async function lighthouseOnce(url: string, { dark = false, artifacts }: { dark?: boolean; artifacts?: string } = {}): Promise<Figures> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`);
  const flags = [...chromeFlagsFor(fullChromePath()), ...(dark ? ['--blink-settings=preferredColorScheme=0'] : [])];
  // Lighthouse now and then fails to record the trace (NO_NAVSTART, up to twice in a row on this
  // machine): such a run is retried. The not-found page answers 404, as it should: measured all
  // the same (--ignore-status-code).
  const run = () =>
    new Promise<boolean>((done) =>
      spawn(path.join(rootDir, 'node_modules/.bin/lighthouse'), [url, ...(artifacts ? [`-GA=${artifacts}`] : []), '--output=json', `--output-path=${out}`, '--quiet', '--form-factor=mobile', '--ignore-status-code', `--chrome-flags=${flags.join(' ')}`], {
        env: { ...process.env, CHROME_PATH: fullChromePath() },
        stdio: 'inherit',
      }).on('exit', (code) => done(code === 0)),
    );
  const ATTEMPTS = 4;
  let ok = false;
  for (let attempt = 1; attempt <= ATTEMPTS && !ok; attempt++) ok = await run();
  if (!ok) throw new Error(`lighthouse failed ${ATTEMPTS} times for ${url}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const c = report.categories;
  const bytes = (type: string) => (report.audits['resource-summary'].details.items as { resourceType: string; transferSize: number }[]).find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: c.performance.score * 100,
    accessibility: c.accessibility.score * 100,
    'best-practices': c['best-practices'].score * 100,
    seo: c.seo.score * 100,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    scriptBytes: bytes('script'),
    htmlBytes: bytes('document'),
  };
}

/** Each figure's median over runs (not one run's figures: the median run for each). */
export function medians(runs: Figures[]): Figures {
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as unknown as Figures;
}

export async function lighthouse(url: string, runs = 3, opts: { dark?: boolean } = {}): Promise<Figures> {
  const figures: Figures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await lighthouseOnce(url, opts));
  return medians(figures);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  for (const url of urls.length ? urls : ['http://127.0.0.1:3000/kahibah-accommodation']) {
    const s = await lighthouse(url);
    console.log(
      `${url}\n  performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}  SEO ${s.seo}` +
        `  (FCP ${Math.round(s.fcpMs)} ms, LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls.toFixed(3)}, TBT ${Math.round(s.tbtMs)} ms; median of 3)`,
    );
  }
}
