import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadContent } from '../../src/content/load-content';
import { newContext, collectErrors, freshContext } from '../../harness/browser';
import { liveSite } from '../support/live';
import { whenLive } from '../support/islands';
import { builtRoutes, landingPages } from '../../harness/routes';
import { afterRenderingUpdate } from '../../harness/rendering';
import { expectNothingCovered } from '../support/fixed-buttons';

const site = loadContent().site;

const live = liveSite();

/**
 * Turns the device light or dark, and resolves once the page has heard it: a listener added now
 * runs after the page's own, which were added before it (change events go oldest first).
 */
async function deviceTurns(page: Page, colorScheme: 'light' | 'dark') {
  await page.evaluate(() => {
    const device = matchMedia('(prefers-color-scheme: dark)');
    (window as unknown as { heard: Promise<void> }).heard = new Promise((r) => device.addEventListener('change', () => r(), { once: true }));
  });
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() => (window as unknown as { heard: Promise<void> }).heard);
}

describe('landing pages in the raw HTML', () => {
  const postal: Record<string, string> = { charlestown: '2290', accommodation: '2290', newcastle: '2300', lake: '2289', kahibah: '2290' };
  for (const route of landingPages) {
    it(`${route} is prerendered with its h1, meta and LodgingBusiness data`, async () => {
      const res = await fetch(live.server.url + route);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>[^<]{8,}<\/h1>/);
      expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}${route}"`);
      expect(html).toContain('<meta name="robots" content="index, follow"');
      expect(html).toContain('<meta property="og:title"');
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      const lodging = ld.find((d) => d['@type'] === 'LodgingBusiness');
      expect(lodging).toBeTruthy();
      expect(lodging.address.postalCode).toBe(postal[route.slice(1).split('-')[0]]);
      expect(lodging.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1 });
      expect(lodging.priceRange).toBe('$$');
    });
  }
});

