// How long a phone waits for the chat: from the tap on the chat button to a message box on
// screen (the panel's frame or the panel) and to the live panel, on /about (or the routes
// named), under Lighthouse's mobile throttling applied in the browser (slow 4G: 562.5 ms round
// trips, 1.47 Mbit/s down; the CPU 4× slower). The tap comes once the page has settled (no
// request for 0.5 s): either as the visitor's first touch of the page, or after a swipe down the
// page and 3 s of reading. Median of 5 runs each.
// Usage: npx tsx scripts/bench/chat-open.ts [route...]   (build first)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { fullChromePath, launchBrowser } from '../../harness/browser';
import { startServer } from '../../harness/server';

const RUNS = 5;
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({ distDir: path.resolve(rootDir, process.env.DIST_DIR ?? 'dist') });
const browser = await launchBrowser(fullChromePath());
const scenarios = ['first touch', 'after a swipe'] as const;
const rows: { route: string; scenario: string; shown: number[]; live: number[] }[] = [];
try {
  for (const route of routes.length ? routes : ['/about']) for (const scenario of scenarios) {
    const shown: number[] = [];
    const live: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The tap's time, the first frame that shows a message box (the panel's frame, or the panel)
      // and the first that shows the live panel's, in the page's clock. A string: tsx would wrap
      // a function's inner functions in a helper the page does not have.
      await page.addInitScript(`
        addEventListener('touchstart', (e) => {
          if (window.tapAt !== undefined || !e.target.closest?.('[aria-controls="chat-panel"]')) return;
          window.tapAt = performance.now();
          const shown = (selector) => document.querySelector(selector)?.getBoundingClientRect().height > 0;
          const watch = () => {
            window.shownAt ??= shown('[aria-label="Type your message"]:not([hidden] *)') ? performance.now() : undefined;
            if (shown('#chat-panel [aria-label="Type your message"]')) window.liveAt = performance.now();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }, { capture: true, passive: true });
      `);
      await page.goto(server.url + route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      if (scenario === 'after a swipe') {
        for (const [type, y] of [['touchStart', 600], ['touchMove', 450], ['touchMove', 300], ['touchEnd', 300]] as const)
          await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
        await page.waitForTimeout(3000);
      }
      await page.getByRole('button', { name: 'Chat with us' }).tap();
      await page.waitForFunction(() => (window as unknown as { liveAt?: number }).liveAt !== undefined, null, { timeout: 30_000 });
      const t = await page.evaluate(() => {
        const w = window as unknown as Record<'tapAt' | 'shownAt' | 'liveAt', number>;
        return { tapAt: w.tapAt, shownAt: w.shownAt, liveAt: w.liveAt };
      });
      shown.push(Math.round(t.shownAt - t.tapAt));
      live.push(Math.round(t.liveAt - t.tapAt));
      await ctx.close();
    }
    rows.push({ route, scenario, shown, live });
    console.log(`${route} (${scenario})`);
    console.log(`  tap to a message box on screen: median ${median(shown)} ms (${shown.join(', ')})`);
    console.log(`  tap to the live panel:          median ${median(live)} ms (${live.join(', ')})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
const file = path.join(rootDir, 'bench/results', `chat-open-${new Date().toISOString().slice(0, 10)}.json`);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`, rows }, null, 2) + '\n');
console.log(`saved ${path.relative(rootDir, file)}`);
