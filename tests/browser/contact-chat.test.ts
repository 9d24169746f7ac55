import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { fillPlaceholders, placeholderValues } from '../../src/core/facts';
import { clientSite } from '../../src/core/client-site';
import { site } from '../server/enquiry-deps';
import { axeViolations, collectErrors, newContext, freshContext } from '../../harness/browser';
import { closeContexts, workerBrowser } from '../support/live';
import { distDir } from '../../harness/routes';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { startServer, type RunningServer } from '../../harness/server';
import { whenLive } from '../support/islands';
import { afterRenderingUpdate } from '../../harness/rendering';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Each test posts from its own (trusted, forwarded) address, so the hourly limit never interferes.
  [server, browser] = await Promise.all([startServer({ distDir: distDir(), env: { TRUST_PROXY: '1', SMTP_HOST: '' } }), workerBrowser()]);
});
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.stop();
});

let clients = 0;
async function open(opts: { width?: number; theme?: 'light' | 'dark'; javaScript?: boolean } = {}): Promise<Page> {
  const ctx =
    opts.javaScript === false
      ? await freshContext(browser, { width: opts.width, javaScript: false })
      : await newContext(browser, { width: opts.width, theme: opts.theme });
  await ctx.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${++clients}` });
  contexts.push(ctx);
  return ctx.newPage();
}

function storedEnquiries(from = server) {
  const db = openDb(path.join(from.dataDir, 'site.db'));
  try {
    return enquiryStore(db).list();
  } finally {
    db.close();
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What the guest reads when the server only stores enquiries (no SMTP, as this file's main server runs). */
const STORED = new RegExp(String.raw`^Thank you, we have your message\s+It is saved for our host, who will read it and reply to the e-mail address you gave\. If it is urgent, please call or text ${escapeRe(site.contact.phone)}\.\s+Your reference is ([2-9A-Z]{8})\.$`);
/** What the guest reads when the server e-mails each enquiry to the host. */
const EMAILED = /^Thank you, your message has been sent\s+It has gone to our host\. They reply within 2 hours in business hours and within 24 hours on weekends\.\s+Your reference is ([2-9A-Z]{8})\.$/;
const sentText = async (page: Page) => (await page.locator('#enquiry-sent').innerText()).trim();

const guest = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.com',
  'Phone Number': '+61 412 345 678',
  'Preferred Dates': '12-15 March',
  Message: 'Hello! Is a travel cot available?',
};

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: false }).first().fill(value);
}

/** The form is enhanced once hydrated (it then validates through the server, not the browser). */
/** Opens /contact and starts filling it in, which is what brings the form's script to life. */
async function openContact(page: Page) {
  await page.goto(server.url + '/contact');
  await page.getByLabel('First Name').focus();
  await page.locator('form[novalidate]').waitFor();
}

describe('contact form', () => {
  it('sends an enquiry: sending state, the thank-you said once, beside the form, cleared form, stored on the server', async () => {
    const page = await open({ width: 390 });
    const errors = collectErrors(page);
    await openContact(page);
    await fill(page, { ...guest, Message: 'Happy path message' });

    // Hold the reply a moment to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/functions/v1/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const button = page.locator('form button[type="submit"]');
    await expect.poll(() => button.textContent()).toContain('Sending…');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    release();

    // Nobody is e-mailed here (no SMTP): the guest is told the message is saved, with no reply time,
    // once, beside the form (a toast repeated it and covered the form on a phone).
    await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-sent');
    expect((await page.locator('body').innerText()).split('Thank you, we have your message').length).toBe(2);
    const ref = (await sentText(page)).match(STORED)?.[1];
    expect(ref, await sentText(page)).toBeDefined();
    for (const label of Object.keys(guest)) expect(await page.getByLabel(label, { exact: false }).first().inputValue()).toBe('');
    expect(await button.textContent()).toContain('Send Message');

    const stored = storedEnquiries().find((e) => e.message === 'Happy path message');
    expect(stored).toMatchObject({ ref, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+61 412 345 678', dates: '12-15 March' });
    expect(errors).toEqual([]);
  });

  it('lands the confirmation with the heading beside it clear of the fixed header, with and without script (1280 px)', async () => {
    /** The tops of the confirmation, of the section's heading beside it and of the header's bottom, once drawn. */
    const tops = async (page: Page, javaScript: boolean) => {
      // Without script the landing is the page's load, over once the click's navigation is.
      if (javaScript) await afterRenderingUpdate(page);
      return page.evaluate(() => {
        const top = (el: Element | null) => Math.round(el!.getBoundingClientRect().top);
        const notice = document.getElementById('enquiry-sent')!;
        return { notice: top(notice), heading: top(notice.closest('section')!.querySelector('h2')), header: Math.round(document.querySelector('body > header')!.getBoundingClientRect().bottom) };
      });
    };
    for (const javaScript of [true, false]) {
      const page = await open({ width: 1280, javaScript });
      if (javaScript) await openContact(page);
      else await page.goto(server.url + '/contact');
      await fill(page, { ...guest, Message: `Where does it land? (script ${javaScript})` });
      await Promise.all([javaScript || page.waitForURL(/sent=1/), page.getByRole('button', { name: 'Send Message' }).click()]);
      await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
      const at = await tops(page, javaScript);
      expect(at.heading, JSON.stringify(at)).toBeGreaterThanOrEqual(at.header);
      expect(at.notice, JSON.stringify(at)).toBeGreaterThanOrEqual(at.header);
    }
  });

  it("shows the server's reason beside each bad field, keeps the text, and sends once fixed", async () => {
    const page = await open();
    await openContact(page);
    await fill(page, { 'First Name': 'Ada', Email: 'ada@localhost', 'Phone Number': 'call me', Message: 'Fix me first' });
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => page.locator('#enquiry-error').isVisible()).toBe(true);
    expect(await page.locator('#enquiry-error').innerText()).toBe('Your message was not sent\nSome details need another look: see the highlighted fields. What you typed is still here.');
    for (const [name, reason] of [
      ['lastName', /last name/],
      ['email', /valid email/],
      ['phone', /phone number/],
    ] as const) {
      const input = page.locator(`#contact-${name}`);
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ');
      expect(describedBy).toContain(`contact-${name}-error`);
      expect(await page.locator(`#contact-${name}-error`).textContent()).toMatch(reason);
    }
    expect(await page.locator('#contact-firstName').getAttribute('aria-invalid')).toBeNull();
    // What was typed stays, and focus goes to the first field to fix.
    expect(await page.locator('#contact-message').inputValue()).toBe('Fix me first');
    expect(await page.locator('#contact-email').inputValue()).toBe('ada@localhost');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-lastName');
    expect(await axeViolations(page)).toEqual([]);

    // Typing in a field clears its message.
    await page.locator('#contact-lastName').fill('Lovelace');
    await expect.poll(() => page.locator('#contact-lastName-error').count()).toBe(0);
    await page.locator('#contact-email').fill('ada@example.com');
    await page.locator('#contact-phone').fill('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
    expect(await page.locator('#enquiry-error').isVisible()).toBe(false);
    expect(storedEnquiries().some((e) => e.message === 'Fix me first')).toBe(true);
  });

  it('keeps the typed text, and an error beside the form that stays, when the server cannot be reached (a static host with no backend)', async () => {
    const page = await open({ width: 390 });
    await openContact(page);
    await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
    await fill(page, { ...guest, Message: 'Offline message' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const notice = page.locator('#enquiry-error');
    await expect.poll(() => notice.isVisible()).toBe(true);
    // In the form, not a toast that times out: it stays until the next send.
    expect(await page.locator('form #enquiry-error[role="alert"]').count()).toBe(1);
    expect((await page.locator('body').innerText()).split('Your message was not sent').length).toBe(2);
    expect(await notice.innerText()).toBe(
      `Your message was not sent\nWe could not reach our server. What you typed is still here: please try again, or e-mail us at ${site.contact.email} or call or text ${site.contact.phone}.`,
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-error');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('#contact-message').inputValue()).toBe('Offline message');
    expect(await page.locator('#contact-firstName').inputValue()).toBe('Ada');
    expect(storedEnquiries().some((e) => e.message === 'Offline message')).toBe(false);
  });

  it('passes axe in both themes at phone and desktop widths', async () => {
    for (const [width, theme] of [[390, 'dark'], [1280, 'light'], [1280, 'dark']] as const) {
      const page = await open({ width, theme });
      await openContact(page);
      expect(await axeViolations(page), `${width} ${theme}`).toEqual([]);
    }
  });
});

describe('contact form without JavaScript', () => {
  it('posts the plain form and lands on the thank-you', async () => {
    const page = await open({ javaScript: false });
    await page.goto(server.url + '/contact');
    expect(await page.locator('.chat-dock').isVisible()).toBe(false); // the chat needs script
    expect(await page.locator('#enquiry-sent').isVisible()).toBe(false);
    await fill(page, { ...guest, Message: 'Sent without JavaScript' });
    await Promise.all([page.waitForURL(/sent=1/), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(new URL(page.url()).hash).toBe('#enquiry-sent');
    expect(await page.locator('#enquiry-sent').isVisible()).toBe(true);
    // The same honest wording as with JavaScript, and the same reference the server stored.
    const ref = (await sentText(page)).match(STORED)?.[1];
    expect(ref, await sentText(page)).toBeDefined();
    expect(await page.locator('#enquiry-error').isVisible()).toBe(false);
    expect(storedEnquiries().find((e) => e.message === 'Sent without JavaScript')).toMatchObject({ ref, firstName: 'Ada', email: 'ada@example.com' });
  });

  it('shows no text a crafted address puts in its query', async () => {
    const page = await open({ javaScript: false });
    await page.goto(server.url + '/contact?sent=1&ref=%3Cb%3EPAID%3C%2Fb%3E&delivery=email%22%3E#enquiry-sent');
    expect(await sentText(page)).toBe(`Thank you, we have your message\nIt is saved for our host, who will read it and reply to the e-mail address you gave. If it is urgent, please call or text ${site.contact.phone}.`);
    expect(await page.locator('#enquiry-sent b').count()).toBe(0);
  });

  it('keeps the reference when scripts come to life on the page it lands on', async () => {
    const page = await open();
    const errors = collectErrors(page);
    await page.goto(server.url + '/contact?sent=1&ref=ABCD2345&delivery=stored#enquiry-sent');
    expect(await sentText(page)).toMatch(STORED); // before any script, as the server filled it in
    await page.getByLabel('First Name').focus();
    await page.locator('form[novalidate]').waitFor();
    expect(new URL(page.url()).search).toBe(''); // a reload does not repeat the message
    expect((await sentText(page)).match(STORED)?.[1]).toBe('ABCD2345');
    expect(errors).toEqual([]); // no hydration mismatch
  });

  it('comes back with the error notice when the server refuses a field', async () => {
    const page = await open({ javaScript: false });
    await page.goto(server.url + '/contact');
    // The browser accepts this address; the server's stricter check does not.
    await fill(page, { ...guest, Email: 'ada@localhost', Message: 'Bad address, no JavaScript' });
    await Promise.all([page.waitForURL(/error=/), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(page.url()).toMatch(/\/contact\?error=email#enquiry-error$/);
    expect(await page.locator('#enquiry-error').isVisible()).toBe(true);
    expect(await page.locator('#enquiry-sent').isVisible()).toBe(false);
    expect(storedEnquiries().some((e) => e.message === 'Bad address, no JavaScript')).toBe(false);
  });

  it('once scripts run on the page it lands on, shows the field to fix', async () => {
    const page = await open();
    await page.goto(server.url + '/contact?error=email,phone#enquiry-error');
    await page.locator('form[novalidate]').waitFor();
    await expect.poll(() => page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-phone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#enquiry-error').isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe(''); // a reload does not repeat the message
  });
});

/** The text part of a raw e-mail, its quoted-printable encoding undone. */
function mailText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

describe('contact form when the server e-mails the host (SMTP configured)', () => {
  let mailed: RunningServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    // How long a reply waits for the mail server to take the notice: at its most, a safety net far
    // above the work, so that a busy machine never turns "sent" into "saved for our host".
    mailed = await startServer({ distDir: distDir(), env: { TRUST_PROXY: '1', ENQUIRY_SEND_WAIT_MS: '60000', ...mailbox.env } });
  });
  afterAll(async () => {
    await mailed?.stop();
    await mailbox?.close();
  });

  it('with JavaScript: says the message went to the host, who replies within the promised time', async () => {
    const page = await open();
    await page.goto(mailed.url + '/contact');
    await page.getByLabel('First Name').focus();
    await page.locator('form[novalidate]').waitFor();
    await fill(page, { ...guest, Message: 'Mailed with JavaScript' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
    const ref = (await sentText(page)).match(EMAILED)?.[1];
    expect(ref, await sentText(page)).toBeDefined();
    await expect.poll(() => mailbox.received.some((m) => m.includes(`<enquiry-${ref}@`))).toBe(true);
  });

  it('without JavaScript: the same words and the reference of the e-mailed enquiry', async () => {
    const page = await open({ javaScript: false });
    await page.goto(mailed.url + '/contact');
    await fill(page, { ...guest, Message: 'Mailed without JavaScript' });
    await Promise.all([page.waitForURL(/sent=1/), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(await page.locator('#enquiry-sent').isVisible()).toBe(true);
    const ref = (await sentText(page)).match(EMAILED)?.[1];
    expect(ref, await sentText(page)).toBeDefined();
    await expect.poll(() => mailbox.received.some((m) => m.includes(`<enquiry-${ref}@`))).toBe(true);
  });

  describe('which page brought the enquiry (a visit from another site to a landing page with a campaign)', () => {
    const campaign = 'utm_source=newsletter&utm_medium=email&utm_campaign=autumn-2026&gclid=tracking-id';
    /** A page on another site (search.example, answered by the browser itself) linking to a landing page; the visitor follows the link. */
    async function arriveFromAnotherSite(page: Page) {
      await page.route('http://search.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Results</title><a href="${mailed.url}/newcastle-accommodation?${campaign}">Newcastle stays</a>` }),
      );
      await page.goto('http://search.example/results');
      await Promise.all([page.waitForURL(`${mailed.url}/newcastle-accommodation?**`), page.getByRole('link', { name: 'Newcastle stays' }).click()]);
    }

    const storedAt = (message: string) => storedEnquiries(mailed).find((e) => e.message === message);
    const mailFor = async (ref: string) => {
      await expect.poll(() => mailbox.received.some((m) => m.includes(`<enquiry-${ref}@`))).toBe(true);
      return mailText(mailbox.received.find((m) => m.includes(`<enquiry-${ref}@`))!);
    };

    it('with script: the landing page, the other site and the campaign, kept across pages, reach the store and the e-mail', async () => {
      const page = await open();
      const errors = collectErrors(page);
      await arriveFromAnotherSite(page);
      // On through the site: a page within it (the router, once the page's script has started), then a full load of the contact page.
      await whenLive(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/about');
      await page.goto(mailed.url + '/contact');
      await page.getByLabel('First Name').focus();
      await page.locator('form[novalidate]').waitFor();
      await fill(page, { ...guest, Message: 'Found you through the newsletter' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
      const ref = (await sentText(page)).match(EMAILED)?.[1];
      expect(ref, await sentText(page)).toBeDefined();

      expect(storedAt('Found you through the newsletter')).toMatchObject({
        ref,
        landingPage: '/newcastle-accommodation',
        referrerHost: 'search.example',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'autumn-2026',
        formPage: '/contact',
      });
      expect(await mailFor(ref!)).toContain('First page:      /newcastle-accommodation · from search.example · utm_source=newsletter utm_medium=email utm_campaign=autumn-2026\n');
      // Only what the README's privacy section names: no click identifier, no cookie.
      expect(JSON.stringify(storedAt('Found you through the newsletter'))).not.toContain('tracking-id');
      expect(await page.context().cookies()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("a tap before the landing page's script has started: the next page knows it was first, with its campaign", async () => {
      const page = await open();
      // The landing page's scripts never arrive (a visitor quicker than their phone's connection);
      // the next page's do.
      await page.route(/\/assets\/.*\.js$/, (route) => (new URL(route.request().frame().url()).pathname === '/newcastle-accommodation' ? route.abort() : route.fallback()));
      await arriveFromAnotherSite(page);
      await Promise.all([page.waitForURL(`${mailed.url}/contact`), page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()]);
      await page.getByLabel('First Name').focus();
      await page.locator('form[novalidate]').waitFor();
      await fill(page, { ...guest, Message: 'Tapped through at once' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.locator('#enquiry-sent').isVisible()).toBe(true);
      expect(storedAt('Tapped through at once')).toMatchObject({
        landingPage: '/newcastle-accommodation',
        referrerHost: '',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'autumn-2026',
        formPage: '/contact',
      });
    });

    it('without script: only the page the form was sent from is known, and the e-mail says so', async () => {
      const page = await open({ javaScript: false });
      await arriveFromAnotherSite(page);
      await Promise.all([page.waitForURL(`${mailed.url}/contact`), page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()]);
      await fill(page, { ...guest, Message: 'Found you, no script' });
      await Promise.all([page.waitForURL(/sent=1/), page.getByRole('button', { name: 'Send Message' }).click()]);
      const ref = (await sentText(page)).match(EMAILED)?.[1];
      expect(ref, await sentText(page)).toBeDefined();

      expect(storedAt('Found you, no script')).toMatchObject({ ref, landingPage: '', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', formPage: '/contact' });
      expect(await mailFor(ref!)).toContain('First page:      not known (sent from /contact)\n');
    });
  });
});

describe('chat widget', () => {
  const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
  /** On a phone the chat button waits out the page's first screen (src/core/fixed-buttons.ts): the visitor scrolls, as they would. */
  const scrollOn = (page: Page) => page.mouse.wheel(0, 600);
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
  const agentTexts = (page: Page) => page.locator('#chat-panel li.agent .bubble').allTextContents();
  const input = (page: Page) => page.getByLabel('Type your message');

  /** Loads a page with a controlled clock; the chat's island loads when the launcher is used. */
  // A page without the availability calendar: its request would carry the frozen test date,
  // which the server rightly refuses as outside its window.
  async function chatPage(route = '/facts', opts: { width?: number; theme?: 'light' | 'dark' } = {}) {
    const page = await open(opts);
    // Frozen from before the page loads: time moves only when the test says so.
    const t0 = Date.parse('2026-01-15T00:00:00Z');
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 60_000); // a minute ahead: however slow the machine, not yet reached
    await page.goto(server.url + route);
    // The chat's timers start with the page's script.
    await whenLive(page);
    return page;
  }

  async function openPanel(page: Page) {
    await launcher(page).click();
    // The chat's code starts once the frame after the tap is drawn (src/client/islands.ts): the
    // page's clock, paused here, moves on by a few frames for it.
    await page.clock.runFor(100);
    // The live panel, not the frame that may stand in for it a moment (frame.tsx).
    await page.locator('#chat-panel [role="dialog"]').waitFor();
  }

  async function send(page: Page, text: string) {
    await input(page).fill(text);
    await input(page).press('Enter');
  }

  /** A reply as the panel shows it: placeholders filled, [links](...) as their words. */
  const plain = (t: string) => fillPlaceholders(t, placeholderValues(site)).replace(/\[(.+?)\]\([^)]*\)/g, '$1');

  it('opens a panel titled Chat with us, with the welcome and the five quick actions, from a round button', async () => {
    const page = await chatPage();
    const errors = collectErrors(page);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(await launcher(page).getAttribute('aria-controls')).toBe('chat-panel');
    await openPanel(page);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('true');
    expect(await panel(page).textContent()).toContain(clientSite(site).chat.subtitle);
    // It says what it is: an automated helper, with no "online" dot or person's initials.
    expect(await page.locator('#chat-subtitle').textContent()).toMatch(/^Automated .*Our host answers enquiries\.$/);
    expect(await panel(page).locator('.avatar').textContent()).toBe('');
    expect(await panel(page).locator('.avatar').evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');
    expect(await agentTexts(page)).toEqual([site.chat.welcome]);
    const actions = page.getByRole('group', { name: 'Quick actions' }).getByRole('button');
    expect(await actions.allTextContents()).toEqual(['Make an Enquiry', 'Check Availability', 'Book Now', 'Local Info', 'View Photos']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Type your message');
    await page.clock.resume(); // axe waits on timers of its own
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  /** Waits until the page's script has fetched the panel's frame, once the page has loaded (src/client/chat.ts). */
  const frameAtHand = (page: Page) => page.locator('[data-island="chat"][data-frame-ready]').waitFor({ state: 'attached' });

  /** Holds the chat's code back, as a slow phone connection would, until the returned call. */
  async function holdChatCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/chat-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  it("shows the panel's frame at the tap while the chat's code is on its way; the panel then takes over what was typed", async () => {
    const page = await open({ width: 390 });
    const errors = collectErrors(page);
    const release = await holdChatCode(page);
    await page.goto(server.url + '/facts');
    await frameAtHand(page);
    const live = page.locator('#chat-panel [role="dialog"]');
    await scrollOn(page);
    await launcher(page).click();
    expect(await panel(page).isVisible()).toBe(true);
    expect(await live.count()).toBe(0);
    expect(await panel(page).innerText()).toContain(site.chat.welcome);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Type your message');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('Is there parking?');
    release();
    await expect.poll(() => live.count()).toBe(1);
    expect(await page.locator('.chat-frame').count()).toBe(0);
    expect(await live.getByLabel('Type your message').inputValue()).toBe('Is there parking?');
    expect(await page.evaluate(() => document.activeElement?.closest('#chat-panel') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => agentTexts(page)).toEqual([site.chat.welcome, `${site.property.parking}.`]);
    expect(errors).toEqual([]);
  });

  it('sends a message whose Enter came before the chat\'s code, once the panel takes over', async () => {
    const page = await open({ width: 390 });
    const release = await holdChatCode(page);
    await page.goto(server.url + '/facts');
    await frameAtHand(page);
    await scrollOn(page);
    await launcher(page).click();
    await page.keyboard.type('Is there parking?');
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => agentTexts(page)).toEqual([site.chat.welcome, `${site.property.parking}.`]);
    // Sent, so no longer in the box; and sent once.
    expect(await page.locator('#chat-panel').getByLabel('Type your message').inputValue()).toBe('');
    expect(await page.locator('#chat-panel li.user').count()).toBe(1);
  });

  it('is 320 px wide on phones and 380 px on wider screens', async () => {
    for (const [width, expected] of [[390, 320], [1280, 380]]) {
      const page = await chatPage('/facts', { width });
      await scrollOn(page);
      await openPanel(page);
      // Layout width: the opening animation scales the panel for a moment.
      expect(await panel(page).evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(expected);
    }
  });

  it('ignores an empty message: send is disabled for blank text', async () => {
    const page = await chatPage();
    await openPanel(page);
    const sendButton = page.getByRole('button', { name: 'Send message' });
    expect(await sendButton.isDisabled()).toBe(true);
    await input(page).fill('   ');
    expect(await sendButton.isDisabled()).toBe(true);
    await input(page).press('Enter');
    await page.clock.runFor(1000);
    expect(await page.locator('#chat-panel li').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Quick actions' }).count()).toBe(1);
  });

  it('answers each message after exactly 700 ms, hides the quick actions and announces the reply', async () => {
    const page = await chatPage();
    await openPanel(page);
    await send(page, 'is there a pool?');
    expect(await page.locator('#chat-panel li.user').allTextContents()).toEqual([expect.stringContaining('is there a pool?')]);
    expect(await page.getByRole('group', { name: 'Quick actions' }).count()).toBe(0);
    await page.clock.runFor(699);
    expect(await agentTexts(page)).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => agentTexts(page)).toEqual([site.chat.welcome, plain(site.chat.fallback)]);
    expect(await page.locator('[aria-live="polite"]').filter({ hasText: plain(site.chat.fallback) }).count()).toBe(1);
  });

  it('answers what the facts page lists ("is there a cot?") with the item and a link to it', async () => {
    const page = await chatPage();
    await openPanel(page);
    await send(page, 'Is there a cot?');
    await page.clock.runFor(700);
    const reply = page.locator('#chat-panel li.agent').last();
    await expect.poll(async () => (await agentTexts(page)).at(-1)).toMatch(/^Yes: crib or travel cot on request\./);
    expect(await reply.getByRole('link', { name: "what's in the house" }).getAttribute('href')).toBe('/facts#inside');
  });

  it('answers what it cannot by saying it is automated and how to reach the host, with a link to the contact page', async () => {
    const page = await chatPage();
    await openPanel(page);
    await send(page, 'Do you have a high chair?');
    await page.clock.runFor(700);
    const reply = page.locator('#chat-panel li.agent').last();
    await expect.poll(() => reply.textContent()).toContain('automated');
    const text = (await reply.textContent())!;
    expect(text).toContain(site.contact.email);
    expect(text).toContain(site.contact.phone);
    expect(text).not.toMatch(/get back to you/i);
    expect(await reply.getByRole('link', { name: 'Contact page' }).getAttribute('href')).toBe('/contact');
  });

  it('answers hello and thanks with a friendly reply and the quick actions again', async () => {
    const page = await chatPage();
    await openPanel(page);
    const actions = page.getByRole('group', { name: 'Quick actions' });
    for (const [message, reply] of [['hello', /^Hello, and welcome!/], ['Thanks!', /^You're welcome!/]] as const) {
      await send(page, message);
      expect(await actions.count()).toBe(0);
      await page.clock.runFor(700);
      await expect.poll(async () => (await agentTexts(page)).at(-1)).toMatch(reply);
      expect(await actions.getByRole('button').allTextContents()).toEqual(site.chat.quickActions.map((a) => a.label));
    }
    expect((await agentTexts(page)).join(' ')).not.toMatch(/can only answer/);
    // The actions still work under the reply.
    await actions.getByRole('button', { name: 'View Photos' }).click();
    await page.clock.runFor(700);
    await expect.poll(() => page.locator('#chat-panel li.agent img').count()).toBe(1);
  });

  it('answers check-in time, parking, WiFi and pets from the facts in site.yaml', async () => {
    const page = await chatPage();
    await openPanel(page);
    const cases: [string, string][] = [
      ['What time is check-in?', 'Check-in is from 3:00 PM and check-out is by 10:00 AM'],
      ['Is there parking?', site.property.parking],
      ['Do you have Wi-Fi?', 'Yes, the house has WiFi'],
      ['Can we bring our dog', 'Pets are not allowed'],
    ];
    for (const [i, [message, expected]] of cases.entries()) {
      await send(page, message);
      await page.clock.runFor(700);
      await expect.poll(() => agentTexts(page), { message }).toHaveLength(i + 2);
      expect((await agentTexts(page)).at(-1), message).toContain(expected);
    }
  });
  const rule = (kw: string) => site.chat.replies.find((r) => r.keywords?.includes(kw))!;

  const keywordCases: [string, string][] = [
    ['Can I book the house?', 'book'],
    ['I would like to make a reservation', 'book'],
    ['What is the price?', 'price'],
    ['How much does it cost', 'price'],
    ['What are your rates', 'price'],
    ['Anything local to do?', 'local'],
    ['What is nearby', 'local'],
    ['Closest beach?', 'local'],
    ['Any good restaurant?', 'local'],
    ['Contact details please', 'contact'],
    ['What is your phone number', 'contact'],
    ['Can I email you', 'contact'],
    ['Where is the guide', 'guide'],
    ['Checkin instructions?', 'guide'],
    ['How do we check in', 'guide'],
  ];

  it('replies by each keyword rule of the script', async () => {
    const page = await chatPage();
    await openPanel(page);
    for (const [i, [message, keyword]] of keywordCases.entries()) {
      await send(page, message);
      await page.clock.runFor(700);
      // The welcome, then one reply per message so far.
      await expect.poll(() => agentTexts(page), { message: `"${message}"` }).toHaveLength(i + 2);
      expect((await agentTexts(page)).at(-1), `"${message}" → ${keyword} rule`).toBe(plain(rule(keyword).text!));
    }
  });

  it('fills in the $200 rate and the contact details from site.yaml', async () => {
    const page = await chatPage();
    await openPanel(page);
    await send(page, 'price?');
    await page.clock.runFor(700);
    await expect.poll(async () => (await agentTexts(page)).at(-1)).toContain('$200 per night');
    await send(page, 'phone');
    await page.clock.runFor(700);
    await expect.poll(async () => (await agentTexts(page)).at(-1)).toContain(site.contact.phone);
    expect((await agentTexts(page)).at(-1)).toContain(site.contact.email);
  });

  it('answers photos, pictures and images with a photo, as does View Photos', async () => {
    const page = await chatPage();
    await openPanel(page);
    await page.getByRole('button', { name: 'View Photos' }).click();
    expect(await page.getByRole('group', { name: 'Quick actions' }).count()).toBe(0);
    await page.clock.runFor(700);
    await expect.poll(() => page.locator('#chat-panel li.agent img').count()).toBe(1);
    for (const word of ['photos', 'pictures', 'images']) {
      await send(page, `Any ${word}?`);
      await page.clock.runFor(700);
    }
    await expect.poll(() => page.locator('#chat-panel li.agent img').count()).toBe(4);
    expect(await page.locator('#chat-panel li.agent img').first().getAttribute('alt')).toBe(site.chat.photoReply.image.alt);
    // The newest message is in view.
    const atBottom = await page.locator('#chat-panel ol').evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2);
    expect(atBottom).toBe(true);
  });

  it.each([
    ['Make an Enquiry', '/contact'],
    ['Check Availability', '/bookings'],
    ['Book Now', '/bookings'],
    ['Local Info', '/local-explore'],
  ])('quick action %s navigates to %s after 300 ms, within the page', async (label, target) => {
    const page = await chatPage('/about');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await openPanel(page);
    await page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: label }).click();
    expect(await page.getByRole('group', { name: 'Quick actions' }).count()).toBe(0);
    await page.clock.runFor(299);
    expect(await page.evaluate(() => location.pathname)).toBe('/about');
    await page.clock.runFor(1);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(target);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('adds the delayed welcome after 15 s with the panel closed, once per session', async () => {
    const page = await chatPage();
    await page.clock.runFor(14_999);
    expect(await page.locator('#chat-unread').count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator('#chat-unread').textContent()).toContain('1');
    expect(await page.evaluate(() => sessionStorage.getItem('chat-delayed-welcome-shown'))).toBe('1');
    expect(await page.locator('[aria-live="polite"]').filter({ hasText: site.chat.delayedWelcome }).count()).toBe(1);
    await openPanel(page);
    expect(await agentTexts(page)).toEqual([site.chat.welcome, site.chat.delayedWelcome]);
    expect(await page.locator('#chat-unread').count()).toBe(0);

    // Same session, next page load: not again.
    await page.reload();
    await page.clock.runFor(30_000);
    expect(await page.locator('#chat-unread').count()).toBe(0);
    await openPanel(page);
    expect(await agentTexts(page)).toEqual([site.chat.welcome]);
  });

  // WCAG 2.5.3: the number the badge shows is part of the button's name. (Found by the guide's
  // axe test once it ran past the 15 s of the delayed welcome on a loaded machine.)
  it('names the unread count on the chat button, as its badge shows it', async () => {
    const page = await chatPage();
    await page.clock.runFor(15_000);
    await expect.poll(() => page.locator('#chat-unread').textContent()).toContain('1');
    expect(await launcher(page).getAttribute('aria-label')).toBe('Chat with us, 1 new message');
    await page.clock.resume(); // axe waits on timers of its own
    expect(await axeViolations(page)).toEqual([]);
  });

  it('does not add the delayed welcome while the panel is open', async () => {
    const page = await chatPage();
    await page.clock.runFor(2_000);
    await openPanel(page);
    await page.clock.runFor(20_000);
    expect(await agentTexts(page)).toEqual([site.chat.welcome]);
    expect(await page.evaluate(() => sessionStorage.getItem('chat-delayed-welcome-shown'))).toBeNull();
  });

  it('closes on Escape and with the close button, returning focus to the chat button', async () => {
    const page = await chatPage();
    await openPanel(page);
    await input(page).fill('draft');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chat with us');

    await page.keyboard.press('Enter'); // the focused button reopens it
    await panel(page).waitFor();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chat with us');
  });

  it('keeps the conversation and delivers a pending reply across closing and client-side navigation', async () => {
    const page = await chatPage();
    await openPanel(page);
    await send(page, 'price');
    await page.keyboard.press('Escape');
    await page.clock.runFor(700);
    await expect.poll(() => page.locator('#chat-unread').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facts' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/facts');
    await openPanel(page);
    expect((await agentTexts(page)).at(-1)).toContain('$200 per night');
  });
});
