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
        return doc?.querySelector('h1')?.textContent === want && performance.now() - (window as unknown as { t0: number }).t0;
      },
      text,
      { polling: 'raf', timeout: 30_000 },
    );
    toPage.push(Math.round((await shown.jsonValue()) as number));
  }
  const result = { keys, route, toFileMs: { median: median(toFile), all: toFile }, toRenderedPageMs: { median: median(toPage), all: toPage }, load: os.loadavg() };
  console.log(`${keys} keystrokes on ${route}: key to file, median ${result.toFileMs.median} ms; key to the re-rendered page, median ${result.toRenderedPageMs.median} ms (load average ${os.loadavg()[0].toFixed(1)})`);
  console.log(`wrote ${saveResult('editor-keystroke', result)}`);
} finally {
  await browser.close();
  await dev.stop();
  fs.rmSync(copy, { recursive: true, force: true });
}