describe('navigation bar', () => {
  it('highlights the current page and follows client-side navigation', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(live.server.url + '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    // The router listens once the page's script has started (after the first screen); a click before is a full load.
    await whenLive(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await nav.getByRole('link', { name: 'Facts' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/facts');
    await expect.poll(() => nav.getByRole('link', { name: 'Facts' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
    // Same document: the route changed without a full page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.title()).not.toContain('About');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('labels the guide and explore links as the spec says, with 9 links besides home', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
    expect(await links.count()).toBe(9);
    expect(await page.getByRole('link', { name: 'Guide', exact: true }).getAttribute('href')).toBe('/digital-guide');
    expect(await page.getByRole('link', { name: 'Explore', exact: true }).getAttribute('href')).toBe('/local-explore');
    await ctx.close();
  });

  it('collapses into a menu on phones that closes when a link is chosen', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const button = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => about.isVisible()).toBe(true);
    // The popover's toggle event, which sets the state, is queued after it shows.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await about.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/about');
    await expect.poll(() => about.isVisible()).toBe(false);
    await ctx.close();
  });

  it('works from the keyboard: Enter opens the menu, Escape closes it and returns focus', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect.poll(() => about.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    await ctx.close();
  });

  it('opens and closes the phone menu with JavaScript off', async () => {
    const ctx = await freshContext(live.browser, { width: 390, javaScript: false });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    expect(await about.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await about.isVisible()).toBe(true);
    await about.click();
    await page.waitForURL('**/about');
    expect(await page.locator('h1').count()).toBe(1);
    await ctx.close();
  });

  it('opens the booking page in a new tab from Book Now', async () => {
    // A context of its own: the click opens a second tab (harness/tab-pool.ts).
    const ctx = await freshContext(live.browser);
    await ctx.route(site.booking.url + '**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const book = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Book Now/ });
    expect(await book.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([ctx.waitForEvent('page'), book.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(site.booking.url);
    expect(page.url()).toBe(live.server.url + '/');
    await popup.close();
    await ctx.close();
  });
});

describe('theme', () => {
  it('persists across a reload with no flash of the light theme', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/facts');
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).not.toBe(light);
    // Hold the app's JavaScript back: the page must already be dark before any of it runs.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded, so wait for the prerendered markup itself.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
    release();
    // aria-pressed is set once the app has hydrated and read the theme.
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await ctx.close();
  });
  it("follows the device's dark setting from the first paint until the visitor chooses", async () => {
    const ctx = await live.browser.newContext({ colorScheme: 'dark' });
    const page = await ctx.newPage();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    // The app's JavaScript held back: the inline head script alone makes the page dark.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(live.server.url + '/facts', { waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    expect(await isDark()).toBe(true);
    release();
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The visitor's choice wins over the device from then on.
    await toggle.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await isDark()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    // The device turns light and dark again; the page has heard each turn before it is looked at.
    await deviceTurns(page, 'light');
    await deviceTurns(page, 'dark');
    expect(await isDark()).toBe(false);
    await ctx.close();
  });

  it('turns dark and light with the device while the visitor has not chosen', async () => {
    const ctx = await live.browser.newContext({ colorScheme: 'light' });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/about', { waitUntil: 'networkidle' });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(isDark).toBe(false);
    await ctx.close();
  });

  it('in the dark theme, no band or panel is a bright slab, and the text on each passes contrast', async () => {
    const ctx = await newContext(live.browser, { theme: 'dark' });
    const page = await ctx.newPage();
    // Pages with the reviews spotlight, the banner strip, the amenity tiles and the info panel.
    for (const route of ['/', '/features', '/kahibah-accommodation']) {
      await page.goto(live.server.url + route, { waitUntil: 'networkidle' });
      const boxes = await page.evaluate(() => {
        // Any CSS colour (rgb, color-mix, color(srgb ...)) as sRGB bytes, read back from a canvas.
        const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const bytes = (css: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = css;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data];
        };
        const luminance = ([r, g, b]: number[]) => {
          const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        };
        return [...document.querySelectorAll('main *')].flatMap((el) => {
          const style = getComputedStyle(el);
          const bg = bytes(style.backgroundColor);
          const { width, height } = el.getBoundingClientRect();
          // Opaque boxes bigger than any button: bands, panels, tiles, cards.
          if (bg[3] < 255 || width * height < 20000) return [];
          const [lb, lt] = [luminance(bg), luminance(bytes(style.color))];
          return [{ box: `${el.tagName.toLowerCase()}.${el.className}`, luminance: lb, contrast: (Math.max(lb, lt) + 0.05) / (Math.min(lb, lt) + 0.05) }];
        });
      });
      expect(boxes.length, route).toBeGreaterThan(0);
      expect(boxes.filter((b) => b.luminance > 0.2 || b.contrast < 4.5), route).toEqual([]);
    }
    await ctx.close();
  });
});

describe('not found and route changes', () => {
  it('answers an unknown path with status 404 and the not-found page', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const res = await page.goto(live.server.url + '/no-such-page');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await ctx.close();
  });

  it('has the chrome, a friendly word, the main pages and the page the address most likely meant', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    const res = await page.goto(live.server.url + '/kahibah');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('banner').getByRole('link', { name: site.brand.name }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    const main = page.locator('main');
    expect(await main.innerText()).toMatch(/The address may have a typo/);
    const suggestion = main.getByRole('link', { name: 'Kahibah Accommodation' });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await suggestion.getAttribute('href')).toBe('/kahibah-accommodation');
    const mainPages = main.getByRole('list', { name: 'Main pages' }).getByRole('link');
    expect(await mainPages.allInnerTexts()).toEqual(site.nav.links.map((l) => l.label));
    await suggestion.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/kahibah-accommodation');
    expect(await page.locator('h1').innerText()).not.toBe('404');

    // No page is near this one: no suggestion, the rest as before.
    await page.goto(live.server.url + '/merewether-stays');
    await page.waitForLoadState('networkidle');
    expect(await main.getByText('Were you looking for').isVisible()).toBe(false);
    expect(await main.getByRole('list', { name: 'Main pages' }).isVisible()).toBe(true);
    await ctx.close();
  });

  it('suggests the nearest page after a link inside the app, too', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    await whenLive(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/galery');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const suggestion = page.locator('main').getByRole('link', { name: 'Photo Gallery' });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await suggestion.getAttribute('href')).toBe('/gallery');
    await ctx.close();
  });

  it('shows the not-found view for an unknown link followed inside the app, and logs the path', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(live.server.url + '/');
    await whenLive(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/missing-thing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await expect.poll(() => logs.some((l) => l.includes('/missing-thing'))).toBe(true);
    // The missing path is only logged, never shown.
    expect(await page.locator('main').innerText()).not.toContain('missing-thing');
    await ctx.close();
  });

  it('scrolls back to the top on every route change', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/kahibah-accommodation');
    await whenLive(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Facts' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/facts');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await ctx.close();
  });

  it('replaces the structured data when leaving a landing page', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/kahibah-accommodation');
    const lodging = () => page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].some((s) => s.textContent!.includes('LodgingBusiness')));
    expect(await lodging()).toBe(true);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/contact');
    await expect.poll(lodging).toBe(false);
    expect(await page.evaluate(() => document.querySelector('link[rel=canonical]')?.getAttribute('href'))).toBe(`${site.baseUrl}/contact`);
    await ctx.close();
  });
});

