import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loadContent } from '../../src/content/load-content';
import type { GalleryBlock } from '../../src/core/types/content.gen';
import { axeViolations, collectErrors, newContext, scrollIntoSight, type VisitorOptions, freshContext } from '../../harness/browser';
import { WCAG, runAxe } from '../../harness/axe';
import { liveSite } from '../support/live';
import { islandsSettled } from '../support/islands';
import { afterRenderingUpdate } from '../../harness/rendering';
import { SETTLED_CLASS } from '../../src/core/theme-boot';

const content = loadContent();
const site = content.site;

const live = liveSite();

/** A context whose map embed gets a small local stand-in. */
const context = (opts: VisitorOptions = {}): Promise<BrowserContext> => newContext(live.browser, { ...opts, mapStandIn: true });

async function open(ctx: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(live.server.url + path);
  return { page, errors };
}

/**
 * The carousel's counter, e.g. "2 / 5". Its text, not its rendered text: a section scrolled out
 * of sight is skipped by `content-visibility: auto`, and Chrome gives skipped content no innerText.
 */
const counter = (page: Page) => page.locator('[aria-roledescription="carousel"] .count').textContent();
/** Scroll to the carousel (its island loads when it comes near) and wait until flickity has taken over. */
async function carouselReady(page: Page) {
  await page.locator('[aria-roledescription="carousel"]').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[aria-roledescription="carousel"] .flickity-enabled');
}

/**
 * Opens `path` with the page's clock in the test's hands (time moves only when the test moves
 * it) and brings its carousel to life: its slideshow's timer started at most 50 ms of that time ago.
 */
async function openOnTestClock(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  const t0 = Date.now();
  await page.clock.install({ time: t0 });
  // Paused a minute ahead: however slow the machine, its clock has not got there yet.
  await page.clock.pauseAt(t0 + 60_000);
  await page.goto(live.server.url + path);
  await page.locator('[aria-roledescription="carousel"]').first().scrollIntoViewIfNeeded();
  // The island waits for the first paint on a timer of the page's, which runs only as the clock moves.
  const island = page.locator('[data-island="photo-carousel"]').first();
  while ((await island.getAttribute('data-hydrated')) === null) await page.clock.runFor(50);
  await page.waitForSelector('[aria-roledescription="carousel"] .flickity-enabled');
  return page;
}

