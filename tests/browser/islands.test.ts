import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { collectErrors, newContext, freshContext } from '../../harness/browser';
import { liveSite } from '../support/live';
import { builtRoutes, distDir } from '../../harness/routes';
import { islandsSettled, whenLive } from '../support/islands';
import { blocks } from '../../src/blocks/registry';
import { SETTLED_CLASS } from '../../src/core/theme-boot';

const chunkModules: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(distDir(), 'build-info/chunk-modules.json'), 'utf8'));
const reactChunks = new Set(Object.keys(chunkModules).filter((f) => chunkModules[f].some((m) => m.includes('node_modules/react-dom/'))));

const live = liveSite();
/** A request for one of the site's photos, in any of the formats it serves. */
const PHOTO = /\.(avif|webp|jpe?g)$/;

/** Script files the page has asked for so far, as /assets/... paths; `arrived` holds those it has received (or given up on). */
function scriptsOf(page: Page): string[] & { arrived: Set<string> } {
  const seen = Object.assign([] as string[], { arrived: new Set<string>() });
  const file = (r: Request) => new URL(r.url()).pathname.slice(1);
  page.on('request', (r) => r.resourceType() === 'script' && seen.push(file(r)));
  const arrived = (r: Request) => r.resourceType() === 'script' && seen.arrived.add(file(r));
  page.on('requestfinished', arrived);
  page.on('requestfailed', arrived);
  return seen;
}

/** Once every script the page asked for has arrived and every island that needs no interaction is live: all it does unprompted is done. */
async function settled(page: Page, scripts: ReturnType<typeof scriptsOf>) {
  await expect.poll(() => scripts.every((s) => scripts.arrived.has(s))).toBe(true);
  await islandsSettled(page);
}

/** Whether React has run in the page: any element it has made the root of a tree. */
const reactRan = (page: Page) => page.evaluate(() => [...document.querySelectorAll('*')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$'))));

/** A fresh page at `route` (network idle), with the scripts it fetches and the errors it logs recorded from the start. */
async function openWatched(route: string) {
  const ctx = await newContext(live.browser);
  const page = await ctx.newPage();
  const scripts = scriptsOf(page);
  const errors = collectErrors(page);
  await page.goto(live.server.url + route, { waitUntil: 'networkidle' });
  return { ctx, page, scripts, errors };
}

describe('static by default', () => {
  it("a landing page fetches no React before any interaction, and runs none until the visitor reaches for the chat, which then opens", async () => {
    const { ctx, page, scripts, errors } = await openWatched('/kahibah-accommodation');
    await settled(page, scripts);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => reactChunks.has(s))).toEqual([]);
    // The first touch of the page fetches the chat's code ahead, without running it.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => scripts.some((s) => reactChunks.has(s))).toBe(true);
    await settled(page, scripts);
    expect(await reactRan(page)).toBe(false);
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await chat.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Chat with us' }).count()).toBe(1);
    expect(await reactRan(page)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the home page runs its calendar and photo carousel without React', async () => {
    const { ctx, page, scripts, errors } = await openWatched('/');
    await expect.poll(() => page.locator('[data-island="live-calendar"][data-hydrated]').count()).toBe(1);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector('[aria-roledescription="carousel"] .flickity-enabled');
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => carousel.locator('.count').textContent()).toBe('2 / 5');
    await page.mouse.wheel(0, 8000);
    await settled(page, scripts);
    expect(await reactRan(page)).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("the guide's gate works without React, and a wrong code is refused without it too", async () => {
    const { ctx, page } = await openWatched('/digital-guide');
    const input = page.getByLabel('Passcode');
    await input.pressSequentially('k7pm-');
    // Hold the function's answer, to see the form while it waits.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/functions/v1/**', async (route) => {
      await held;
      await route.continue();
    });
    await input.pressSequentially('3xqa');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Checking…' }).isDisabled()).toBe(true);
    expect(await page.locator('form[aria-busy="true"]').count()).toBe(1);
    expect(await reactRan(page)).toBe(false);
    answer();
    await expect.poll(() => page.locator('form .message').innerText()).toBe('Invalid Passcode Please enter the correct passcode.');
    // Said under the field, not in a notice laid over the page: React waits for the guide itself.
    expect(await reactRan(page)).toBe(false);
    expect(await page.getByRole('button', { name: 'Unlock' }).isEnabled()).toBe(true);
    await ctx.close();
  });

  it('a block that waits to be visible hydrates only when scrolled near', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/about', { waitUntil: 'networkidle' });
    const carousel = page.locator('[data-island="photo-carousel"]');
    expect(await carousel.getAttribute('data-hydrated')).toBeNull();
    await carousel.locator('> *').first().scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute('data-hydrated')).toBe('');
    await ctx.close();
  });

  it('serializes only what each island needs, and no page data', async () => {
    const html = await (await fetch(live.server.url + '/contact')).text();
    const props = [...html.matchAll(/data-island="([^"]+)"[^>]*data-props="([^"]*)"/g)].map((m) => ({ name: m[1], size: m[2].length }));
    expect(props.map((p) => p.name)).toEqual(['contact-form', 'chat']);
    expect(Math.max(...props.map((p) => p.size))).toBeLessThan(2000);
    expect(html).not.toContain('id="page-data"');
  });

  it('gives the plain-script block islands (pause button, carousel, map frame, floating button, the guide gate) no props at all', async () => {
    const plain: string[] = Object.values(blocks).filter((d) => d.island?.script === 'script').map((d) => d.type);
    const html = (await Promise.all(builtRoutes().map(async (r) => (await fetch(live.server.url + r)).text()))).join('');
    const roots = [...html.matchAll(/<div data-island="([\w-]+)"[^>]*>/g)].filter((m) => plain.includes(m[1]));
    // Each of them is used somewhere on the site, and none of their roots carries props.
    expect([...new Set(roots.map((m) => m[1]))].sort()).toEqual(plain.sort());
    for (const [root] of roots) expect(root).not.toContain('data-props');
  });
});

