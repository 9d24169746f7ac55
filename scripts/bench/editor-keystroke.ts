// `npx tsx scripts/bench/editor-keystroke.ts [-- --keys 15]`: the browser editor's loop, a key at
// a time. `npm run dev` in a copy of the project (the tests' site), the editor on a landing page,
// its hero heading typed into one character after another; for each, the time from the key to
// the file holding it, and to the page beside the form showing it (its h1, in a page rendered
// after that write). Prints the medians; results in bench/results/editor-keystroke-<day>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { launchBrowser } from '../../harness/browser';
import { startDevServer } from '../../harness/dev-server';
import { copyProject } from '../../harness/project-copy';
import { saveResult } from './results';

const keys = Number(process.argv[process.argv.indexOf('--keys') + 1]) || 15;
const route = '/kahibah-accommodation';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const copy = copyProject();
const dev = await startDevServer(copy);
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await page.goto(`${dev.url}/__editor/?page=${route}`);
  await page.locator('#block-0').click({ timeout: 60_000 });
  const input = page.locator('#b0_heading');
  await input.fill('Kahibah stays');
  await page.frameLocator('iframe[name="editor-preview"]').locator('h1', { hasText: 'Kahibah stays' }).waitFor({ timeout: 60_000 });
  // The key's moment, in the editor's clock; the preview's frame is read from the same page.
  await page.evaluate(() => addEventListener('keydown', () => ((window as unknown as { t0: number }).t0 = performance.now()), true));
  const file = path.join(copy, 'pages/kahibah-accommodation.yaml');
  const toFile: number[] = [];
  const toPage: number[] = [];
  const asked: number[] = [];
  const html: number[] = [];
  let text = await input.inputValue();
  for (let i = 0; i < keys; i++) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    text += key;
    const started = Date.now();
    await input.press(key);
    while (parse(fs.readFileSync(file, 'utf8'))?.blocks?.[0]?.heading !== text) {
      if (Date.now() - started > 60_000) throw new Error(`the file never held "${text}"`);
      await new Promise((r) => setTimeout(r, 2));
    }
    toFile.push(Date.now() - started);
    const shown = await page.waitForFunction(
      (want) => {
        const doc = document.querySelector<HTMLIFrameElement>('iframe[name="editor-preview"]')?.contentDocument;
        if (doc?.querySelector('h1')?.textContent !== want) return false;
        // When the preview's page was asked for, and when its HTML had arrived, from the key.
        const nav = doc.defaultView!.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const key = performance.timeOrigin + (window as unknown as { t0: number }).t0;
        const from = doc.defaultView!.performance.timeOrigin;
        return { shown: performance.now() - (window as unknown as { t0: number }).t0, asked: from - key, html: from + nav.responseEnd - key };
      },
      text,
      { polling: 'raf', timeout: 30_000 },
    );
    const t = (await shown.jsonValue()) as { shown: number; asked: number; html: number };
    toPage.push(Math.round(t.shown));
    asked.push(Math.round(t.asked));
    html.push(Math.round(t.html));
  }
  const result = { keys, route, toFileMs: { median: median(toFile), all: toFile }, toRenderedPageMs: { median: median(toPage), all: toPage }, toPreviewAskedMs: { median: median(asked), all: asked }, toPreviewHtmlMs: { median: median(html), all: html }, load: os.loadavg() };
  console.log(`${keys} keystrokes on ${route}: key to file, median ${result.toFileMs.median} ms; key to the re-rendered page, median ${result.toRenderedPageMs.median} ms (the page asked for at ${result.toPreviewAskedMs.median}, its HTML in at ${result.toPreviewHtmlMs.median}) (load average ${os.loadavg()[0].toFixed(1)})`);
  console.log(`wrote ${saveResult('editor-keystroke', result)}`);
} finally {
  await browser.close();
  await dev.stop();
  fs.rmSync(copy, { recursive: true, force: true });
}