describe('home', () => {
  it('has every section the spec lists, with its links and counts', async () => {
    const ctx = await context();
    const { page, errors } = await open(ctx, '/');
    expect(await page.locator('h1').innerText()).toBe('Newcastle Escape Awaits');
    await expect.poll(() => page.title()).toContain('Charlestown Guesthouse');
    const main = page.locator('main');
    expect(await main.innerText()).toContain('4 guests · 2 bedrooms');

    // Banner strip: the words drawn (by CSS, from one copy in the markup) wider than the screen
    // twice over, and readable once by screen readers.
    const strip = main.locator('section[aria-label*="Premium accommodation"]');
    const drawn = await strip.locator('.words').evaluate((el) => ({ run: el.dataset.words, before: getComputedStyle(el, '::before').content, width: el.scrollWidth }));
    for (const w of ['Premium accommodation', 'Newcastle', 'Charlestown', 'Luxury getaway']) expect(drawn.run).toContain(w);
    expect(drawn.before).not.toBe('none');
    expect(drawn.width).toBeGreaterThan(2 * 1280);
    expect(await strip.locator('.visually-hidden').textContent()).toMatch(/Premium accommodation.*luxury getaway/i);

    // Hero buttons and the calendar slot beside it.
    const hero = main.locator('section', { has: page.locator('h1') });
    expect(await hero.getByRole('link', { name: 'Check availability' }).getAttribute('href')).toBe('/bookings');
    expect(await hero.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('#details');
    expect(await page.locator('#details').count()).toBe(1);

    // Why you'll love it: five cards.
    const why = main.locator('section', { has: page.getByRole('heading', { name: "Why you'll love it" }) });
    const titles = await why.locator('h3').allInnerTexts();
    expect(titles).toEqual(['Modern living', 'Private outdoor deck', 'Prime location', 'Seamless check-in', 'Chef-ready kitchen']);

    // Carousel of 5 photos: the first 5 of the first 6 interior photos of site.yaml.
    const slides = main.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    const interior = site.photos.filter((p) => p.category === 'interior').slice(0, 5);
    expect(await slides.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(interior.map((p) => p.alt));

    // Amenities: 4 tiles, 8 category lists, link to /features.
    const amenities = main.locator('section', { has: page.getByRole('heading', { name: /thoughtfully provided/ }) });
    expect(await amenities.locator('ul').first().locator('li').count()).toBe(4);
    const categories = await amenities.locator('h3').allTextContents();
    expect(categories).toEqual([
      'Kitchen and dining',
      'Comfort and climate',
      'Technology and entertainment',
      'Bathroom and personal care',
      'Laundry and storage',
      'Outdoor and recreation',
      'Safety and security',
      'Convenience and access',
    ]);
    expect(await amenities.getByRole('link', { name: 'View All Features' }).getAttribute('href')).toBe('/features');

    // Location: a titled map of the suburb, framed as it nears the screen, and a plain link to it.
    expect(await main.locator('iframe').count()).toBe(0);
    await main.locator('[data-map-src]').scrollIntoViewIfNeeded();
    const map = main.locator('iframe');
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('title')).toMatch(/Map of Charlestown/);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=Charlestown/);
    const mapLink = main.getByRole('link', { name: /Google Maps/ });
    expect(await mapLink.getAttribute('target')).toBe('_blank');
    await page.evaluate(() => window.scrollTo(0, 0));

    // What guests say: three five-star quotes with first names, the badge, and the gallery link.
    const guests = main.locator('section', { has: page.getByRole('heading', { name: 'What guests say' }) });
    expect(await guests.locator('blockquote').count()).toBe(3);
    expect(await guests.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(3);
    expect(await guests.locator('.name').allTextContents()).toEqual(['Sarah', 'James', 'Emma']);
    expect(await guests.textContent()).toContain('Guest Favourite');
    expect(await guests.getByRole('link', { name: 'View Gallery' }).getAttribute('href')).toBe('/gallery');

    // Call to action, closing image and the floating button.
    const cta = main.locator('section', { has: page.getByRole('heading', { name: /Ready to Experience/ }) });
    expect(await cta.getByRole('link', { name: 'Start Your Reservation' }).getAttribute('href')).toBe('/bookings');
    expect(await main.locator('img[alt*="beach"]').count()).toBe(1);
    // The floating button: fixed at the bottom, and only once the hero's own has scrolled away.
    const floating = main.locator('[data-island="floating-cta"] a');
    expect(await floating.getAttribute('href')).toBe('/bookings');
    expect(await floating.evaluate((a) => getComputedStyle(a.parentElement!).position)).toBe('fixed');
    await expect.poll(() => floating.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, innerHeight * 1.5));
    await expect.poll(() => floating.isVisible()).toBe(true);
    expect(await floating.innerText()).toBe('Check availability');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => floating.isVisible()).toBe(false);

    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('does not shift its layout while it loads (the calendar slot keeps its size)', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    type Shift = { value: number; hadRecentInput: boolean };
    type Watched = { cls: number; shifts: PerformanceObserver };
    await page.addInitScript(() => {
      const w = window as unknown as Watched;
      w.cls = 0;
      w.shifts = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Shift[]) if (!e.hadRecentInput) w.cls += e.value;
      });
      w.shifts.observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(live.server.url + '/');
    // Loaded: the calendar has drawn its month, the carousel is live, every island in view is,
    // the fonts and the photos in view are in. Then every shift so far is on record.
    await expect.poll(() => page.locator('[data-date]').count()).toBeGreaterThan(27);
    await carouselReady(page);
    await islandsSettled(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The photos in sight: an observer's word, which knows what a carousel's frame clips.
    const photosInSightLoaded = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const io = new IntersectionObserver((seen) => (io.disconnect(), resolve(seen.every((e) => !e.isIntersecting || (e.target as HTMLImageElement).complete))));
            for (const img of document.images) io.observe(img);
          }),
      );
    await expect.poll(photosInSightLoaded).toBe(true);
    // Every shift up to the next rendering update: those handed to the observer, and those not yet.
    await afterRenderingUpdate(page);
    const cls = await page.evaluate(() => {
      const w = window as unknown as Watched;
      return w.cls + (w.shifts.takeRecords() as unknown as Shift[]).filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    expect(cls).toBeLessThan(0.05);
    await ctx.close();
  });

  it('without JavaScript, shows no floating button over the calendar key or anything else', async () => {
    const ctx = await freshContext(live.browser, { width: 390, javaScript: false });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const key = page.getByRole('list', { name: 'Calendar key' }).first();
    // The key at the bottom of the screen, where a floating button would sit.
    await key.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - innerHeight + 8));
    const covered = await key.locator('li').evaluateAll((items) =>
      items
        .filter((li) => {
          const r = li.getBoundingClientRect();
          return !li.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
        })
        .map((li) => li.textContent),
    );
    expect(covered).toEqual([]);
    expect(await page.locator('main').getByRole('link', { name: 'Check availability' }).filter({ visible: true }).count()).toBe(1);
    await ctx.close();
  });

  it('pauses the banner strip for visitors who prefer reduced motion', async () => {
    const ctx = await context({ reducedMotion: true });
    const { page } = await open(ctx, '/');
    const name = await page.locator('section[aria-label*="Premium accommodation"] .words').evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
    await ctx.close();
    const moving = await context();
    const { page: p2 } = await open(moving, '/');
    expect(await p2.locator('section[aria-label*="Premium accommodation"] .words').evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await moving.close();
  });

  it('stops the banner strip with its pause checkbox and starts it again', async () => {
    const ctx = await context();
    const { page } = await open(ctx, '/');
    const words = page.locator('section[aria-label*="Premium accommodation"] .words');
    const state = () => words.evaluate((el) => el.getAnimations()[0]?.playState);
    const pause = page.getByRole('checkbox', { name: 'Pause the scrolling words' });
    await expect.poll(state).toBe('running');
    await pause.click();
    await page.mouse.move(0, 400); // off the strip, which also stands still under the pointer
    await expect.poll(state).toBe('paused');
    await pause.click();
    await page.mouse.move(0, 400);
    await expect.poll(state).toBe('running');
    await ctx.close();
  });
});

