import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from '../../harness/browser';
import { liveSite } from '../support/live';
import { whenLive } from '../support/islands';

// The browser tests' tabs are lent from test to test (harness/tab-pool.ts): each must
// reach its test as a new one would, or not at all.
const live = liveSite();

/** What a visit may leave behind, read on a page of the site that loads nothing itself. */
async function leftBehind(page: Page, site = live.server.url) {
  await page.goto(site + '/robots.txt');
  return page.evaluate(async (asset) => {
    // `only-if-cached` fails unless the HTTP cache holds the file.
    const cached = await fetch(asset, { cache: 'only-if-cached', mode: 'same-origin' }).then((r) => r.ok, () => false);
    const marked = 'leftBehind' in window;
    const stored = (await caches.keys()).length;
    const workers = (await navigator.serviceWorker.getRegistrations()).length;
    return { cookies: document.cookie, local: localStorage.length, session: sessionStorage.length, cached, marked, stored, workers };
  }, await assetOf(site));
}

let asset = '';
/** The home page's script (named in the head script, which starts it): cached by a visit, immutable for a year. */
async function assetOf(site: string) {
  if (!asset) asset = new URL((await (await fetch(site + '/')).text()).match(/\/assets\/index-[\w-]+\.js/)![0], site).pathname;
  return asset;
}

/**
 * A visit that leaves what it can: a cookie, both storages, the home page's files in the cache,
 * Cache Storage and a service worker (as the unlocked guide keeps), a dialog handler.
 */
async function leaveTraces(page: Page, site = live.server.url) {
  page.on('dialog', () => undefined);
  await page.goto(site + '/');
  // Its script starts once the first screen is shown, and is cached once fetched.
  await whenLive(page);
  await page.evaluate(async () => {
    document.cookie = 'seen=1; max-age=3600';
    localStorage.setItem('seen', '1');
    sessionStorage.setItem('seen', '1');
    await (await caches.open('seen')).put('/seen', new Response('1'));
    await navigator.serviceWorker.register('/guide-sw.js', { scope: '/digital-guide' });
  });
  return leftBehind(page, site);
}

const clean = { cookies: '', local: 0, session: 0, cached: false, marked: false, stored: 0, workers: 0 };

// Each test's tabs are of a width of their own: its second context is the first's tab or a new one.
describe('a tab lent to one test after another', () => {
  it('reaches the next test as a new one: no cookie, storage, cached file, kept cache or worker, extra header or dialog handler of the last', async () => {
    const first = await newContext(live.browser, { width: 1101 });
    const before = live.browser.contexts().length;
    await first.setExtraHTTPHeaders({ 'x-left-behind': '1' });
    // The probe can see each trace: the first visit left them all (the site keeps its landing page in session storage too).
    const traces = await leaveTraces(await first.newPage());
    expect(traces).toMatchObject({ cookies: 'seen=1', local: 1, cached: true, marked: false, stored: 1, workers: 1 });
    expect(traces.session).toBeGreaterThan(0);
    await first.close();

    const second = await newContext(live.browser, { width: 1101 });
    // The same tab, not a new one.
    expect(live.browser.contexts().length).toBe(before);
    const page = await second.newPage();
    expect(await leftBehind(page)).toEqual(clean);
    expect(await (await page.reload())!.request().allHeaders()).not.toHaveProperty('x-left-behind');
    // With no handler left listening, a dialog is dismissed rather than left open (an open one
    // would hold the page for good: the wait is a safety net, far above a dismissal).
    const dialog = page.evaluate(() => alert('nobody listens')).then(() => 'dismissed');
    let timer: NodeJS.Timeout | undefined;
    expect(await Promise.race([dialog, new Promise((r) => (timer = setTimeout(r, 30_000, 'left open')))])).toBe('dismissed');
    clearTimeout(timer);
    await second.close();
  });

  const outliving: [string, (ctx: BrowserContext, page: Page) => Promise<unknown>][] = [
    ['an init script', (ctx) => ctx.addInitScript(() => ((window as unknown as { leftBehind: boolean }).leftBehind = true))],
    ['a route', (_, page) => page.route('**/robots.txt', (r) => r.fulfill({ contentType: 'text/plain', body: 'routed' }))],
  ];
  it.each(outliving.map(([what, fn], i) => ({ what, fn, width: 1102 + i })))('is not lent again once its test set up what outlives a visit: $what', async ({ fn, width }) => {
    const first = await newContext(live.browser, { width });
    const page = await first.newPage();
    await fn(first, page);
    await page.goto(live.server.url + '/robots.txt');
    expect(await page.evaluate(() => document.body.innerText === 'routed' || 'leftBehind' in window)).toBe(true);
    await first.close();

    const second = await newContext(live.browser, { width });
    const next = await second.newPage();
    expect(await leftBehind(next)).toEqual(clean);
    expect(await next.evaluate(() => document.body.innerText)).toMatch(/^User-agent/);
    await second.close();
  });

  it('is not lent again once its test visited two origins, each with storage of its own', async () => {
    const other = live.server.url.replace('127.0.0.1', 'localhost');
    const first = await newContext(live.browser, { width: 1104 });
    const page = await first.newPage();
    await leaveTraces(page);
    expect((await leaveTraces(page, other)).session).toBeGreaterThan(0);
    await first.close();

    const second = await newContext(live.browser, { width: 1104 });
    const next = await second.newPage();
    expect(await leftBehind(next, other)).toEqual(clean);
    expect(await leftBehind(next)).toEqual(clean);
    await second.close();
  });

  it('is lent to one test at a time', async () => {
    const [a, b] = await Promise.all([newContext(live.browser, { width: 1105 }), newContext(live.browser, { width: 1105 })]);
    const [pa, pb] = await Promise.all([a.newPage(), b.newPage()]);
    await leaveTraces(pa);
    expect(await leftBehind(pb)).toEqual(clean);
    await Promise.all([a.close(), b.close()]);
  });
});
