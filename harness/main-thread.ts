import type { Page } from 'playwright-core';

/**
 * The main thread's work on one visit, from Chrome's Performance domain counted in the thread's
 * processor time (`threadTicks`), not in wall-clock time: a busy machine makes a task wait
 * longer, not cost more processor, so these figures hold on a shared 2-core machine as on an
 * idle one. Durations in ms; counts as counted.
 */
export interface MainThreadWork {
  /** From the navigation until the page has settled (loaded, network quiet, the browser idle). */
  visit: Work;
  /** The next second, with nobody touching the page: what the page costs just by being open. */
  idle: Work;
}

export interface Work {
  /** Every task on the main thread. */
  tasks: number;
  /** Running JavaScript (the loader, islands, timers, observers). */
  script: number;
  /** Style recalculation and layout. */
  styleLayout: number;
  /** How many times style was recalculated: a moving thing the compositor does not draw needs one a frame. */
  styleRecalcs: number;
  layouts: number;
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'RecalcStyleCount', 'LayoutCount'] as const;
type Snapshot = Record<(typeof METRICS)[number], number>;

function between(a: Snapshot, b: Snapshot): Work {
  const ms = (k: keyof Snapshot) => Math.round((b[k] - a[k]) * 10_000) / 10; // seconds → ms, 0.1 ms
  return {
    tasks: ms('TaskDuration'),
    script: ms('ScriptDuration'),
    styleLayout: Math.round((ms('LayoutDuration') + ms('RecalcStyleDuration')) * 10) / 10,
    styleRecalcs: b.RecalcStyleCount - a.RecalcStyleCount,
    layouts: b.LayoutCount - a.LayoutCount,
  };
}

/**
 * Visits `url` in `page` and returns the main thread's work: over the visit until the page has
 * settled, and over the second after. Settled: the load event, no request for half a second,
 * then an idle period of the browser's (islands waiting for idle time or for the screen have
 * loaded and drawn by then). The waits decide when to read the counters, never a result.
 */
export async function measureMainThread(page: Page, url: string): Promise<MainThreadWork> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const snapshot = async (): Promise<Snapshot> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(METRICS.map((k) => [k, metrics.find((m) => m.name === k)?.value ?? 0])) as Snapshot;
    };
    const start = await snapshot();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled, { timeout: 2000 })));
    const settled = await snapshot();
    await page.evaluate(() => new Promise((later) => setTimeout(later, 1000)));
    const after = await snapshot();
    return { visit: between(start, settled), idle: between(settled, after) };
  } finally {
    await cdp.send('Performance.disable').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * How many visits a guard makes before it calls a figure over its budget. Three were not enough
 * beside a first run of the whole suite on a freshly started machine (load 11 on 2 cores): the
 * lowest of three was 1-8% over on three of 300 figures, a real regression being 2x and more.
 */
export const MOST_VISITS = 5;

/**
 * Up to `most` visits of `url`, until one fits: the lowest of each figure over the visits made.
 * Processor time is steadier than the clock but still grows on a busy machine (a core shared with
 * other processes runs slower through cold caches: the home page's style and layout measured
 * 38 ms on an idle machine and 65 ms beside a full test run), and that noise only ever adds. A
 * real regression costs as much on every visit, so it is over the budget on all of them.
 */
export async function lowestWork(page: Page, url: string, fits: (w: MainThreadWork) => boolean, most = MOST_VISITS): Promise<MainThreadWork & { visits: number }> {
  const seen: MainThreadWork[] = [];
  do seen.push(await measureMainThread(page, url));
  while (!fits(seen.at(-1)!) && seen.length < most);
  const lowest = (part: keyof MainThreadWork): Work =>
    Object.fromEntries(Object.keys(seen[0][part]).map((k) => [k, Math.min(...seen.map((w) => w[part][k as keyof Work]))])) as unknown as Work;
  return { visit: lowest('visit'), idle: lowest('idle'), visits: seen.length };
}
