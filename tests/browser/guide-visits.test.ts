// The guide across visits and without script: a session that keeps it open (until it expires
// or the code changes), the plain form post, and the gate's notices. Each case has a server
// of its own: wrong codes count against a budget shared by all clients.
import { beforeAll, afterAll, describe, it as base } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, freshContext } from '../support/browser';
import { closeContexts, workerBrowser } from '../support/live';
import { startServer, type RunningServer } from '../support/server';
import { distDir } from '../support/routes';

const CODE = '2580';
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
  /** The gate, hydrated (Unlock enabled), for a visitor with script. */
  gate(s: RunningServer, opts?: Parameters<typeof newContext>[1] & { init?: string }): Promise<Page>;
  /** The gate for a visitor without script. */
  noScript(s: RunningServer, width?: number): Promise<Page>;
};
const it = base.extend<{ visits: Visits }>({
  visits: async ({}, use) => {
    const running: RunningServer[] = [];
    const contexts: BrowserContext[] = [];
    await use({
      async server(env = {}, dataDir) {
        const s = await startServer({ distDir: distDir(), dataDir, env: { GUIDE_PASSCODE: CODE, ...env } });
        running.push(s);
        return s;
      },
      async gate(s, opts = {}) {
        const ctx = await newContext(browser, opts);
        contexts.push(ctx);
        if (opts.init) await ctx.addInitScript(opts.init);
        const page = await ctx.newPage();
        await page.goto(`${s.url}/digital-guide`);
        await page.waitForSelector('button[type="submit"]:not([disabled])');
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

async function enter(page: Page, code: string) {
  await page.getByLabel('Passcode').fill(code);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

// Side by side: each test has servers of its own, and one waits seconds for a session to end.
describe.concurrent('a session keeps the guide open', () => {
  it('until it expires (GUIDE_SESSION_DAYS), then the gate is back', async ({ expect, visits: { server, gate } }) => {
    const s = await server({ GUIDE_SESSION_DAYS: '0.00005' }); // 4.3 seconds
    const page = await gate(s);
    await enter(page, CODE);
    await guideTabs(page).waitFor();
    const opened = Date.now();
    await page.reload();
    await guideTabs(page).waitFor();
    await page.waitForTimeout(Math.max(0, 4500 - (Date.now() - opened)));
    await page.reload();
    await page.waitForSelector('button[type="submit"]:not([disabled])');
    expect(await guideTabs(page).count()).toBe(0);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
  });

  it('across a restart of the server, and not once the passcode has changed', async ({ expect, visits: { server, gate } }) => {
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

    const newCode = await server({ GUIDE_PASSCODE: '9173' }, first.dataDir);
    const changed = await visit(newCode);
    await expect.poll(() => message(changed).innerText()).toBe('The guide is locked Your time with the guide on this device has ended. Enter the passcode to open it again.');
    expect(await guideTabs(changed).count()).toBe(0);
    expect(await changed.evaluate(() => localStorage.getItem('guide-session'))).toBeNull();
  });
});

describe.concurrent('without JavaScript', () => {
  it('the Unlock button posts the code and the page answers with the whole guide; a wrong code says why', async ({ expect, visits: { server, noScript } }) => {
    const s = await server();
    const page = await noScript(s, 390);
    expect(await page.getByRole('button', { name: 'Unlock' }).isEnabled()).toBe(true);
    await enter(page, '0000');
    await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
    expect(await page.getByLabel('Passcode').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).search).toBe(''); // the code went in the body, not the address
    await enter(page, '12');
    await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode The passcode is four digits, from your booking confirmation.');

    await enter(page, CODE);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Charlestown Guesthouse' }).waitFor();
    expect(await page.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Access Granted' }).innerText()).toBe('Access Granted Welcome to your digital guide!');
    // Every section is on the page, How-To steps open, with links to each.
    const nav = page.getByRole('navigation', { name: 'Guide sections' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Property', 'How-To', 'Local Area', 'Quick Links', 'Manuals']);
    for (const id of ['property', 'howto', 'local', 'links', 'manuals']) expect(await page.locator(`#guide-panel-${id}`).isVisible(), id).toBe(true);
    expect(await page.getByText('Open WiFi settings on your phone or laptop.').isVisible()).toBe(true);
    // Nothing that needs script: no search box, no Copy or Print button.
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Copy|Print/ }).count()).toBe(0);

    // A later visit opens it at once; "Lock the guide" ends that.
    await page.goto(`${s.url}/digital-guide`);
    expect(await page.getByText(WIFI_PASSWORD).first().isVisible()).toBe(true);
    expect(await page.getByText('Access Granted').count()).toBe(0);
    await page.getByRole('button', { name: 'Lock the guide' }).click();
    await expect.poll(() => message(page).innerText()).toBe('The guide is locked The guide is locked on this device. Enter the passcode to open it again.');
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
    for (let i = 0; i < 5; i++) expect((await post('0000', own)).status).toBe(401);
    const locked = await post(CODE, own);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('cache-control')).toBe('no-store');
    expect(await locked.text()).toContain('<strong>Too many attempts</strong> Try again in 15 minutes.');
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
  const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const width of [390, 1280]) {
    it(`three wrong codes show one notice, in the inline words, clear of the header, the form and the chat button (${width} px)`, async ({ expect, visits: { server, gate } }) => {
      const s = await server();
      const page = await gate(s, { width });
      for (let i = 0; i < 3; i++) {
        await enter(page, String(1000 + i));
        await expect.poll(() => message(page).innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
      }
      const toast = page.locator('.Toastify__toast');
      // Counted while all three would still be on screen (each lasts 4 s), not once they have faded.
      await toast.first().waitFor();
      await page.waitForTimeout(300);
      expect(await toast.count()).toBe(1);
      // The notice's words (its close button aside).
      expect((await toast.locator('.toast-text').innerText()).replace(/\s+/g, ' ').trim()).toBe('Invalid Passcode Please enter the correct passcode.');
      const box = async (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const notice = await box('.Toastify__toast');
      for (const selector of ['header', 'form[data-gate]', '.chat-dock']) expect(overlaps(notice, await box(selector)), selector).toBe(false);
      expect(notice.right).toBeLessThanOrEqual(width);
    });
  }
});
