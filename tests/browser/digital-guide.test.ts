import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, collectErrors, axeViolations } from '../../harness/browser';
import { expectNothingCovered } from '../support/fixed-buttons';
import { liveSite } from '../support/live';
import { startServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { formatCode } from '../../src/core/guide-code';
import { loadContent } from '../../src/content/load-content';
import { whenGateLive } from '../support/islands';

const site = loadContent().site;
// A stay checking in tomorrow, in a calendar file of these tests' own; its code opens the guide
// (the content is the real private/guide.yaml).
const stay = stayFrom(Date.now(), site, 1);
const CODE = formatCode(accessOf(stay, site).code);
const WIFI_PASSWORD = 'Seabreeze-Kahibah-2290';

const live = liveSite({ GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) });

/** How many times the page says `words` (rendered text, whatever element holds it). */
const timesSaid = async (page: Page, words: string) => (await page.locator('body').innerText()).split(words).length - 1;

/** Opens the gate and waits until it is interactive (the Unlock button is enabled after hydration). */
async function openGate(
  opts: { width?: number; theme?: 'light' | 'dark'; reducedMotion?: boolean; url?: string; init?: () => void } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(live.browser, opts);
  if (opts.init) await ctx.addInitScript(opts.init);
  const page = await ctx.newPage();
  await page.goto((opts.url ?? live.server.url) + '/digital-guide');
  await whenGateLive(page);
  return { ctx, page };
}

