import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { loadContent } from '../../src/content/load-content';
import { addDays, availabilityWindow } from '../../src/widgets/live-calendar/window';
import { dayName } from '../../src/widgets/live-calendar/month';
import { WCAG, runAxe } from '../../harness/axe';
import { collectErrors, freshContext, newContext } from '../../harness/browser';
import { closeContexts, workerBrowser } from '../support/live';
import { distDir } from '../../harness/routes';
import { startServer, type RunningServer } from '../../harness/server';

const site = loadContent().site;
const fnPath = `/functions/v1/${site.backend.functions.availability}`;
// Bookings relative to today at the property, so the calendar always has some to show.
const { start_date: today, end_date: lastDay } = availabilityWindow(site.property.timeZone);
const booked = [addDays(today, 5), addDays(today, 6), addDays(today, 7)];
const checkOut = addDays(today, 8);
const blocked = [addDays(today, 12), addDays(today, 13)];

const compact = 'section[aria-labelledby="availability-title"]';
const booking = 'section[aria-labelledby$="-calendar-title"]';

let server: RunningServer;
let browser: Browser;
let feedDir: string;

const ics = (date: string) => date.replaceAll('-', '');

beforeAll(async () => {
  feedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'availability-feed-'));
  const feed = path.join(feedDir, 'availability.ics');
  fs.writeFileSync(
    feed,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${ics(booked[0])}`,
      `DTEND;VALUE=DATE:${ics(checkOut)}`,
      'UID:browser-test-stay@example.com',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${ics(blocked[0])}`,
      `DTEND;VALUE=DATE:${ics(addDays(blocked[1], 1))}`,
      'UID:browser-test-block@example.com',
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
  [server, browser] = await Promise.all([startServer({ distDir: distDir(), env: { AVAILABILITY_ICS_FILE: feed } }), workerBrowser()]);
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.stop();
  if (feedDir) fs.rmSync(feedDir, { recursive: true, force: true });
});

/** A day as the calendar names it: "Friday 27 November 2026", the visible number inside. */
const longDate = dayName;

function day(scope: Locator, date: string): Locator {
  return scope.locator(`[data-date="${date}"]`);
}

/** Pages forward until the month holding `date` is on screen. */
async function reveal(scope: Locator, date: string): Promise<Locator> {
  const cell = day(scope, date);
  for (let i = 0; i < 4 && (await cell.count()) === 0; i++) await scope.getByRole('button', { name: 'Next month' }).click();
  return cell;
}

const loading = (scope: Locator) => scope.getByRole('status').filter({ hasText: 'Loading availability...' });
// Generous waits: the suite shares two cores with builds and other browsers.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const calendarShown = (scope: Locator) => poll(() => scope.getByRole('gridcell').count()).toBeGreaterThan(27);

/** Holds the availability requests until release() and records them. */
async function gateRequests(page: Page) {
  const requests: Request[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**' + fnPath, async (route) => {
    requests.push(route.request());
    await gate;
    await route.continue();
  });
  return { requests, release: () => open() };
}

/** Layout shifts from the moment reset() is called (the calendar's arrival, not the page's first paint). */
async function trackShifts(ctx: BrowserContext) {
  await ctx.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    reset: (page: Page) => page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0)),
    read: (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift),
  };
}

const axe = (page: Page, selector: string) => runAxe(page, WCAG, selector);

