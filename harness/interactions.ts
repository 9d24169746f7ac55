import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * The taps a visitor makes on the site's islands and chrome, each from the state it needs (the
 * viewer open before "next"), shared by the test that holds each to its budget
 * (tests/browser/interactions.test.ts) and the bench that prints each one's INP on a phone 4×
 * slower (scripts/bench/interactions.ts). A tap is a touch at the target's place on a phone's
 * screen (no hover before it, as on a phone), or keys typed into what has focus.
 */
export interface Interaction {
  /** As the tables name it. */
  name: string;
  /** The island that answers it: it runs on the routes whose HTML has one; `chrome` is on every route. */
  island: string;
  /** Brings the page to the moment before the tap, unmeasured. */
  prepare?: (page: Page) => Promise<void>;
  /** What is tapped (or, with `keys`, what has focus). */
  target: (page: Page) => Locator;
  /** Keys typed into the target instead of a tap. */
  keys?: string;
  /** What the visitor sees once it has answered: checked after the measurement, so a tap that did nothing never passes. */
  answered: (page: Page) => Promise<boolean>;
}

/** The guide's passcode for the tests' and the bench's server (a stay of harness/stays.ts): set by the caller. */
export const guideCode = { value: '' };

const viewer = (page: Page) => page.locator('dialog.viewer');
const calendar = (page: Page) => page.locator('[data-island="live-calendar"]').first();
const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

async function calendarReady(page: Page) {
  await calendar(page).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('[data-island="live-calendar"] [data-date]').length > 27, null, { timeout: 30_000 });
}

async function galleryReady(page: Page) {
  await page.locator('a[data-photo]').first().scrollIntoViewIfNeeded();
  await page.locator('[data-island="gallery"][data-hydrated]').waitFor({ state: 'attached' });
}

async function viewerOpen(page: Page) {
  await galleryReady(page);
  await page.locator('a[data-photo]').first().click();
  await viewer(page).locator('img').waitFor();
}

/** The page has stopped scrolling and the fixed buttons have come back (src/client/fixed-buttons.ts), a frame later. */
async function atRest(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scrolling'));
  // Transitions only: the scrolling strips' animations never finish.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
}

/** On a phone the chat button waits out the first screen and steps aside while the page scrolls: scrolled, then at rest. */
async function chatAtHand(page: Page) {
  await page.mouse.wheel(0, 600);
  await page.locator('[data-island="chat"][data-frame-ready]').waitFor({ state: 'attached' });
  await atRest(page);
  await chatLauncher(page).waitFor();
  await settled(page);
}

async function chatOpen(page: Page) {
  await chatAtHand(page);
  await chatLauncher(page).click();
  await page.locator('#chat-panel [role="dialog"]').waitFor();
  await page.getByLabel('Type your message').fill('Is there parking?');
}

async function guideOpen(page: Page) {
  await page.locator('[data-island="guide-gate"][data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Passcode').fill(guideCode.value);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('tablist', { name: 'Guide sections' }).waitFor();
}

async function contactFilled(page: Page) {
  await page.getByLabel('First Name').focus();
  await page.locator('form[novalidate]').waitFor();
  for (const [label, value] of Object.entries({ 'First Name': 'Ada', 'Last Name': 'Lovelace', Email: 'ada@example.com', Message: 'Is a travel cot available?' }))
    await page.getByLabel(label, { exact: false }).first().fill(value);
  // The reply is held: what is measured is the form's own answer to the tap, not the server's.
  await page.route('**/functions/v1/**', () => undefined);
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'mobile menu: open',
    island: 'chrome',
    target: (page) => page.locator('button[popovertarget]').first(),
    answered: (page) => page.evaluate(() => document.querySelector(':popover-open') !== null),
  },
  {
    name: 'calendar: next month',
    island: 'live-calendar',
    prepare: calendarReady,
    target: (page) => calendar(page).locator('.cal-nav[data-step="1"]').first(),
    answered: (page) => calendar(page).locator('.cal-nav[data-step="-1"]').first().isEnabled(),
  },
  {
    name: 'calendar: pick a date',
    island: 'live-calendar',
    prepare: calendarReady,
    target: (page) => calendar(page).locator('[data-date]:not([aria-disabled="true"])').first(),
    answered: async (page) => (await calendar(page).locator('[data-date][aria-pressed="true"]').count()) > 0,
  },
  {
    name: 'gallery viewer: open',
    island: 'gallery',
    prepare: galleryReady,
    target: (page) => page.locator('a[data-photo]').first(),
    answered: (page) => viewer(page).evaluate((d: HTMLDialogElement) => d.open),
  },
  {
    name: 'gallery viewer: next',
    island: 'gallery',
    prepare: viewerOpen,
    target: (page) => viewer(page).getByRole('button', { name: 'Next photo' }),
    answered: async (page) => (await viewer(page).locator('.count').innerText()).startsWith('2 /'),
  },
  {
    name: 'gallery viewer: close',
    island: 'gallery',
    prepare: viewerOpen,
    target: (page) => viewer(page).getByRole('button', { name: 'Close photo viewer' }),
    answered: (page) => viewer(page).evaluate((d: HTMLDialogElement) => !d.open),
  },
  {
    name: 'chat: open',
    island: 'chrome',
    prepare: chatAtHand,
    target: chatLauncher,
    answered: (page) => page.getByRole('dialog', { name: 'Chat with us' }).isVisible(),
  },
  {
    name: 'chat: send',
    island: 'chrome',
    prepare: chatOpen,
    target: (page) => page.locator('#chat-panel').getByRole('button', { name: 'Send message' }),
    answered: async (page) => (await page.locator('#chat-panel li.user').count()) > 0,
  },
  {
    name: 'guide: switch tab',
    island: 'guide-gate',
    prepare: guideOpen,
    target: (page) => page.getByRole('tab', { name: 'Local Area', exact: true }),
    answered: async (page) => (await page.getByRole('tab', { name: 'Local Area', exact: true }).getAttribute('aria-selected')) === 'true',
  },
  {
    name: 'guide: search as you type',
    island: 'guide-gate',
    prepare: async (page) => {
      await guideOpen(page);
      await page.getByRole('combobox', { name: 'Search the guide' }).focus();
    },
    target: (page) => page.getByRole('combobox', { name: 'Search the guide' }),
    keys: 'w',
    answered: async (page) => (await page.getByRole('combobox', { name: 'Search the guide' }).inputValue()) === 'w',
  },
  {
    name: 'contact form: submit',
    island: 'contact-form',
    prepare: contactFilled,
    target: (page) => page.getByRole('button', { name: 'Send Message' }),
    answered: async (page) => (await page.locator('form button[type="submit"]').textContent())!.includes('Sending'),
  },
];