describe('in-page targets', () => {
  /** Every link of the page to a place on the same page (`#x`, or its own path with `#x`), as the built HTML has it. */
  const targetsOf = async (route: string) => {
    const html = await (await fetch(live.server.url + route)).text();
    const ids = [...html.matchAll(/<a [^>]*href="([^"]*)#([^"]+)"/g)].filter(([, path]) => path === '' || path === route).map((m) => m[2]);
    return [...new Set(ids)];
  };
  /** Where the target and the sticky header's bottom are, once the landing is drawn. */
  const landing = async (page: Page, id: string) => {
    await afterRenderingUpdate(page);
    return page.evaluate((id) => {
      const target = document.getElementById(id)!.getBoundingClientRect();
      return { top: Math.round(target.top), header: Math.round(document.querySelector('body > header')!.getBoundingClientRect().bottom), height: innerHeight };
    }, id);
  };

  for (const width of [390, 1280]) {
    it(`lands every in-page link's target clear of the fixed header, opened from its address or followed on the page (${width} px)`, async () => {
      const ctx = await newContext(live.browser, { width });
      const page = await ctx.newPage();
      let checked = 0;
      for (const route of builtRoutes()) {
        for (const id of await targetsOf(route)) {
          await page.goto(`${live.server.url}${route}#${id}`);
          await whenLive(page);
          const opened = await landing(page, id);
          expect(opened.top, `${route}#${id} opened`).toBeGreaterThanOrEqual(opened.header);
          expect(opened.top, `${route}#${id} opened`).toBeLessThan(opened.height);
          // Followed from the top of the page: the link the page has for it.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.locator(`main a[href$="#${id}"], body > a[href="#${id}"]`).first().evaluate((a: HTMLAnchorElement) => a.click());
          const followed = await landing(page, id);
          expect(followed.top, `${route}#${id} followed`).toBeGreaterThanOrEqual(followed.header);
          checked++;
        }
      }
      // The home page's "Learn more", the explore page's sections, the skip link on every page.
      expect(checked).toBeGreaterThan(builtRoutes().length);
      await ctx.close();
    });
  }
});

describe('footer', () => {
  it('has the 12 quick links, the facts line and this year', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link').count()).toBe(12);
    const text = await footer.innerText();
    expect(text).toContain('4 guests · 2 bedrooms · 3 beds · 1 bath · 4.93★ Guest Favourite');
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.getByRole('link', { name: /Instagram/ }).getAttribute('target')).toBe('_blank');
    await ctx.close();
  });

  it('moves the scrolling banner only while it is in sight, and holds it still under the pointer', async () => {
    const ctx = await newContext(live.browser);
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/facts');
    const banner = page.locator('footer [data-marquee]');
    const state = () => banner.locator('.words').evaluate((el) => el.getAnimations()[0]?.playState);
    await expect.poll(state).toBe('paused');
    await banner.scrollIntoViewIfNeeded();
    await expect.poll(state).toBe('running');
    await banner.hover();
    await expect.poll(state).toBe('paused');
    await ctx.close();
  });

  it('stops the scrolling banner for visitors who prefer reduced motion', async () => {
    const ctx = await newContext(live.browser, { reducedMotion: true });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/');
    const anim = await page.evaluate(() => getComputedStyle(document.querySelector('footer [data-marquee] .words')!).animationName);
    expect(anim).toBe('none');
    await ctx.close();
  });

  // WCAG 2.2.2: moving text that runs on can be paused; the choice holds on the next page.
  for (const javaScript of [true, false])
    it(`pauses the scrolling banner from the keyboard, ${javaScript ? 'and keeps it paused on the next page' : 'without script too'}`, async () => {
      const ctx = await freshContext(live.browser, { javaScript });
      const page = await ctx.newPage();
      await page.goto(live.server.url + '/facts');
      const words = page.locator('footer [data-marquee] .words');
      const pause = page.getByRole('checkbox', { name: 'Pause the scrolling banner' });
      const state = () => words.evaluate((el) => el.getAnimations()[0]?.playState);
      await pause.scrollIntoViewIfNeeded();
      await expect.poll(state).toBe('running');
      await pause.focus();
      await page.keyboard.press('Space');
      expect(await pause.isChecked()).toBe(true);
      await page.mouse.move(0, 0); // not held still by the pointer
      await expect.poll(state).toBe('paused');
      if (javaScript) {
        await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Reviews' }).click();
        await page.waitForURL('**/reviews');
        await pause.scrollIntoViewIfNeeded();
        expect(await pause.isChecked()).toBe(true);
        await expect.poll(state).toBe('paused');
      }
      await ctx.close();
    });
});

describe('the fixed buttons', () => {
  // The sweep of every route (tests/browser/all-routes.test.ts) can fail: a chat button that
  // stays put over the page's text, wherever it is scrolled, fails it where the page rests.
  it('are caught by the route sweep when one sits over text', async () => {
    const ctx = await freshContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    await page.goto(live.server.url + '/about', { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '.chat-dock { top: 40% !important; left: 0 !important; right: 0 !important; transform: none !important; transition: none !important; }' });
    await expect(expectNothingCovered(page, expect)).rejects.toThrow(/scrollY \d+, at rest/);
    await ctx.close();
  });
});