async function enter(page: Page, code: string) {
  await page.getByLabel('Passcode').fill(code);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function unlock(opts: { width?: number; theme?: 'light' | 'dark'; reducedMotion?: boolean; init?: () => void } = {}) {
  const opened = await openGate(opts);
  await enter(opened.page, CODE);
  await opened.page.getByRole('tablist', { name: 'Guide sections' }).waitFor();
  return opened;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** Taps a tab and waits for its panel: the tab is marked at once, its panel shown a frame later. */
async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor();
}
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').innerText();

describe('the gate', () => {
  it('is prerendered noindex with only the gate, and left out of the sitemap', async () => {
    const html = await (await fetch(live.server.url + '/digital-guide')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<input[^>]*name="passcode"/);
    expect(html).not.toContain(WIFI_PASSWORD);
    expect(html).not.toContain('role="tablist"');
    const sitemap = await (await fetch(live.server.url + '/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/digital-guide');
  });

  it('lets crawlers read the page, so they see its noindex; the functions stay disallowed', async () => {
    const robots = await (await fetch(live.server.url + '/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gim)].map((m) => m[1]);
    expect(disallowed.filter((rule) => '/digital-guide'.startsWith(rule))).toEqual([]);
    expect(disallowed).toContain('/functions/');
  });

  it('has a labelled field that says what to type, shows it in capitals, and refuses what no code looks like before sending it', async () => {
    const { ctx, page } = await openGate({ width: 390 });
    const input = page.getByLabel('Passcode');
    expect(await input.getAttribute('autocomplete')).toBe('off');
    expect(await input.evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
    const described = (await input.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`#${described[0]}`).innerText()).toBe('8 letters and digits, like K7PM-3XQA');
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await enter(page, 'K7PM-3XQ');
    await expect.poll(() => page.locator('form .message').innerText()).toBe('Invalid Passcode The code is 8 letters and digits, like K7PM-3XQA.');
    expect(sent).toEqual([]);
    // The field fits the longest code at a phone's width, grouped as the host sends it.
    await input.fill('K7PM-3XQA-H4RW');
    expect(await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await ctx.close();
  });

  it('refuses a wrong code with the Invalid Passcode notice, said once under the field (read out as it changes), and stays locked', async () => {
    const { ctx, page } = await openGate();
    const errors = collectErrors(page);
    await enter(page, 'K7PM-3XQA');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
    expect(await page.locator('form .message').getAttribute('role')).toBe('alert');
    expect(await timesSaid(page, 'Please enter the correct passcode.')).toBe(1);
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
    // 401 is logged by the browser as a failed resource; nothing else may go wrong.
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await ctx.close();
  });

  it('opens the guide for the right code and keeps it open on this device, with no secret in reach of a script', async () => {
    const { ctx, page } = await openGate();
    const errors = collectErrors(page);
    await enter(page, CODE.toLowerCase().replace('-', ' '));
    // Said in the guide's own flow, above its welcome, not in a notice laid over the page.
    const granted = page.getByRole('status').filter({ hasText: 'Access Granted' });
    await expect.poll(() => granted.isVisible()).toBe(true);
    expect(await granted.innerText()).toBe('Access Granted Welcome to your digital guide!');
    expect(await timesSaid(page, 'Welcome to your digital guide!')).toBe(1);
    expect(await selectedTab(page)).toBe('Property');
    expect(await page.locator('#guide-panel-property').getByText(WIFI_PASSWORD).isVisible()).toBe(true);
    expect(await page.getByText('CharlestownGuesthouse', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('22°C').first().isVisible()).toBe(true);
    expect(await page.getByText(/Quiet hours are 10:00 PM–7:00 AM/).isVisible()).toBe(true);
    const clinicCalls = page.locator('#guide-panel-property a[href^="tel:"]');
    expect(await clinicCalls.count()).toBeGreaterThanOrEqual(4);
    // The session is an HttpOnly cookie: the page keeps only until when it lasts.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(WIFI_PASSWORD);
    // The code as a value of its own (a timestamp's digits may hold the same four).
    expect(stored.toUpperCase()).not.toContain(accessOf(stay, site).code);
    const [cookie] = await ctx.cookies();
    expect(cookie).toMatchObject({ name: 'guide_session', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(stored).not.toContain(cookie.value);
    // Until the stay's guide closes (the end of the day after check-out).
    expect(Math.abs(cookie.expires * 1000 - accessOf(stay, site).closesAt)).toBeLessThan(60_000);
    await page.reload();
    await page.getByRole('tablist', { name: 'Guide sections' }).waitFor();
    expect(await page.locator('#guide-panel-property').getByText(WIFI_PASSWORD).isVisible()).toBe(true);
    // Reopening is not a new unlock: no second "Access Granted".
    expect(await page.getByText('Access Granted').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('"Lock the guide" locks it on this device: the gate is back, saying so once, and stays after a reload', async () => {
    const { ctx, page } = await unlock();
    await page.getByRole('button', { name: 'Lock the guide' }).click();
    const input = page.getByLabel('Passcode');
    await input.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('passcode');
    expect(await page.locator('form .message').innerText()).toBe('The guide is locked The guide is locked on this device. Enter your code to open it again.');
    // Said once: under the field, and nowhere else on the page.
    expect(await timesSaid(page, 'The guide is locked on this device.')).toBe(1);
    expect(await page.getByText(WIFI_PASSWORD).count()).toBe(0);
    await expect.poll(() => ctx.cookies()).toEqual([]);
    await page.reload();
    await whenGateLive(page);
    expect(await page.getByRole('tablist').count()).toBe(0);
    // The gate still works after the lock: the code opens it again.
    await enter(page, CODE);
    await page.getByRole('tablist', { name: 'Guide sections' }).waitFor();
    await ctx.close();
  });
});

describe('the unlocked guide', () => {
  it('switches tabs with the arrow keys, Home and End', async () => {
    const { ctx, page } = await unlock();
    await tab(page, 'Property').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('How-To');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How-To');
    await page.getByRole('tabpanel', { name: 'How-To', exact: true }).waitFor();
    expect(await page.locator('#guide-panel-property').isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe('Search');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Property');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page)).toBe('Search');
    await page.keyboard.press('Home');
    expect(await selectedTab(page)).toBe('Property');
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    await ctx.close();
  });

  it('marks only the tabs keys pressed within one frame ask for, none again after', async () => {
    const { ctx, page } = await unlock();
    await tab(page, 'Property').focus();
    // Every change of the marked tab, as the keys' own answers and then their addresses land.
    const marked = await page.evaluate(async () => {
      const seen: string[] = [];
      new MutationObserver((changes) => {
        // Read later than made: a tab marked was, until then, unmarked.
        for (const c of changes) if (c.oldValue === 'false') seen.push((c.target as Element).textContent!);
      }).observe(document.querySelector('[role="tablist"]')!, { attributes: true, attributeOldValue: true, attributeFilter: ['aria-selected'], subtree: true });
      // Each key a task of its own, as a typist's are, all before the next frame.
      for (const key of ['End', 'Home', 'ArrowRight']) {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        await new Promise((next) => setTimeout(next));
      }
      // The last key's address is written after every earlier key's would have been: then a frame more.
      while (location.hash !== '#/howto') await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      return seen;
    });
    expect(marked).toEqual(['Search', 'Property', 'How-To']);
    await page.getByRole('tabpanel', { name: 'How-To', exact: true }).waitFor();
    await ctx.close();
  });

  it('gives each tab an address: the back button moves between tabs, and a link opens one', async () => {
    const { ctx, page } = await unlock();
    await openTab(page, 'Local Area');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/local');
    await openTab(page, 'Manuals');
    await expect.poll(() => selectedTab(page)).toBe('Manuals');
    await page.goBack();
    await expect.poll(() => selectedTab(page)).toBe('Local Area');
    await page.goBack();
    await expect.poll(() => selectedTab(page)).toBe('Property');
    expect(new URL(page.url()).pathname).toBe('/digital-guide');
    // A link to a tab: on this device (its session) straight to that tab; elsewhere the gate first.
    const linked = await ctx.newPage();
    await linked.goto(live.server.url + '/digital-guide#/manuals');
    await expect.poll(() => selectedTab(linked)).toBe('Manuals');
    await ctx.close();
    const other = await openGate();
    await other.page.goto(live.server.url + '/digital-guide#/manuals');
    await whenGateLive(other.page);
    await enter(other.page, CODE);
    await expect.poll(() => selectedTab(other.page)).toBe('Manuals');
    await other.ctx.close();
  });

  it('searches as you type and opens the matching tab with a Found notice', async () => {
    const { ctx, page } = await unlock();
    const box = page.getByRole('combobox', { name: 'Search the guide' });
    const list = page.getByRole('listbox', { name: 'Search results' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.fill('coffee');
    await list.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const maxHeight = await list.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe(`${20 * 16}px`);
    await list.getByRole('option', { name: /Coffee nearby/ }).click();
    expect(await selectedTab(page)).toBe('Local Area');
    expect(await page.getByText('Found: Coffee nearby').isVisible()).toBe(true);
    expect(await list.isVisible()).toBe(false);

    // Keyboard: arrows move through the results, Enter chooses one, Escape closes the list.
    await box.fill('DRYER');
    await list.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    expect(await selectedTab(page)).toBe('Manuals');
    // The guide's own topic or the manual's card, whichever ranks first.
    expect(await page.getByText(/^Found: (Clothes )?dryer$/i).isVisible()).toBe(true);
    await box.fill('emergency');
    await list.waitFor();
    await box.press('Escape');
    expect(await list.isVisible()).toBe(false);
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await selectedTab(page)).toBe('Property');
    expect(await page.getByText(/^Found: /).innerText()).toMatch(/Emergency|Hospital|doctor/i);

    // Clearing closes the list; the Search tab lists every topic.
    await box.fill('beach');
    await list.waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await list.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await openTab(page, 'Search');
    const all = await page.locator('#guide-panel-search li').count();
    expect(all).toBeGreaterThan(10);
    await box.fill('walk');
    await expect.poll(() => page.locator('#guide-panel-search li').count()).toBeLessThan(all);
    await ctx.close();
  });

  it('says when nothing matches', async () => {
    const { ctx, page } = await unlock();
    const box = page.getByRole('combobox', { name: 'Search the guide' });
    await box.fill('zzz');
    await expect.poll(() => page.getByRole('search').getByText('No results found for "zzz"').isVisible()).toBe(true);
    expect(await page.getByRole('option').count()).toBe(0);
    await openTab(page, 'Search');
    await expect.poll(() => page.locator('#guide-panel-search').getByText('No results found for "zzz"').isVisible()).toBe(true);
    await box.fill('');
    await expect.poll(() => page.getByText('No results found').count()).toBe(0);
    await ctx.close();
  });

  it('finds what the guide says however it is typed: "late checkout", "wi-fi", "chek in"', async () => {
    const { ctx, page } = await unlock({ width: 390 });
    const box = page.getByRole('combobox', { name: 'Search the guide' });
    const list = page.getByRole('listbox', { name: 'Search results' });
    const options = () => list.getByRole('option').allInnerTexts();
    // The list is drawn after the key's frame (the box answers first): each query's results are awaited.
    await box.fill('late checkout');
    await expect.poll(async () => (await options())[0]).toMatch(/Need a late check-out\?/);
    await box.press('Enter');
    expect(await selectedTab(page)).toBe('Property');
    expect(await page.getByText('Found: Check-in & out').isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Found:' }).innerText()).toContain('Need a late check-out? Message us the day before.');
    await box.fill('wi-fi');
    await expect.poll(async () => (await options()).join('\n')).toMatch(/^WiFi/m);
    await box.fill('chek in');
    await expect.poll(async () => (await options())[0]).toMatch(/check-in/i);
    // The matched words are marked in each result.
    expect(await list.getByRole('option').first().locator('mark').first().innerText()).toMatch(/^check/i);
    await ctx.close();
  });

  it('opens How-To sections independently', async () => {
    const { ctx, page } = await unlock({ width: 390 });
    await openTab(page, 'How-To');
    const wifi = page.getByRole('button', { name: 'Connecting to WiFi' });
    const parking = page.getByRole('button', { name: 'Parking' });
    const wifiRegion = page.getByRole('region', { name: 'Connecting to WiFi' });
    const parkingRegion = page.getByRole('region', { name: 'Parking' });
    expect(await wifi.getAttribute('aria-expanded')).toBe('false');
    await wifi.click();
    await parking.click();
    expect(await wifi.getAttribute('aria-expanded')).toBe('true');
    expect(await parking.getAttribute('aria-expanded')).toBe('true');
    expect(await wifiRegion.isVisible()).toBe(true);
    expect(await parkingRegion.isVisible()).toBe(true);
    await wifi.click();
    expect(await wifi.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#howto-wifi').isVisible()).toBe(false);
    expect(await parkingRegion.isVisible()).toBe(true);
    await ctx.close();
  });

  it('lists local places with directions, quick links and tap-to-call numbers', async () => {
    const { ctx, page } = await unlock();
    await openTab(page, 'Local Area');
    const panel = page.locator('#guide-panel-local');
    expect(await panel.locator('h3').count()).toBe(7);
    const directions = panel.getByRole('link', { name: /^Directions/ });
    expect(await directions.count()).toBeGreaterThanOrEqual(7);
    const first = directions.first();
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(decodeURIComponent((await first.getAttribute('href'))!.replace(/\+/g, ' '))).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+, Newcastle$/,
    );
    await openTab(page, 'Quick Links');
    const links = page.locator('#guide-panel-links');
    expect(await links.getByRole('link', { name: /Uber Eats/ }).count()).toBe(1);
    expect(await links.getByRole('link', { name: /Menulog/ }).count()).toBe(1);
    expect(await links.locator('a[href="tel:000"]').count()).toBe(1);
    for (const a of await links.locator('a[href^="http"]').all()) expect(await a.getAttribute('target')).toBe('_blank');
    await ctx.close();
  });

  it("raises 'Opening {id} manual...' from the manual buttons", async () => {
    const { ctx, page } = await unlock();
    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await openTab(page, 'Manuals');
    const panel = page.locator('#guide-panel-manuals');
    expect(await panel.getByRole('button', { name: /^View Manual/ }).count()).toBe(4);
    await panel.getByRole('button', { name: /^View Manual/ }).first().click();
    await panel.getByRole('button', { name: /^Download/ }).last().click();
    await expect.poll(() => messages).toEqual(['Opening air-conditioner manual...', 'Opening tv manual...']);
    await ctx.close();
  });

  it('prints the whole guide without the site chrome', async () => {
    const { ctx, page } = await unlock();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
    for (const id of ['property', 'howto', 'local', 'links', 'manuals']) expect(await page.locator(`#guide-panel-${id}`).isVisible(), id).toBe(true);
    expect(await page.locator('#howto-wifi').isVisible()).toBe(true);
    const after = await page.locator('#guide-panel-links a[href^="http"]').first().evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain('http');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await ctx.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on the gate and the unlocked guide (${theme})`, async () => {
      const { ctx, page } = await openGate({ theme });
      expect(await axeViolations(page)).toEqual([]);
      await enter(page, CODE);
      await page.getByRole('tablist').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await openTab(page, 'How-To');
      await page.getByRole('button', { name: 'Self check-in' }).click();
      await page.getByRole('combobox').fill('beach');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('combobox').press('Escape');
      for (const name of ['Local Area', 'Quick Links', 'Manuals', 'Search']) {
        await openTab(page, name);
        expect(await axeViolations(page), name).toEqual([]);
      }
      await ctx.close();
      // Seven full axe runs over a long page: slow on a small machine.
    }, 240_000);
  }
});

describe('the WiFi password and the search box on a phone (390 × 844)', () => {
  /** Every element showing the password, with how it is laid out: its text's line boxes and its scroll size. */
  async function passwordLayout(page: Page) {
    await page.getByText(WIFI_PASSWORD, { exact: true }).first().waitFor();
    return page.getByText(WIFI_PASSWORD, { exact: true }).evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.2;
          const box = el.getBoundingClientRect();
          return { lines: tops.size, height: box.height, lineHeight, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: box.right };
        }),
    );
  }

  it('shows the password on one line, whole, wherever it appears', async () => {
    const { ctx, page } = await unlock({ width: 390 });
    const shown = await passwordLayout(page);
    expect(shown.length).toBeGreaterThanOrEqual(2); // at a glance, and on the Property tab
    for (const el of shown) {
      expect(el.lines, JSON.stringify(el)).toBe(1);
      expect(el.height, JSON.stringify(el)).toBeLessThan(el.lineHeight * 1.5);
      expect(el.scrollWidth, JSON.stringify(el)).toBeLessThanOrEqual(el.clientWidth); // nothing hidden to scroll to
      expect(el.right, JSON.stringify(el)).toBeLessThanOrEqual(390);
    }
    await ctx.close();
  });

  it('copies the password to the clipboard and says Copied, politely', async () => {
    const { ctx, page } = await unlock({ width: 390, theme: 'dark' });
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.url });
    const copy = page.getByRole('button', { name: 'Copy WiFi password' }).first();
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(WIFI_PASSWORD);
    const button = page.locator('button', { hasText: 'Copied' });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'WiFi password copied' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The confirmation goes away again, and the button is ready for another copy.
    await expect.poll(() => page.getByRole('button', { name: 'Copy WiFi password' }).count(), { timeout: 6000 }).toBeGreaterThanOrEqual(2);
    await ctx.close();
  });

  it('without the Clipboard API, still copies (the older way) and says Copied', async () => {
    const { ctx, page } = await unlock({
      width: 390,
      // Hidden on the guide only: the page that reads the clipboard back below keeps it.
      init: () => {
        if (location.pathname === '/digital-guide') Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
      },
    });
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.url });
    expect(await page.evaluate(() => 'clipboard' in navigator && navigator.clipboard !== undefined)).toBe(false);
    await page.getByRole('button', { name: 'Copy WiFi password' }).first().click();
    await expect.poll(() => page.locator('button', { hasText: 'Copied' }).isVisible()).toBe(true);
    const reader = await ctx.newPage();
    await reader.goto(live.server.url + '/robots.txt');
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(WIFI_PASSWORD);
    await ctx.close();
  });

  it('where nothing can copy, selects the password and says how to copy it', async () => {
    const { ctx, page } = await unlock({
      width: 390,
      init: () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
        document.execCommand = () => false;
      },
    });
    await page.getByRole('button', { name: 'Copy WiFi password' }).first().click();
    const hint = page.getByRole('status').filter({ hasText: 'The password is selected' });
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await hint.innerText()).toMatch(/^The password is selected: press (Ctrl|⌘)\+C to copy it\.$/);
    expect(await page.evaluate(() => String(window.getSelection()))).toBe(WIFI_PASSWORD);
    expect(await page.locator('button', { hasText: 'Copied' }).count()).toBe(0);
    await ctx.close();
  });

  it("shows the search box's whole placeholder", async () => {
    const { ctx, page } = await unlock({ width: 390 });
    const box = page.getByRole('combobox', { name: 'Search the guide' });
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const cs = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      // Measured again with a hidden span in the input's font, in case the canvas differs.
      const span = document.createElement('span');
      span.textContent = input.placeholder;
      span.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
      document.body.append(span);
      const spanWidth = span.getBoundingClientRect().width;
      span.remove();
      return {
        placeholder: input.placeholder,
        text: Math.max(canvas.measureText(input.placeholder).width, spanWidth),
        content: input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight),
      };
    });
    expect(fit.placeholder.length).toBeGreaterThan(10);
    expect(fit.text, JSON.stringify(fit)).toBeLessThanOrEqual(fit.content);
    await ctx.close();
  });
});

describe('too many wrong codes', () => {
  it('answers the 11th wrong try from this connection, and then even the right code, with when to try again and the link', async () => {
    // Its own server and database, so the lock-out cannot affect the other tests.
    const locked = await startServer({ distDir: distDir(), env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
    try {
      const { ctx, page } = await openGate({ url: locked.url });
      for (let i = 0; i < 10; i++) {
        await enter(page, 'K7PM-3XQA');
        await expect.poll(() => page.locator('form .message').innerText()).toMatch(/^Invalid Passcode/);
      }
      await enter(page, 'K7PM-3XQA');
      const tooMany = /^Too many attempts Too many wrong codes were tried from this connection\. Try again in 1[45] minutes, or open the link in your booking message\.$/;
      await expect.poll(() => page.locator('form .message').innerText()).toMatch(tooMany);
      await enter(page, CODE);
      await expect.poll(() => page.locator('form .message').innerText()).toMatch(tooMany);
      expect(await page.getByRole('tablist').count()).toBe(0);
      await ctx.close();
    } finally {
      await locked.stop();
    }
  });
});

// Side by side: a sweep mostly waits for the buttons to settle.
describe.concurrent('the unlocked guide on a phone (390 × 844)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`no fixed button covers a control or text on any tab, at any scroll position (${theme})`, async ({ expect }) => {
      const { ctx, page } = await unlock({ width: 390, theme, reducedMotion: true });
      for (const name of ['Property', 'How-To', 'Local Area', 'Quick Links', 'Manuals']) {
        await openTab(page, name);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNothingCovered(page, expect);
      }
      await ctx.close();
    }, 240_000);
  }
});
