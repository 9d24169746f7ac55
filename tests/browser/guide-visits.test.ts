// The guide across visits and without script: a session that keeps it open (until it ends, is
// locked or its secret changes), a stay's link, the guide opened with no network and erased
// from the device, the plain form post, and the gate's notices. Each case has a server of its
// own: wrong codes count against budgets shared by all clients.
import http from 'node:http';
import { beforeAll, afterAll, describe, it as base } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, freshContext } from '../../harness/browser';
import { closeContexts, workerBrowser } from '../support/live';
import { startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { loadContent } from '../../src/content/load-content';
import { formatCode } from '../../src/core/guide-code';
import { whenGateLive, whenLive } from '../support/islands';

const site = loadContent().site;
/** A stay checking in tomorrow: its code and link open the guide. */
const stay = stayFrom(Date.now(), site, 1);
const CODE = formatCode(accessOf(stay, site).code);
const LINK_KEY = accessOf(stay, site).linkKey;
const FEED = writeFeed([stay, stayFrom(Date.now(), site, 40, 2, 'later@test.example')]);
/** The shared passcode, for the cases about the weak option. */
const PASSCODE = '2580';
const WIFI_PASSWORD = 'Seabreeze-Kahibah-2290';
const guideTabs = (page: Page) => page.getByRole('tablist', { name: 'Guide sections' });
const message = (page: Page) => page.locator('form .message');

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

/** A test's own servers and visitors, stopped and closed when it ends (the tests run side by side). */
type Visits = {
  server(env?: Record<string, string>, dataDir?: string): Promise<RunningServer>;
  /** The gate, hydrated (Unlock enabled), for a visitor with script; or, `at` a link's fragment, the page it opens. */
  gate(s: RunningServer, opts?: Parameters<typeof newContext>[1] & { init?: string; at?: string }): Promise<Page>;
  /** The gate for a visitor without script. */
  noScript(s: RunningServer, width?: number): Promise<Page>;
};
const it = base.extend<{ visits: Visits }>({
  visits: async ({}, use) => {
    const running: RunningServer[] = [];
    const contexts: BrowserContext[] = [];
    await use({
      async server(env = {}, dataDir) {
        const s = await startServer({ distDir: distDir(), dataDir, env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: FEED, ...env } });
        running.push(s);
        return s;
      },
      async gate(s, opts = {}) {
        const ctx = await newContext(browser, opts);
        contexts.push(ctx);
        if (opts.init) await ctx.addInitScript(opts.init);
        const page = await ctx.newPage();
        await page.goto(`${s.url}/digital-guide${opts.at ?? ''}`);
        // With script the gate opens in place and keeps the guide for offline visits; a code sent
        // before the page's script has run would be posted instead, as without script.
        await whenLive(page);
        // A link's page opens the guide at once: its gate is never offered.
        if (!opts.at) await whenGateLive(page);
        return page;
      },
      async noScript(s, width = 1280) {
        const ctx = await freshContext(browser, { width, javaScript: false });
        contexts.push(ctx);
        const page = await ctx.newPage();
        await page.goto(`${s.url}/digital-guide`);
        return page;
      },
    });
    await Promise.all(contexts.map((c) => c.close()));
    await Promise.all(running.map((s) => s.stop()));
  },
});

/** What this origin keeps of the guide on the device: Cache Storage, service workers, the saved session. */
const onDevice = (page: Page) =>
  page.evaluate(async () => ({
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    session: localStorage.getItem('guide-session'),
  }));
const nothingKept = { caches: [], workers: [], session: null };

/** Once the guide is kept for offline use (offline.ts marks the page when the worker has it all). */
const keptOffline = (page: Page) => page.waitForSelector('html[data-guide-offline="ready"]', { state: 'attached' });