describe('booking calendar on /bookings', () => {
  it('loads in a reserved box, asks for today to 90 days ahead in Sydney, and strikes through taken nights', async () => {
    // A visitor far from Sydney: the window and the disabled days still follow the property's calendar.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Pacific/Honolulu' });
    const shifts = await trackShifts(ctx);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const { requests, release } = await gateRequests(page);
    await page.goto(server.url + '/bookings');
    const card = page.locator(booking);

    await poll(() => loading(card).isVisible()).toBe(true);
    await poll(() => requests.length).toBe(1);
    const before = await card.boundingBox();
    const area = await loading(card).locator('..').boundingBox();
    await shifts.reset(page);
    release();
    await calendarShown(card);
    expect(await loading(card).count()).toBe(0);

    // The request: supabase-js's functions.invoke contract, with both dates.
    const req = requests[0];
    expect(req.method()).toBe('POST');
    expect(req.postDataJSON()).toEqual({ start_date: today, end_date: lastDay });
    expect(lastDay).toBe(addDays(today, 90));
    const headers = req.headers();
    expect(headers.apikey).toBe(site.backend.anonKey);
    expect(headers.authorization).toBe(`Bearer ${site.backend.anonKey}`);

    // Two months side by side on a desktop screen.
    expect(await card.locator('.cal-month').count()).toBe(2);

    // Nothing moved when the calendar replaced the placeholder.
    const after = await card.boundingBox();
    expect(after?.height).toBeCloseTo(before!.height, 0);
    expect(await card.locator('.cal-area').boundingBox().then((b) => b?.height)).toBeCloseTo(area!.height, 0);
    expect(await shifts.read(page)).toBeLessThan(0.001);

    // Days before today are disabled; today is not.
    if (today.slice(8) !== '01') {
      const yesterday = day(card, addDays(today, -1));
      expect(await yesterday.getAttribute('aria-disabled')).toBe('true');
      expect(await yesterday.getAttribute('aria-label')).toBe(`${longDate(addDays(today, -1))}, past`);
    }
    expect(await card.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    expect(await day(card, today).getAttribute('aria-disabled')).toBeNull();

    // Booked nights: disabled, struck through, labelled; the check-out day stays bookable.
    for (const date of booked) {
      const cell = await reveal(card, date);
      expect(await cell.getAttribute('aria-disabled')).toBe('true');
      expect(await cell.getAttribute('aria-label')).toBe(`${longDate(date)}, booked`);
      expect(await cell.getAttribute('title')).toBe('Booked');
      expect(await cell.locator('.n').evaluate((n) => getComputedStyle(n).textDecorationLine)).toBe('line-through');
    }
    const free = await reveal(card, checkOut);
    expect(await free.getAttribute('aria-disabled')).toBeNull();
    expect(await free.getAttribute('aria-label')).toBe(`${longDate(checkOut)}, available`);

    // Nights the host closed: disabled and struck through too, with their own reason.
    for (const date of blocked) {
      const cell = await reveal(card, date);
      expect(await cell.getAttribute('aria-disabled')).toBe('true');
      expect(await cell.getAttribute('title')).toBe('Closed by the host');
      expect(await cell.locator('.n').evaluate((n) => getComputedStyle(n).textDecorationLine)).toBe('line-through');
    }

    // The taken nights are also listed in words, for screen-reader users who skip the grid.
    const spoken = (date: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(date + 'T00:00:00Z'));
    const span = (from: string, to: string) => `${from.slice(0, 7) === to.slice(0, 7) ? Number(from.slice(8)) : spoken(from)} to ${spoken(to)}`;
    expect(await card.textContent()).toContain(`${span(booked[0], booked[2])} (booked); ${span(blocked[0], blocked[1])} (closed by the host)`);

    await poll(() => card.getByText(/^Availability updated (just now|\d+ minutes? ago)$/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows one month on a phone, and Book Now opens the booking page in a new tab', async () => {
    // A context of its own: the click opens a second tab (harness/tab-pool.ts).
    const ctx = await freshContext(browser, { width: 390 });
    await ctx.route(site.booking.url + '**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/bookings');
    const card = page.locator(booking);
    await calendarShown(card);
    expect(await card.locator('.cal-month').count()).toBe(1);
    // Paging stops at the month holding the window's last day.
    const next = card.getByRole('button', { name: 'Next month' });
    for (let i = 0; i < 5 && !(await next.isDisabled()); i++) await next.click();
    expect(await next.isDisabled()).toBe(true);
    // The last day is a possible departure, not an arrival: no night after it is known.
    expect(await day(card, lastDay).getAttribute('aria-label')).toBe(`${longDate(lastDay)}, available`);
    if (lastDay.slice(0, 7) === addDays(lastDay, 1).slice(0, 7)) {
      expect(await day(card, addDays(lastDay, 1)).getAttribute('title')).toBe('Not in this calendar yet: check the booking page');
    }
    for (const text of ['3:00 PM onwards', '10:00 AM', '2 nights', 'WiFi', 'All amenities access', '24/7 support']) {
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const book = page.getByRole('main').getByRole('link', { name: /^Book Now/ });
    const [popup] = await Promise.all([ctx.waitForEvent('page'), book.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(site.booking.url);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('compact calendar beside the home hero', () => {
  it('reserves its space, then shows one month with the booked nights struck through', async () => {
    const ctx = await newContext(browser, { width: 390 });
    const shifts = await trackShifts(ctx);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const { requests, release } = await gateRequests(page);
    await page.goto(server.url + '/');
    const widget = page.locator(compact);
    await poll(() => loading(widget).isVisible()).toBe(true);
    const before = await widget.boundingBox();
    await shifts.reset(page);
    release();
    await calendarShown(widget);
    const after = await widget.boundingBox();
    expect(after).toEqual(before);
    expect(await shifts.read(page)).toBeLessThan(0.001);

    expect(requests).toHaveLength(1);
    expect(requests[0].postDataJSON()).toEqual({ start_date: today, end_date: lastDay });
    expect(await widget.locator('.cal-month').count()).toBe(1);
    const cell = await reveal(widget, booked[0]);
    expect(await cell.getAttribute('aria-disabled')).toBe('true');
    expect(await cell.getAttribute('title')).toBe('Booked');
    expect(await cell.locator('.n').evaluate((n) => getComputedStyle(n).textDecorationLine)).toBe('line-through');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('reuses the reply for 5 minutes across navigations, asks again after that, and forgets it after 15 unused minutes', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.clock.install();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(fnPath)) requests.push(r.url());
    });
    await page.goto(server.url + '/');
    await calendarShown(page.locator(compact));
    expect(requests).toHaveLength(1);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const home = async () => {
      await nav.getByRole('link', { name: site.brand.name }).click();
      await poll(() => page.evaluate(() => location.pathname)).toBe('/');
    };
    await nav.getByRole('link', { name: 'Bookings' }).click();
    // Remounted with the cached reply: straight to the calendar, no new request.
    await calendarShown(page.locator(booking));
    await home();
    await calendarShown(page.locator(compact));
    expect(requests).toHaveLength(1);

    await page.clock.fastForward('06:00');
    await nav.getByRole('link', { name: 'Bookings' }).click();
    await calendarShown(page.locator(booking));
    await poll(() => requests.length).toBe(2);

    // Left unused (a page with no calendar) for over 15 minutes: gone, so it loads afresh.
    await nav.getByRole('link', { name: 'Facts' }).click();
    await poll(() => page.locator(booking).count()).toBe(0);
    await page.clock.fastForward('16:00');
    const { release } = await gateRequests(page);
    await home();
    await poll(() => loading(page.locator(compact)).isVisible()).toBe(true);
    release();
    await calendarShown(page.locator(compact));
    expect(requests).toHaveLength(3);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('opens on the month of the first free night when the rest of this month is taken', async () => {
    const ctx = await newContext(browser, { width: 390 });
    const page = await ctx.newPage();
    // Booked from today to the fourth of next month: this month has nothing left to pick.
    const firstFree = `${addDays(`${today.slice(0, 8)}01`, 40).slice(0, 8)}04`;
    const calendar: { date: string; available: boolean; blocked: boolean }[] = [];
    for (let d = today; d <= lastDay; d = addDays(d, 1)) calendar.push({ date: d, available: d >= firstFree, blocked: false });
    await page.route('**' + fnPath, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ calendar, synced_at: new Date().toISOString() }) }));
    await page.goto(server.url + '/');
    const widget = page.locator(compact);
    await calendarShown(widget);
    const monthName = (date: string) => new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(date + 'T00:00:00Z'));
    await poll(() => widget.locator('h3').first().textContent()).toBe(monthName(firstFree));
    expect(await widget.locator('[data-date][tabindex="0"]').getAttribute('data-date')).toBe(firstFree);
    // The visitor can still go back to this month.
    await widget.getByRole('button', { name: 'Previous month' }).click();
    expect(await widget.locator('h3').first().textContent()).toBe(monthName(today));
    await ctx.close();
  });

  it('logs a failed request and still shows the calendar, with no blocked dates', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.route('**' + fnPath, (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Upstream calendar exploded' }) }));
    await page.goto(server.url + '/');
    const widget = page.locator(compact);
    await calendarShown(widget);
    await poll(() => errors.some((e) => e.includes('Availability request failed') && e.includes('Upstream calendar exploded'))).toBe(true);
    expect(await widget.locator('.day-booked, .day-blocked').count()).toBe(0);
    const cell = await reveal(widget, booked[0]);
    expect(await cell.getAttribute('aria-disabled')).toBeNull();
    expect(await widget.getByText(/Availability updated/).count()).toBe(0);
    await ctx.close();
  });
});

describe('choosing a stay', () => {
  const template = site.booking.datesUrl!;
  const stayLine = (scope: Locator) => scope.locator('.cal-stay');

  it('picks arrival and departure with the mouse, keeps to the minimum stay and free nights, and books those dates', async () => {
    // A context of its own: the click opens a second tab (harness/tab-pool.ts).
    const ctx = await freshContext(browser, { width: 1280 });
    await ctx.route(new URL(template).origin + '/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url + '/bookings');
    const card = page.locator(booking);
    await calendarShown(card);
    expect(await stayLine(card).textContent()).toBe('Pick an arrival and a departure day to book them.');

    const arrival = addDays(today, 2);
    await (await reveal(card, arrival)).click();
    expect(await day(card, arrival).getAttribute('aria-pressed')).toBe('true');
    expect(await day(card, arrival).getAttribute('aria-label')).toBe(`${longDate(arrival)}, your arrival, available`);
    await poll(() => stayLine(card).textContent()).toMatch(/^Arriving \w{3} \d{1,2} \w{3}: now pick your departure day\./);

    // One night is under the two-night minimum: the arrival stays and the reason is given.
    await day(card, addDays(arrival, 1)).click();
    await poll(() => stayLine(card).textContent()).toMatch(/^The minimum stay is 2 nights: pick a departure from /);
    // The first booked night can be the departure morning; the nights after it cannot.
    expect(await day(card, booked[1]).getAttribute('aria-disabled')).toBe('true');
    await day(card, booked[1]).click({ force: true });
    expect(await day(card, booked[1]).getAttribute('aria-pressed')).toBeNull();
    await day(card, booked[0]).click();
    expect(await day(card, booked[0]).getAttribute('aria-label')).toBe(`${longDate(booked[0])}, your departure, booked`);
    await poll(() => stayLine(card).textContent()).toMatch(/ · 3 nights/);
    expect(await card.locator('.day-range').count()).toBe(2);

    const link = stayLine(card).getByRole('link', { name: 'Book these dates (opens in a new tab)' });
    const expected = template.replace('{arrival}', arrival).replace('{departure}', booked[0]);
    expect(await link.getAttribute('href')).toBe(expected);
    const [popup] = await Promise.all([ctx.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(expected);

    await stayLine(card).getByRole('button', { name: 'Clear dates' }).click();
    expect(await card.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await stayLine(card).textContent()).toBe('Pick an arrival and a departure day to book them.');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('moves through the days with the arrow and page keys, and picks with Enter', async () => {
    const ctx = await newContext(browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(server.url + '/');
    const widget = page.locator(compact);
    await calendarShown(widget);
    // One tab stop for the whole month: today.
    expect(await widget.locator('[data-date][tabindex="0"]').getAttribute('data-date')).toBe(today);
    await day(widget, today).focus();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(addDays(today, 1));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(checkOut);
    // A month on: the calendar pages with the focus.
    await page.keyboard.press('PageDown');
    const moved = await focused();
    expect(moved?.slice(5, 7)).not.toBe(checkOut.slice(5, 7));
    expect(await widget.locator('h3').first().textContent()).toBe(
      new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(moved + 'T00:00:00Z')),
    );
    await page.keyboard.press('PageUp');
    expect(await focused()).toBe(checkOut);
    await page.keyboard.press('Enter');
    expect(await day(widget, checkOut).getAttribute('aria-pressed')).toBe('true');
    expect(await focused()).toBe(checkOut);
    await ctx.close();
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in either calendar in the ${theme} theme`, async () => {
      const ctx = await newContext(browser, { theme });
      const page = await ctx.newPage();
      await page.goto(server.url + '/');
      await calendarShown(page.locator(compact));
      expect(await axe(page, compact)).toEqual([]);
      await page.goto(server.url + '/bookings');
      const card = page.locator(booking);
      await calendarShown(card);
      // With a stay picked: the selected days and the booking link are checked too.
      await day(card, addDays(today, 1)).click();
      await day(card, addDays(today, 3)).click();
      await poll(() => card.locator('.cal-book').count()).toBe(1);
      expect(await axe(page, 'main')).toEqual([]);
      await ctx.close();
    });
  }
});