describe('home FAQ', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`opens an answer from the keyboard with the focus in sight, and is axe-clean open (${theme} theme)`, async () => {
      const ctx = await context({ theme });
      const { page, errors } = await open(ctx, '/');
      const faq = page.locator('#questions');
      const first = faq.locator('details').first();
      const answer = first.locator('p');
      expect(await answer.isVisible()).toBe(false);
      // Start keyboard navigation at the section's heading, then Tab to the first question.
      await faq.locator('h2').evaluate((h) => {
        h.tabIndex = -1;
        h.focus();
      });
      await page.keyboard.press('Tab');
      const focused = () => page.evaluate(() => ({ text: document.activeElement?.textContent, ring: getComputedStyle(document.activeElement!).outlineStyle, visible: document.activeElement?.matches(':focus-visible') }));
      expect(await focused()).toEqual({ text: 'What time are check-in and check-out?', ring: 'solid', visible: true });
      await page.keyboard.press('Enter');
      await expect.poll(() => answer.isVisible()).toBe(true);
      expect(await answer.innerText()).toMatch(/^Check-in is from 3:00 PM and check-out is by 10:00 AM\./);
      // The answer's link is the next stop, then the next question; Space opens that one too.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/digital-guide');
      await page.keyboard.press('Tab');
      await page.keyboard.press(' ');
      await expect.poll(() => faq.locator('details[open]').count()).toBe(2);
      expect(await runAxe(page, [...WCAG, 'best-practice'], '#questions')).toEqual([]);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => answer.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await ctx.close();
    });
});