async function enter(page: Page, code: string) {
  await page.getByLabel('Passcode').fill(code);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

// Side by side: each test has servers of its own, and one waits seconds for a session to end.
describe.concurrent('a session keeps the guide open', () => {
  it('until it ends (the passcode’s GUIDE_SESSION_DAYS), then the gate is back and the device keeps nothing', async ({ expect, visits: { server, gate } }) => {
    const s = await server({ GUIDE_PASSCODE: PASSCODE, GUIDE_SESSION_DAYS: '0.00005' }); // 4.3 seconds
    const page = await gate(s);
    await enter(page, PASSCODE);
    await guideTabs(page).waitFor();
    await keptOffline(page);
    // The session's own end, as this device was told it (a reload before it opens the guide:
    // tests/browser/digital-guide.test.ts; here the machine may well be slower than 4.3 s).
    const ends = await page.evaluate(() => JSON.parse(localStorage.getItem('guide-session')!).expiresAt as number);
    await expect.poll(() => Date.now() > ends, { timeout: 30_000 }).toBe(true);
    await page.reload();
    await whenGateLive(page);
    expect(await guideTabs(page).count()).toBe(0);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
    await expect.poll(() => onDevice(page)).toEqual(nothingKept);
  });

  it('across a restart of the server, and not once GUIDE_SECRET has changed', async ({ expect, visits: { server, gate } }) => {
    const first = await server();
    const page = await gate(first);
    await enter(page, CODE);
    await guideTabs(page).waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('guide-session'));
    await first.stop();

    // The same data folder, as after a restart (a new port, so the page's storage is carried over).
    const visit = async (s: RunningServer) => {
      const again = await page.context().newPage();
      await again.addInitScript(`localStorage.setItem('guide-session', ${JSON.stringify(saved)})`);
      await again.goto(`${s.url}/digital-guide`);
      return again;
    };
    const restarted = await server({}, first.dataDir);
    const same = await visit(restarted);
    await guideTabs(same).waitFor();
    expect(await same.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    await restarted.stop();

    const newSecret = await server({ GUIDE_SECRET: `${GUIDE_SECRET}, changed` }, first.dataDir);
    const changed = await visit(newSecret);
    await expect.poll(() => message(changed).innerText()).toBe('The guide is locked Your time with the guide on this device has ended. Enter your code to open it again.');
    expect(await guideTabs(changed).count()).toBe(0);
    expect(await changed.evaluate(() => localStorage.getItem('guide-session'))).toBeNull();
  });
});

describe.concurrent("a stay's link", () => {
  it('opens the guide at once, takes its key out of the address, and the guide stays open on this device', async ({ expect, visits: { server, gate } }) => {
    const s = await server();
    const page = await gate(s, { at: `#key=${LINK_KEY}` });
    await guideTabs(page).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Access Granted' }).isVisible()).toBe(true);
    // Replaced, not added: the entry that held the key now reads /digital-guide.
    expect(page.url()).toBe(`${s.url}/digital-guide`);
    await page.reload();
    await guideTabs(page).waitFor();
    // The key was never sent in an address: not in the server's log.
    expect(s.output()).not.toContain(LINK_KEY);
  });

  it('opens the guide when pasted into the address of the gate already open (only the fragment changes)', async ({ expect, visits: { server, gate } }) => {
    const s = await server();
    const page = await gate(s);
    await page.goto(`${s.url}/digital-guide#key=${LINK_KEY}`);
    await guideTabs(page).waitFor();
    expect(page.url()).toBe(`${s.url}/digital-guide`);
  });

  it('says when the guide opens for a stay that has not started, and stays shut', async ({ expect, visits: { server, gate } }) => {
    const s = await server();
    const page = await gate(s, { at: `#key=${accessOf(stayFrom(Date.now(), site, 40, 2, 'later@test.example'), site).linkKey}` });
    await expect.poll(() => message(page).innerText()).toMatch(/^Not open yet Your link opens the guide on \w+day \d+ \w+, a few days before your stay\.$/);
    expect(await guideTabs(page).count()).toBe(0);
  });
});

// The guest arriving at night with no signal: once opened, the guide opens with no network at all
// (here, with its server stopped) until its session ends, and Lock or the end erase it.
describe.concurrent('with no network', () => {
  it('opens again, every tab and the search, from this device; "Lock the guide" erases it', async ({ expect, visits: { server, gate } }) => {
    const s = await server();
    const page = await gate(s, { width: 390 });
    // Nothing of the guide is kept before the unlock.
    expect(await onDevice(page)).toEqual(nothingKept);
    await enter(page, CODE);
    await guideTabs(page).waitFor();
    await keptOffline(page);
    expect(await onDevice(page)).toMatchObject({ caches: expect.arrayContaining(['guide-private', 'guide-shell']), workers: ['/digital-guide'] });
    await s.stop();

    await page.reload();
    await guideTabs(page).waitFor();
    expect(await page.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    for (const name of ['How-To', 'Local Area', 'Quick Links', 'Manuals', 'Search', 'Property']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tabpanel', { name, exact: true }).waitFor();
      expect(await page.locator('[role="tabpanel"]:not([hidden])').count(), name).toBe(1);
    }
    await page.getByRole('combobox', { name: 'Search the guide' }).fill('coffee');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /Coffee nearby/ }).waitFor();
    // Public pages are not the worker's: with the server gone, they are not there.
    expect(await page.evaluate(async () => (await fetch('/about').then((r) => r.status, () => 'no network')) as string | number)).toBe('no network');

    await page.getByRole('button', { name: 'Lock the guide' }).click();
    await page.getByLabel('Passcode').waitFor();
    await expect.poll(() => onDevice(page)).toEqual(nothingKept);
  });

  it('an ended session is erased from the device even with no network', async ({ expect, visits: { server, gate } }) => {
    const s = await server({ GUIDE_PASSCODE: PASSCODE, GUIDE_SESSION_DAYS: '0.0001' }); // 8.6 seconds: the guide is kept for offline visits before it ends, on a loaded machine too
    const page = await gate(s);
    await enter(page, PASSCODE);
    await keptOffline(page);
    await s.stop();
    const ends = await page.evaluate(() => JSON.parse(localStorage.getItem('guide-session')!).expiresAt as number);
    await expect.poll(() => Date.now() > ends, { timeout: 30_000 }).toBe(true);
    // The worker answers no more: the browser's own "no connection" page, not the guide.
    expect(await page.reload().then(() => 'loaded', () => 'failed')).toBe('failed');
    await page.waitForURL(/^chrome-error:/);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
    // Read on a page of the same origin, outside the guide (a plain server on the stopped one's port).
    const plain = http.createServer((_, res) => res.end('plain'));
    await new Promise<void>((resolve) => plain.listen(Number(new URL(s.url).port), '127.0.0.1', resolve));
    try {
      await page.goto(`${s.url}/robots.txt`);
      // (The ended session's note of when it ended stays until the gate next loads: it opens nothing.)
      expect(await onDevice(page)).toMatchObject({ caches: [], workers: [] });
    } finally {
      plain.close();
    }
  });
});

