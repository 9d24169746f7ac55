import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { installedChromium, isHeadlessShell } from './find-tools';
import { WCAG, runAxe } from './axe';
import { lentContext } from './tab-pool';

/** The Chromium the tests drive: CHROME_PATH, Debian's headless build, then its full browser. */
export const chromePath = () => installedChromium() ?? '/usr/bin/chromium';

/** The full browser, for benchmarks: their figures stay comparable with what visitors' Chrome does. */
export const fullChromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags for `binary`: the headless build is headless only; the full browser is told which headless mode to use. */
export const chromeFlagsFor = (binary: string) => [
  ...(isHeadlessShell(binary) ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium of this process's own (each test process has one: live.ts). */
export function launchBrowser(executablePath = chromePath()): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromeFlagsFor(executablePath), headless: true });
}

export type VisitorOptions = {
  width?: number;
  theme?: 'light' | 'dark';
  reducedMotion?: boolean;
  /** Embedded Google maps get a small local page: the test machine has no internet. */
  mapStandIn?: boolean;
  /** `false` for a visitor without script (freshContext only). */
  javaScript?: boolean;
};

/**
 * A context for a first-time visitor, lent from this process's pool (tab-pool.ts): its tab may
 * have served an earlier test, and comes to this one as clean as a new one.
 */
export function newContext(browser: Browser, opts: VisitorOptions = {}): Promise<BrowserContext> {
  return lentContext(browser, JSON.stringify([opts.width ?? 1280, opts.theme, Boolean(opts.reducedMotion), Boolean(opts.mapStandIn)]), () => freshContext(browser, opts));
}

/** A new context of its own, never lent again: for a test whose tab must not have served another. */
export async function freshContext(browser: Browser, opts: VisitorOptions = {}): Promise<BrowserContext> {
  const width = opts.width ?? 1280;
  const ctx = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  // Runs in every frame; an embedded map's error page has no storage to set.
  if (opts.theme)
    await ctx.addInitScript((t) => {
      try {
        localStorage.setItem('theme', t);
      } catch {}
    }, opts.theme);
  if (opts.mapStandIn) await ctx.route(/^https:\/\/maps\.google\.com\//, (r) => r.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  return ctx;
}

/** Console errors and page errors, to assert a page loads cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match/i.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Scrolls `target` into view and waits until it is drawn, as a visitor reading it would: sections
 * past the first screen are laid out only as they near it (content-visibility), and until then
 * have no rendered text for innerText.
 */
export async function scrollIntoSight(target: Locator): Promise<void> {
  const first = target.first();
  await first.scrollIntoViewIfNeeded();
  // What a skipped section hides is its content: the section's own box is there all along.
  await first.evaluate(
    (el) =>
      new Promise<void>(function drawn(resolve) {
        if ((el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true })) resolve();
        else requestAnimationFrame(() => drawn(resolve));
      }),
  );
}

/** axe-core violations as readable lines: WCAG 2.x A/AA plus axe's best practices (heading order, landmarks, allowed ARIA roles). */
export function axeViolations(page: Page): Promise<string[]> {
  return runAxe(page, [...WCAG, 'best-practice']);
}

/** Records every Content-Security-Policy violation the pages report, from their first script on (read with cspViolations). */
export async function recordCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
  });
}

/** The policy violations the page's current document reported. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await recordCspViolations(page);
  return () => cspViolations(page);
}
