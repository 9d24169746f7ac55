import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { installedChromium, isHeadlessShell } from '../../scripts/find-tools';
import { WCAG, runAxe } from './axe';

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

export async function newContext(browser: Browser, opts: { width?: number; theme?: 'light' | 'dark'; reducedMotion?: boolean } = {}): Promise<BrowserContext> {
  const width = opts.width ?? 1280;
  const ctx = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
  });
  // Runs in every frame; an embedded map's error page has no storage to set.
  if (opts.theme)
    await ctx.addInitScript((t) => {
      try {
        localStorage.setItem('theme', t);
      } catch {}
    }, opts.theme);
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