/** The routes of a build an interaction runs on, from each route's islands (`islandsOf`). */
export const routesFor = (i: Interaction, routes: string[], islandsOf: (route: string) => string[]) =>
  i.island === 'chrome' ? routes : routes.filter((r) => islandsOf(r).includes(i.island));

/** The page has loaded, its network is quiet and the browser has been idle: nothing of the visit is left to run. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })));
}

/** Loads `url` in `page` and brings it to the moment before `i`'s tap. */
export async function prepare(page: Page, url: string, i: Interaction) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await settled(page);
  await i.prepare?.(page);
  await settled(page);
}

/** A phone's screen that is touched, as Lighthouse's mobile run sizes it. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

/**
 * `i`'s input, ready to send: the target's place is found now (Playwright's look-up runs script in
 * the page), so that sending it is input events alone. A touch resolves once the page has handled
 * its click.
 */
export async function inputOf(page: Page, i: Interaction): Promise<() => Promise<void>> {
  if (i.keys) return () => page.keyboard.type(i.keys!);
  await i.target(page).scrollIntoViewIfNeeded();
  await atRest(page);
  const box = (await i.target(page).boundingBox())!;
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Waits for the next frame after what the input started: a task queued from an animation frame
 * callback runs once that frame's rendering is done on the main thread.
 */
export const afterNextPaint = (page: Page) => page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));

/** What a tap cost the main thread, in ms of its processor time. */
export interface TapWork {
  /** Every task from the one that handled the input to the one that painted the next frame, both included. */
  tasks: number;
  /** How many tasks that was. */
  count: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

const INPUT_EVENTS = new Set(['pointerover', 'pointerenter', 'pointerdown', 'touchstart', 'mousedown', 'pointerup', 'touchend', 'mouseup', 'click', 'keydown', 'keypress', 'input', 'keyup']);
/** The event a tap's answer follows (its click), and a key's (the field's input: its keyup draws nothing). */
const ANSWERED_EVENTS = new Set(['click', 'input']);

/**
 * From a trace of the tap (Chrome's own timeline): the renderer's main thread's processor time
 * (`tdur`, thread time) over the tasks from the one that handled the input's first event to the
 * one that painted the frame after the event it answers (the tap's click, the key's input: the
 * first of them, not a click the page itself makes later). Work the tap started after that frame (an island's
 * code, run once the answer is on screen) is no part of the answer's wait, as INP counts it; work
 * that ran before the frame (a timer, a reply) held the answer back and is.
 */
export function tapWork(events: TraceEvent[]): TapWork {
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && INPUT_EVENTS.has(e.args?.data?.type ?? ''));
  if (!inputs.length) throw new Error('the trace has no input event');
  const { pid, tid } = inputs[0];
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts)
    // Top-level tasks only: one inside another is counted with it.
    .filter((t, n, all) => !all.slice(0, n).some((o) => o.ts <= t.ts && t.ts + t.dur! <= o.ts + o.dur!));
  const within = (t: TraceEvent, e: TraceEvent) => t.ts <= e.ts && e.ts < t.ts + t.dur!;
  const first = inputs.reduce((a, b) => (a.ts < b.ts ? a : b));
  const last = inputs.filter((e) => ANSWERED_EVENTS.has(e.args!.data!.type!)).reduce((a, b) => (a.ts < b.ts ? a : b));
  const paints = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Paint' && e.ts >= last.ts + last.dur!);
  const start = tasks.findIndex((t) => within(t, first));
  const end = tasks.findIndex((t) => paints.some((p) => within(t, p)));
  if (start < 0 || end < 0) throw new Error('the trace has no frame painted after the input');
  const counted = tasks.slice(start, end + 1);
  return { tasks: Math.round(counted.reduce((ms, t) => ms + (t.tdur ?? t.dur!), 0) / 100) / 10, count: counted.length };
}

/**
 * The main thread's work from `i`'s input until the next paint, in processor time, from a trace
 * Chrome records of it (tapWork), and whether the visitor then sees the answer.
 */
export async function interactionWork(page: Page, url: string, i: Interaction): Promise<TapWork & { answered: boolean }> {
  await prepare(page, url, i);
  const input = await inputOf(page, i);
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await input();
  await afterNextPaint(page);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  return { ...tapWork(trace), answered: await i.answered(page) };
}