describe.concurrent('without JavaScript', () => {
  it('the Unlock button posts the code and the page answers with the whole guide; a wrong code says why', async ({ expect, visits: { server, noScript } }) => {
    const s = await server();
    const page = await noScript(s, 390);
    expect(await page.getByRole('button', { name: 'Unlock' }).isEnabled()).toBe(true);
    await enter(page, 'K7PM-3XQA');
    await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
    expect(await page.getByLabel('Passcode').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).search).toBe(''); // the code went in the body, not the address
    await enter(page, '12');
    await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode The code is 8 letters and digits, like K7PM-3XQA.');

    await enter(page, CODE);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Charlestown Guesthouse' }).waitFor();
    expect(await page.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Access Granted' }).innerText()).toBe('Access Granted Welcome to your digital guide!');
    // Every section is on the page, How-To steps open, with links to each.
    const nav = page.getByRole('navigation', { name: 'Guide sections' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Property', 'How-To', 'Local Area', 'Quick Links', 'Manuals']);
    for (const id of ['property', 'howto', 'local', 'links', 'manuals']) expect(await page.locator(`#guide-panel-${id}`).isVisible(), id).toBe(true);
    expect(await page.getByText('Open WiFi settings on your phone or laptop.').isVisible()).toBe(true);
    // Only what works without script: no search box nor a word about one, no Copy, Print or manual
    // buttons, the How-To sections as open headings with no toggle.
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByText(/search for anything/i).count()).toBe(0);
    expect(await page.locator('[data-guide]').getByRole('button').allInnerTexts()).toEqual(['Lock the guide']);
    expect(await page.locator('#guide-panel-howto [aria-expanded], #guide-panel-howto .chev').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 3, name: 'Connecting to WiFi' }).isVisible()).toBe(true);

    // A later visit opens it at once; "Lock the guide" ends that.
    await page.goto(`${s.url}/digital-guide`);
    expect(await page.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    expect(await page.getByText('Access Granted').count()).toBe(0);
    await page.getByRole('button', { name: 'Lock the guide' }).click();
    await expect.poll(() => message(page).innerText()).toBe('The guide is locked The guide is locked on this device. Enter your code to open it again.');
    await page.goto(`${s.url}/digital-guide`);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
    expect(await page.getByLabel('Passcode').isVisible()).toBe(true);
  });

  it('is refused from another site, and counted like any try', async ({ expect, visits: { server } }) => {
    const s = await server();
    const post = (code: string, headers: Record<string, string>) =>
      fetch(`${s.url}/digital-guide`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: `passcode=${code}` });
    const foreign = await post(CODE, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain(WIFI_PASSWORD);
    expect((await post(CODE, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const own = { origin: s.url, 'sec-fetch-site': 'same-origin' };
    for (let i = 0; i < 10; i++) expect((await post('K7PM-3XQA', own)).status).toBe(401);
    const locked = await post(CODE, own);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('cache-control')).toBe('no-store');
    expect(await locked.text()).toContain('<strong>Too many attempts</strong> Too many wrong codes were tried from this connection. Try again in 15 minutes, or open the link in your booking message.');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the guide it answers with has no axe violations (${theme})`, async ({ expect, visits: { server, gate, noScript } }) => {
      const s = await server();
      const plain = await noScript(s);
      await enter(plain, CODE);
      await plain.getByText(WIFI_PASSWORD).first().waitFor();
      // The same page in a browser with script (axe runs as one), through the plain session's cookie.
      const page = await gate(s, { theme });
      await page.context().addCookies(await plain.context().cookies());
      await page.goto(`${s.url}/digital-guide`);
      await page.getByRole('navigation', { name: 'Guide sections' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }, 120_000);
  }
});

describe.concurrent('notices', () => {
  /** Counts, from now on, the most times the page ever said `words` at once (every change, however brief). */
  const watchSaying = (page: Page, words: string) =>
    page.evaluate((words) => {
      const w = window as unknown as { mostSaid: number };
      w.mostSaid = 0;
      const count = () => (w.mostSaid = Math.max(w.mostSaid, document.body.textContent!.split(words).length - 1));
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, words);
  const mostSaid = (page: Page) => page.evaluate(() => (window as unknown as { mostSaid: number }).mostSaid);

  for (const width of [390, 1280]) {
    it(`three wrong codes, a code of no code's shape and a lock are each said once, under the field, and nothing is laid over the page (${width} px)`, async ({ expect, visits: { server, gate } }) => {
      const s = await server();
      const page = await gate(s, { width });
      const overlay = () => page.evaluate(() => [...document.body.querySelectorAll('*')].filter((el) => getComputedStyle(el).position === 'fixed' && el.textContent!.includes('Invalid')).length);
      await watchSaying(page, 'Invalid Passcode');
      for (let i = 0; i < 3; i++) {
        await enter(page, 'K7PM-3XQA');
        await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
      }
      await enter(page, '12');
      await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode The code is 8 letters and digits, like K7PM-3XQA.');
      // However slow the machine, never said twice, not even for a moment, and never over the page.
      expect(await mostSaid(page)).toBe(1);
      expect(await overlay()).toBe(0);
      // The right code: the gate and its message give way to the guide.
      await enter(page, CODE);
      await guideTabs(page).waitFor();
      expect(await page.getByText('Invalid Passcode').count()).toBe(0);
      await watchSaying(page, 'The guide is locked on this device.');
      await page.getByRole('button', { name: 'Lock the guide' }).click();
      await expect.poll(() => message(page).innerText()).toBe('The guide is locked The guide is locked on this device. Enter your code to open it again.');
      expect(await mostSaid(page)).toBe(1);
    });
  }
});