describe('navigation between pages', () => {
  it('swaps pages in place, keeps the chat conversation, and restores scroll on back', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(live.server.url + '/features', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const input = page.getByRole('textbox', { name: 'Type your message' });
    await input.fill('Hello from features');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(900);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // A real pointer click where the sticky bar shows the link (a locator click would first
    // scroll the page to the link's place in the flow).
    const box = (await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/reviews');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Hello from features').count()).toBe(1);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/features');
    // Within a pixel: the browser's scroll anchoring may move the page by one when a line above
    // the restored place settles a fraction of a pixel after the swap (one run in a dozen).
    await expect.poll(() => page.evaluate(() => Math.round(scrollY)), { message: 'scrollY restored to 900 ± 1' }).toSatisfy((y: number) => Math.abs(y - 900) <= 1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('prefetches a page when the pointer rests on its link', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/', { waitUntil: 'networkidle' });
    const fetched = page.waitForRequest((r) => new URL(r.url()).pathname === '/facts' && r.resourceType() === 'fetch');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Facts' }).hover();
    await fetched;
    await ctx.close();
  });

  for (const reducedMotion of [false, true]) {
    it(`uses a view transition ${reducedMotion ? 'never, for visitors who prefer reduced motion' : 'between pages'}`, async () => {
      const ctx = await newContext(live.browser, { reducedMotion });
      await ctx.addInitScript(() => {
        const w = window as unknown as { transitions: number };
        w.transitions = 0;
        const original = document.startViewTransition?.bind(document);
        if (original) document.startViewTransition = ((cb: () => void) => (w.transitions++, original(cb))) as typeof document.startViewTransition;
      });
      const page = await ctx.newPage();
      await page.goto(live.server.url + '/facts', { waitUntil: 'networkidle' });
      await whenLive(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/about');
      expect(await page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(reducedMotion ? 0 : 1);
      await ctx.close();
    });
  }
});

describe('largest paint first', () => {
  it('preloads the hero photo with high priority and serves a phone a right-sized AVIF', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/', { waitUntil: 'networkidle' });
    const preload = page.locator('link[rel=preload][as=image]');
    expect(await preload.getAttribute('fetchpriority')).toBe('high');
    expect(await preload.getAttribute('type')).toBe('image/avif');
    const hero = page.locator('main img').first();
    const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\.avif$/);
    const width = Number(chosen.match(/-(\d+)\.avif$/)?.[1]);
    expect(width).toBeGreaterThanOrEqual(390);
    expect(width).toBeLessThanOrEqual(1200);
    await ctx.close();
  });
  it("fetches the chat's frame, and the script of an island in view or started on load, only after the first paint", async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/', { waitUntil: 'networkidle' });
    await page.locator('[data-island="live-calendar"][data-hydrated]').waitFor();
    await page.locator('[data-frame-ready]').waitFor({ state: 'attached' });
    const times = await page.evaluate(() => {
      const start = (part: string) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))!.startTime;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        frame: start('/chat-frame-'),
        calendar: start('/live-calendar-'),
      };
    });
    expect(times.frame).toBeGreaterThan(times.paint);
    expect(times.calendar).toBeGreaterThan(times.paint);
    // An island that starts on load (the guide's gate) starts once the page is on screen too.
    await page.goto(live.server.url + '/digital-guide', { waitUntil: 'load' });
    await page.locator('[data-island="guide-gate"][data-hydrated]').waitFor();
    const gate = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      gate: performance.getEntriesByType('resource').find((r) => r.name.includes('/guide-gate-'))!.startTime,
    }));
    expect(gate.gate).toBeGreaterThan(gate.paint);
    await ctx.close();
  });

  it('when the hero photo arrives after the text has painted, asks for the rest (islands, chat frame, display font) only once the photo is on screen', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    // When the first photo is drawn, on the page's own clock.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        (window as unknown as { photoAt: number }).photoAt = (list.getEntries()[0] as PerformanceEntry & { renderTime: number }).renderTime;
      }).observe({ type: 'element', buffered: true });
    });
    // A slow connection: the photo comes well after the page's text.
    await page.route(PHOTO, async (route) => {
      await new Promise((wait) => setTimeout(wait, 400));
      await route.continue();
    });
    await page.goto(live.server.url + '/', { waitUntil: 'load' });
    await page.locator('[data-island="live-calendar"][data-hydrated]').waitFor();
    await page.locator('[data-frame-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('.woff2')))).toBe(true);
    const times = await page.evaluate(() => {
      const start = (part: string) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))!.startTime;
      return {
        text: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        photo: (window as unknown as { photoAt: number }).photoAt,
        frame: start('/chat-frame-'),
        calendar: start('/live-calendar-'),
        font: start('.woff2'),
      };
    });
    // The photo is held back 400 ms; how far behind the text it paints depends on the machine.
    expect(times.photo).toBeGreaterThan(times.text);
    expect(times.calendar).toBeGreaterThan(times.photo);
    expect(times.frame).toBeGreaterThan(times.photo);
    expect(times.font).toBeGreaterThan(times.photo);
    await ctx.close();
  });

  it('a hero photo that never arrives holds nothing back', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.route(PHOTO, (route) => route.abort('connectionrefused'));
    await page.goto(live.server.url + '/', { waitUntil: 'load' });
    await page.locator('[data-island="live-calendar"][data-hydrated]').waitFor();
    await expect.poll(() => page.evaluate((settled) => document.fonts.check('600 16px "Fraunces Variable"') && document.documentElement.classList.contains(settled), SETTLED_CLASS)).toBe(true);
    await ctx.close();
  });

  it('adds one display font once the first page is on screen, at once on the next, cut to the characters and weights the pages use, with a glyph for every heading', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    const timing = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const font = performance.getEntriesByType('resource').find((r) => r.name.endsWith('.woff2'));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { font: font?.startTime, paint: paint?.startTime, name: font?.name };
      });
    // Both the font's request and the first paint's entry, once each is there.
    const settled = async () => {
      await expect.poll(async () => Object.values(await timing()).includes(undefined)).toBe(false);
      return timing();
    };
    await page.goto(live.server.url + '/', { waitUntil: 'load' });
    const first = await settled();
    // The first page paints in the fallback, and asks for the font only then.
    expect(first.font).toBeGreaterThan(first.paint!);
    const font = await fetch(first.name!);
    expect(font.headers.get('content-type')).toMatch(/font\/woff2/);
    // fontsource's latin file is 36.6 KB; the cut keeps ASCII, the pages' own characters and weights 400-600.
    expect((await font.arrayBuffer()).byteLength).toBeLessThan(24 * 1024);
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Fraunces Variable');
      // A glyph the cut font lacks falls through to the next family: measured against two
      // different fallbacks, only a missing glyph changes width.
      const ctx2d = document.createElement('canvas').getContext('2d')!;
      const width = (c: string, fallback: string) => ((ctx2d.font = `600 40px "Fraunces Variable", ${fallback}`), ctx2d.measureText(c).width);
      const headings = [...document.querySelectorAll('h1, h2, h3, blockquote')];
      const text = headings.map((h) => h.textContent ?? '').join('');
      const letters = [...new Set(text.match(/[\p{L}\p{N}\p{P}]/gu))];
      return {
        faces: faces.map((f) => `${f.status} ${f.weight}`),
        letters,
        missing: letters.filter((c) => width(c, 'monospace') !== width(c, 'cursive')),
        h1: getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0].replace(/"/g, ''),
      };
    });
    expect(used.faces).toEqual(['loaded 400 600']);
    expect(used.h1).toBe('Fraunces Variable');
    expect(used.letters).toEqual(expect.arrayContaining(['“', '”']));
    expect(used.missing).toEqual([]);
    // The visit's next page loads whole, and has the font from before its first paint.
    await page.goto(live.server.url + '/features', { waitUntil: 'load' });
    const next = await settled();
    expect(next.font).toBeLessThan(next.paint!);
    await ctx.close();
  });

  it("gives every heading the same measure in the fallback as in the display face, so the face's arrival moves nothing by it", async () => {
    /** Each heading's greatest width on a phone, with the display face or without it (its request refused). */
    const measures = async (path: string, face: boolean) => {
      const ctx = await newContext(live.browser, { width: 412 });
      const page = await ctx.newPage();
      if (!face) await page.route(/\.woff2$/, (route) => route.abort('connectionrefused'));
      await page.goto(live.server.url + path, { waitUntil: 'load' });
      await expect.poll(() => page.evaluate(() => [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Fraunces Variable')?.status)).toBe(face ? 'loaded' : 'error');
      // A measure in ch is the width of the face's "0", narrower in the fallbacks than in the face.
      // The page's own headings: an island (the calendar) may add its own while this runs.
      const widths = await page.locator('main :is(h1, h2, h3):not([data-island] *)').evaluateAll((hs) => hs.map((h) => `${h.textContent?.trim()}: ${getComputedStyle(h).maxWidth}`));
      await ctx.close();
      return widths;
    };
    for (const path of ['/', '/about']) {
      const withFace = await measures(path, true);
      expect(withFace.length).toBeGreaterThan(0);
      expect(await measures(path, false), path).toEqual(withFace);
    }
  });

  it('without script, the display font is declared in the page and used from the start', async () => {
    const ctx = await freshContext(live.browser, { javaScript: false });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces Variable"') && [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Fraunces Variable' && f.status === 'loaded'))).toBe(true);
    await ctx.close();
  });
});

describe('without JavaScript', () => {
  it('the calendar says it needs JavaScript and links to the booking page, instead of loading for ever', async () => {
    const ctx = await freshContext(live.browser, { javaScript: false });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/bookings');
    expect(await page.getByText('Loading availability...').isVisible()).toBe(false);
    expect(await page.getByText('The calendar needs JavaScript.').isVisible()).toBe(true);
    const link = page.getByRole('link', { name: /See the available dates on the booking page/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await ctx.close();
  });
});