describe('home carousel', () => {
  it('disables previous at the start and next at the end', async () => {
    const ctx = await context();
    const { page, errors } = await open(ctx, '/');
    await carouselReady(page);
    const prev = page.getByRole('button', { name: 'Previous photo' });
    const next = page.getByRole('button', { name: 'Next photo' });
    expect(await prev.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    expect(await counter(page)).toBe('1 / 5');
    for (let i = 2; i <= 5; i++) {
      await next.click();
      await expect.poll(() => counter(page)).toBe(`${i} / 5`);
    }
    expect(await next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    // The selected slide is the one shown to assistive technology.
    expect(await page.locator('[aria-label="5 of 5"]').getAttribute('aria-hidden')).toBeNull();
    await prev.click();
    await expect.poll(() => counter(page)).toBe('4 / 5');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('fetches only the photos in view until it starts, then each photo it moves to', async () => {
    const ctx = await context({ width: 390 });
    const slides = (page: Page) => page.locator('[aria-roledescription="carousel"] .slide img');
    // An image the browser has not fetched has no current source.
    const fetched = (page: Page) => slides(page).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc !== ''));
    // Held before it starts (its script never arrives), in view: the first photo and the edge of
    // the second show; the other three would only compete with the hero photo for bandwidth.
    const held = await ctx.newPage();
    await held.route(/\/assets\/photo-carousel-/, (r) => r.abort());
    await held.goto(live.server.url + '/');
    await held.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await expect.poll(() => fetched(held)).toEqual([true, true, false, false, false]);
    // Loaded, and laid out once more: the browser has decided about every photo by then.
    await held.waitForLoadState('load');
    await afterRenderingUpdate(held);
    expect(await fetched(held)).toEqual([true, true, false, false, false]);
    // Running, it shows the last photo when it gets there.
    const { page } = await open(ctx, '/');
    await carouselReady(page);
    const next = page.getByRole('button', { name: 'Next photo' });
    for (let i = 0; i < 4; i++) await next.click();
    await expect.poll(() => slides(page).nth(4).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await ctx.close();
  });

  it('moves with the left and right arrow keys and stops at the ends', async () => {
    const ctx = await context();
    const { page } = await open(ctx, '/');
    await carouselReady(page);
    await page.locator('[aria-roledescription="carousel"] .track').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe('2 / 5');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe('3 / 5');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe('2 / 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe('1 / 5');
    expect(await page.getByRole('button', { name: 'Previous photo' }).isDisabled()).toBe(true);
    // The photo itself moved: the second slide now sits where the first was.
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => {
        const [track, slide] = await Promise.all([
          page.locator('[aria-roledescription="carousel"] .flickity-viewport').boundingBox(),
          page.locator('[aria-label="2 of 5"]').boundingBox(),
        ]);
        return Math.abs(slide!.x - track!.x);
      })
      .toBeLessThan(2);
    await ctx.close();
  });
});

// The slideshow's tests move the page's clock themselves: no test waits for its seconds.
describe.concurrent('about', () => {
  it('has the title pattern, story, 11 photos, heritage and location cards and a closing quote', async ({ expect }) => {
    const ctx = await context();
    const { page, errors } = await open(ctx, '/about');
    expect(await page.title()).toMatch(/^About .* Guesthouse \| Luxury .* Accommodation \| NSW$/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Our story' }).count()).toBe(1);
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(11);
    const cards = page.locator('section', { has: page.getByRole('heading', { name: 'Heritage and location' }) });
    expect(await cards.locator('h3').count()).toBe(4);
    expect(await page.locator('main blockquote').count()).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('advances to the next photo every 4 seconds, and pauses with its button', async ({ expect }) => {
    const ctx = await context();
    const page = await openOnTestClock(ctx, '/about');
    expect(await counter(page)).toBe('1 / 11');
    await page.clock.runFor(3900);
    expect(await counter(page)).toBe('1 / 11');
    await page.clock.runFor(200);
    expect(await counter(page)).toBe('2 / 11');
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    // Clicking focuses the button, which holds the slideshow too: move focus away first.
    await page.locator('h1').click();
    await page.clock.runFor(12_000);
    expect(await counter(page)).toBe('2 / 11');
    await ctx.close();
  });

  it('stands still while scrolled out of sight, and moves on again once back in sight', async ({ expect }) => {
    const ctx = await context();
    const page = await openOnTestClock(ctx, '/about');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await carousel.and(page.locator('[data-out-of-sight]')).waitFor({ state: 'attached' });
    const shown = await counter(page);
    await page.clock.runFor(12_500); // three advances' worth, unseen
    expect(await counter(page)).toBe(shown);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.and(page.locator(':not([data-out-of-sight])')).waitFor({ state: 'attached' });
    await page.clock.runFor(4_100);
    await expect.poll(() => counter(page)).not.toBe(shown);
    await ctx.close();
  });

  it('works after client-side navigation from the home page, and the home carousel again on the way back', async ({ expect }) => {
    // Reduced motion: the slideshow stays put, so only the buttons move it (time plays no part).
    const ctx = await context({ reducedMotion: true });
    const { page, errors } = await open(ctx, '/');
    await carouselReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.locator('[aria-roledescription="slide"]').count()).toBe(11);
    await carouselReady(page);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => counter(page)).toBe('2 / 11');
    await page.goBack();
    await expect.poll(() => page.locator('[aria-roledescription="slide"]').count()).toBe(5);
    await carouselReady(page);
    expect(await counter(page)).toBe('1 / 5');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => counter(page)).toBe('2 / 5');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('does not advance on its own for visitors who prefer reduced motion', async ({ expect }) => {
    const ctx = await context({ reducedMotion: true });
    const page = await openOnTestClock(ctx, '/about');
    await page.clock.runFor(12_000);
    expect(await counter(page)).toBe('1 / 11');
    expect(await page.getByRole('button', { name: 'Pause the slideshow' }).count()).toBe(0);
    await ctx.close();
  });
});

describe('features', () => {
  it('shows six feature cards, six interior photos, the comfort list and the technology panel', async () => {
    const ctx = await context();
    const { page, errors } = await open(ctx, '/features');
    const cards = page.locator('section', { has: page.getByRole('heading', { name: 'The highlights' }) });
    expect(await cards.locator('h3').allInnerTexts()).toEqual([
      'High-speed WiFi',
      'On-street parking',
      'Fully equipped kitchen',
      'Split-system climate control',
      'Private patio',
      'TV with casting',
    ]);
    const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Inside the guesthouse' }) });
    expect(await grid.locator('img').count()).toBe(6);
    const comforts = page.locator('section', { has: page.getByRole('heading', { name: /Comforts included/ }) });
    await scrollIntoSight(comforts);
    const comfort = (await comforts.innerText()).toLowerCase();
    for (const w of ['laundry', 'kitchen essentials', 'bathroom supplies', 'extra bedding', 'safety equipment']) expect(comfort).toContain(w);
    expect(await page.getByRole('heading', { name: /Technology/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('swaps a photo that fails to load for the placeholder and logs it', async () => {
    const ctx = await context();
    const grid = (content.pages.find((p) => p.def.path === '/features')!.def.blocks.find((b) => b.type === 'photo-grid') as { photos: { src: string; alt: string }[] }).photos;
    const broken = grid[grid.length - 1];
    const stem = broken.src.replace(/^\/images\//, '').replace(/\.[a-z]+$/, '');
    // Every variant of that one photo (original, AVIF, WebP, any width) fails.
    await ctx.route((url) => url.pathname.includes(stem), (r) => r.abort());
    const page = await ctx.newPage();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error' || m.type() === 'log') logged.push(m.text());
    });
    await page.goto(live.server.url + '/features');
    const img = page.locator(`img[alt="${broken.alt}"]`);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc || i.src), { timeout: 10_000 }).toMatch(/placeholder\.svg$/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(logged.some((l) => l.includes(stem))).toBe(true);
    // The other photos are untouched.
    const other = page.locator(`img[alt="${grid[0].alt}"]`);
    expect(await other.evaluate((i: HTMLImageElement) => i.currentSrc || i.src)).not.toMatch(/placeholder/);
    await ctx.close();
  });
});

describe('gallery', () => {
  const block = content.pages.find((p) => p.def.path === '/gallery')!.def.blocks.find((b) => b.type === 'gallery') as GalleryBlock;

  it('shows the 7 fixed photos, then up to 3 extras from the shared list with no bedroom among them', async () => {
    const ctx = await context();
    const { page, errors } = await open(ctx, '/gallery');
    expect(await page.locator('h1').count()).toBe(1);
    const fixed = page.getByRole('list', { name: 'Photos of the guesthouse' });
    expect(await fixed.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(block.photos.map((p) => p.alt));
    expect(block.photos).toHaveLength(7);

    const extras = page.getByRole('list', { name: 'More around the house' });
    const alts = await extras.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')!));
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.length).toBeLessThanOrEqual(3);
    // Each extra is a photo of the shared list whose description does not mention a bedroom.
    for (const alt of alts) {
      const photo = site.photos.find((p) => p.alt === alt);
      expect(photo, alt).toBeTruthy();
      expect(photo!.description).not.toMatch(/bedroom/i);
    }
    // ...and they are the first such photos in list order, not hand-picked.
    const shown = new Set(block.photos.map((p) => p.src));
    const expected = site.photos.filter((p) => !shown.has(p.src) && !/bedroom/i.test(p.description)).slice(0, 3).map((p) => p.alt);
    expect(alts).toEqual(expected);

    const instagram = page.getByRole('link', { name: /Instagram/ }).first();
    expect(await instagram.getAttribute('href')).toBe(site.instagram);
    expect(await instagram.getAttribute('target')).toBe('_blank');
    expect(await page.locator('main').getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/bookings');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a phone, asks for the photos after the first once the first screen is drawn and loaded; each still arrives as it is scrolled to', async () => {
    const ctx = await context({ width: 390 });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    // When the head script marks the page settled, on the page's own clock.
    await page.addInitScript((name) => {
      new MutationObserver((_, o) => {
        if (!document.documentElement?.classList.contains(name)) return;
        (window as unknown as { settledAt: number }).settledAt = performance.now();
        o.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    }, SETTLED_CLASS);
    await page.goto(live.server.url + '/gallery');
    const tiles = page.locator('main li img');
    await expect.poll(() => tiles.nth(1).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const [first, ...rest] = await tiles.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    const timing = await page.evaluate(
      ([first, rest]) => {
        const start = (src: string) => performance.getEntriesByName(src)[0]?.startTime ?? Infinity;
        return { settled: (window as unknown as { settledAt: number }).settledAt, first: start(first), next: Math.min(...rest.filter(Boolean).map(start)) };
      },
      [first, rest] as const,
    );
    // Within a phone's first screens the browser would fetch four more tiles with the first photo,
    // the page's largest paint, as soon as it has laid the page out.
    expect(timing.first).toBeLessThan(timing.settled);
    expect(timing.next).toBeGreaterThanOrEqual(timing.settled);
    const last = tiles.last();
    await scrollIntoSight(last);
    await expect.poll(() => last.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('heroes without a photo', () => {
  it('set their words beside the heading on a desktop, so the band has no empty half, and under it on a phone', async () => {
    for (const width of [1280, 390]) {
      const ctx = await context({ width });
      for (const route of ['/gallery', '/contact', '/blog']) {
        const { page } = await open(ctx, route);
        const at = await page.locator('main > section').first().evaluate((hero) => {
          const box = (el: Element) => el.getBoundingClientRect();
          const heading = box(hero.querySelector('h1')!);
          const words = box(hero.querySelector('.text')!);
          return { band: box(hero).width, headingRight: heading.right, headingBottom: heading.bottom, wordsLeft: words.left, wordsRight: words.right, wordsTop: words.top };
        });
        if (width === 1280) {
          // Beside the heading, reaching into the band's right half.
          expect(at.wordsLeft, route).toBeGreaterThanOrEqual(at.headingRight);
          expect(at.wordsRight, route).toBeGreaterThan(at.band * 0.75);
          expect(at.wordsTop, route).toBeLessThan(at.headingBottom);
        } else expect(at.wordsTop, route).toBeGreaterThanOrEqual(at.headingBottom);
      }
      await ctx.close();
    }
  });
});

describe('gallery layout', () => {
  /** Cells of a list's grid that no photo covers, as "row r column c". */
  const emptyCells = (list: Element) => {
    const cs = getComputedStyle(list);
    const cols = cs.gridTemplateColumns.split(' ').map(parseFloat);
    const rows = cs.gridTemplateRows.split(' ').map(parseFloat);
    const box = list.getBoundingClientRect();
    const tiles = [...list.children].map((li) => li.getBoundingClientRect());
    const empty: string[] = [];
    let y = box.top;
    rows.forEach((h, r) => {
      let x = box.left;
      cols.forEach((w, c) => {
        const [cx, cy] = [x + w / 2, y + h / 2];
        if (!tiles.some((t) => cx > t.left && cx < t.right && cy > t.top && cy < t.bottom)) empty.push(`row ${r + 1} column ${c + 1}`);
        x += w + parseFloat(cs.columnGap);
      });
      y += h + parseFloat(cs.rowGap);
    });
    return { empty, columns: cols.length, rows: rows.length };
  };

  /** The gallery as the build renders it, with `n` fixed photos and `extras` more from the shared list. */
  async function galleryWith(n: number, extras: number): Promise<string> {
    const { render } = await import('../../src/entry-server');
    const { toPageData } = await import('../../src/content/model');
    const block: GalleryBlock = {
      type: 'gallery',
      photos: site.photos.slice(0, n).map((p) => ({ src: p.src, alt: p.alt })),
      ...(extras && { extras: { heading: 'More around the house', limit: extras } }),
    };
    const def = { path: '/gallery', title: 'Photo Gallery | Test', description: 'x'.repeat(60), blocks: [block] };
    const { html, css } = render(site, { kind: 'page', page: toPageData(def, site, []).data });
    return `<!doctype html><html lang="en"><head><style>${css}</style></head><body>${html}</body></html>`;
  }

  for (const [n, extras] of [[7, 0], [8, 5], [10, 1], [9, 2], [6, 3]]) {
    it(`leaves no row part-empty with ${n} photos and ${extras} more, at 390, 800 and 1280 px`, async () => {
      const html = await galleryWith(n, extras);
      for (const width of [390, 800, 1280]) {
        const ctx = await context({ width });
        const page = await ctx.newPage();
        await page.goto(live.server.url + '/robots.txt');
        await page.setContent(html);
        const lists = await page.locator('main ul:has(img)').evaluateAll((els, fn) => els.map((el) => new Function(`return ${fn}`)()(el)), emptyCells.toString());
        expect(lists.map((l: { columns: number }) => l.columns), `${width}`).toEqual(Array(extras ? 2 : 1).fill(width < 640 ? 1 : width < 1000 ? 2 : 4));
        for (const l of lists) expect(l.empty, `${n}+${extras} at ${width}: ${l.columns} columns, ${l.rows} rows`).toEqual([]);
        await ctx.close();
      }
    });
  }
});

describe('gallery viewer', () => {
  const block = content.pages.find((p) => p.def.path === '/gallery')!.def.blocks.find((b) => b.type === 'gallery') as GalleryBlock;
  const captionOf = (src: string) => site.photos.find((p) => p.src === src)!.description;
  const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
  const caption = (page: Page) => viewer(page).locator('figcaption .text').innerText();

  async function openGallery(opts: Parameters<typeof newContext>[1] & { touch?: boolean } = {}) {
    const ctx = await live.browser.newContext({ viewport: { width: opts.width ?? 1280, height: (opts.width ?? 1280) < 600 ? 844 : 900 }, hasTouch: opts.touch });
    const { page, errors } = await open(ctx, '/gallery');
    const links = page.locator('a[data-photo]');
    await links.first().scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="gallery"][data-hydrated]', { state: 'attached' });
    return { ctx, page, errors, links };
  }

  it('opens a photo larger with its caption; arrows and buttons move through every photo; Escape closes and returns focus', async () => {
    const { ctx, page, errors, links } = await openGallery();
    const srcs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(srcs.slice(0, 7)).toEqual(block.photos.map((p) => p.src));
    await links.nth(2).click();
    await expect.poll(() => viewer(page).isVisible()).toBe(true);
    expect(page.url()).toBe(live.server.url + '/gallery');
    expect(await caption(page)).toBe(captionOf(srcs[2]));
    expect(await viewer(page).locator('.count').innerText()).toBe(`3 / ${srcs.length}`);
    const img = viewer(page).locator('img');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const tileWidth = (await links.nth(2).boundingBox())!.width;
    expect((await img.boundingBox())!.width).toBeGreaterThan(tileWidth * 2);
    expect(await runAxe(page, WCAG, 'dialog.viewer')).toEqual([]);

    await page.keyboard.press('ArrowRight');
    expect(await caption(page)).toBe(captionOf(srcs[3]));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await caption(page)).toBe(captionOf(srcs[1]));
    await viewer(page).getByRole('button', { name: 'Next photo' }).click();
    expect(await caption(page)).toBe(captionOf(srcs[2]));
    // From the first photo back to the last, an extra photo.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await caption(page)).toBe(captionOf(srcs.at(-1)!));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(srcs[2]);
    // The close button and a click beside the photo close it too.
    await links.nth(0).click();
    await viewer(page).getByRole('button', { name: 'Close photo viewer' }).click();
    await expect.poll(() => viewer(page).isVisible()).toBe(false);
    await links.nth(0).click();
    await page.mouse.click(640, 30);
    await expect.poll(() => viewer(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('moves with a sideways swipe on a phone, and stays open', async () => {
    const { ctx, page, links } = await openGallery({ width: 390, touch: true });
    const srcs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    await links.nth(1).tap();
    await expect.poll(() => viewer(page).isVisible()).toBe(true);
    const cdp = await ctx.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y: 420 }] });
      for (const x of [from + (to - from) / 3, from + (2 * (to - from)) / 3, to]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 424 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 60);
    await expect.poll(() => caption(page)).toBe(captionOf(srcs[2]));
    await swipe(60, 320);
    await swipe(60, 320);
    await expect.poll(() => caption(page)).toBe(captionOf(srcs[0]));
    expect(await viewer(page).isVisible()).toBe(true);
    await ctx.close();
  });

  it('without JavaScript, shows the photos and a photo opens its image file', async () => {
    const ctx = await freshContext(live.browser, { width: 390, javaScript: false });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/gallery');
    // Nothing waits for a script that will not run: the next tile arrives as the browser sees fit.
    await expect.poll(() => page.locator('main li img').nth(1).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(block.photos[0].src)), page.locator('a[data-photo]').first().click()]);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(page.url()).toBe(live.server.url + block.photos[0].src);
    await ctx.close();
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/about', '/features', '/gallery']) {
      it(`${path} has no axe violations in the ${theme} theme`, async () => {
        const ctx = await context({ theme });
        const { page, errors } = await open(ctx, path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await ctx.close();
      });
    }
  }
});
