import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadContent } from '../../src/content/load-content';
import { axeViolations, collectErrors, freshContext, newContext, scrollIntoSight } from '../../harness/browser';
import { liveSite } from '../support/live';

const content = loadContent();
const posts = content.posts;
const site = content.site;

const live = liveSite();

async function open(route: string, opts: { width?: number; theme?: 'light' | 'dark'; ownContext?: boolean } = {}) {
  const ctx = await (opts.ownContext ? freshContext : newContext)(live.browser, opts);
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  const res = await page.goto(live.server.url + route, { waitUntil: 'networkidle' });
  return { ctx, page, errors, status: res?.status() };
}

/** The JSON-LD a crawler sees: straight from the served HTML, before any script runs. */
async function rawJsonLd(route: string): Promise<Record<string, any>[]> {
  const html = await (await fetch(live.server.url + route)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();

describe('/facts', () => {
  it('shows the facts grid, bed layout, distances, policies and the three lists', async () => {
    const { ctx, page, errors } = await open('/facts');
    const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const [value, label] of [['295', 'Square footage'], ['4', 'Max guests'], ['2', 'Bedrooms'], ['1', 'Bathroom'], ['Yes', 'Free parking'], ['Charlestown', 'Location']])
      expect(main).toContain(`${value} ${label}`);
    expect(await page.locator('#facts li').count()).toBe(6);
    for (const t of ['Bedroom 1 Queen bed', 'Bedroom 2 Two single beds', 'City centre 9 km', '15-20 minutes', 'Check-in From 3:00 PM', 'Check-out By 10:00 AM', 'Quiet hours 10:00 PM–7:00 AM', 'No pets', 'No parties or events', 'No smoking'])
      expect(main).toContain(t);
    // The lists are site.yaml's property.amenities, which the chat answers from too.
    const panels = await texts(page, '#inside h3');
    expect(panels).toEqual(['Kitchen', 'Amenities', 'Security']);
    expect(panels).toEqual(site.property.amenities!.map((g) => g.title));
    expect(main).toContain('Crib or travel cot on request');
    const security = await page.locator('#inside article').nth(2).locator('li').allInnerTexts();
    expect(security).toEqual(['Private entrance', 'Outside CCTV', 'Smoke alarms', 'Lockbox for self check-in']);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('/reviews', () => {
  it("shows six reviews and the average computed from them, and the site's rating in its title", async () => {
    const { ctx, page, errors } = await open('/reviews');
    expect(await page.title()).toContain('Rated 4.93 Stars');
    expect(await page.locator('#reviews article').count()).toBe(6);
    expect(await page.locator('#reviews .average').innerText()).toBe('5.0');
    expect(await page.locator('#reviews').innerText()).toContain('6 reviews');
    const first = (await page.locator('#reviews article').first().innerText()).replace(/\s+/g, ' ');
    expect(first).toMatch(/SM Sarah Mitchell Sydney, NSW .*March 2024/);
    expect(await page.locator('#reviews article [aria-label="5 out of 5 stars"]').count()).toBe(6);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("opens the review page set in site.yaml from 'Write a Review', in a new tab", async () => {
    // A context of its own: the click opens a second tab (harness/tab-pool.ts).
    const { ctx, page, errors } = await open('/reviews', { ownContext: true });
    await ctx.route(content.site.reviewUrl + '**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Reviews</title>' }));
    const link = page.getByRole('link', { name: /^Write a Review/ });
    const [tab] = await Promise.all([ctx.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.site.reviewUrl);
    expect(page.url()).toBe(live.server.url + '/reviews');
    expect(errors).toEqual([]);
    await tab.close();
    await ctx.close();
  });

  it('carries LodgingBusiness, AggregateRating and Review data in the prerendered HTML', async () => {
    const lodging = (await rawJsonLd('/reviews')).find((d) => d['@type'] === 'LodgingBusiness')!;
    expect(lodging.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 6, bestRating: 5, worstRating: 1 });
    expect(lodging.review).toHaveLength(6);
    expect(lodging.review.every((r: any) => r['@type'] === 'Review' && r.reviewRating.ratingValue === 5 && r.author.name)).toBe(true);
  });
});

describe('/local-explore', () => {
  it('lists 4 beaches, attractions, dining places and activities with their details', async () => {
    const { ctx, page, errors } = await open('/local-explore');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    for (const id of ['beaches', 'attractions', 'dining', 'activities']) expect(await page.locator(`#${id} article`).count()).toBe(4);
    expect(await page.locator('#beaches [aria-label$="out of 5 stars"]').count()).toBe(4);
    await scrollIntoSight(page.locator('#attractions'));
    const attractions = await page.locator('#attractions').innerText();
    expect(attractions).toContain('Open 24 hours');
    await scrollIntoSight(page.locator('#dining'));
    const dining = await page.locator('#dining').innerText();
    expect(dining).toContain('Seafood');
    expect(dining).toContain('(02) 5550 0187');
    await scrollIntoSight(page.locator('#activities'));
    expect(await page.locator('#activities').innerText()).toContain('Water sports');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('links Directions to a maps search and Website to the venue in new tabs, and Call to tel:', async () => {
    const { ctx, page } = await open('/local-explore');
    const directions = page.locator('main a', { hasText: 'Directions' });
    expect(await directions.count()).toBe(16);
    const first = directions.first();
    expect(await first.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Merewether%20Beach%2C%20Merewether%20NSW');
    for (const a of await directions.all()) {
      expect(await a.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=./);
      expect(await a.getAttribute('target')).toBe('_blank');
      expect(await a.getAttribute('rel')).toContain('noopener');
    }
    const websites = await page.locator('main a', { hasText: 'Website' }).all();
    expect(websites.length).toBeGreaterThan(0);
    for (const a of websites) {
      expect(await a.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await a.getAttribute('target')).toBe('_blank');
    }
    const calls = await page.locator('#dining a', { hasText: 'Call' }).all();
    expect(calls).toHaveLength(4);
    for (const a of calls) {
      expect(await a.getAttribute('href')).toMatch(/^tel:0255500\d{3}$/);
      expect(await a.getAttribute('target')).toBeNull();
    }
    await ctx.close();
  });

  it("has a floating 'Book Now' that goes to /bookings", async () => {
    const { ctx, page, errors } = await open('/local-explore', { width: 390 });
    const book = page.locator('main a', { hasText: 'Book Now' });
    // On phones it appears once the visitor scrolls past the first screen.
    await expect.poll(() => book.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => book.isVisible()).toBe(true);
    await book.click();
    await page.waitForURL(live.server.url + '/bookings');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('/blog', () => {
  it('lists every post as a card, newest first, with image, meta, category, tags and Read More', async () => {
    const { ctx, page, errors } = await open('/blog');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    const cards = page.locator('#posts li:has(h2)');
    expect(await cards.count()).toBe(posts.length);
    expect(await texts(page, '#posts h2')).toEqual(posts.map((p) => p.meta.title));
    const first = cards.first();
    expect(await first.locator('img').getAttribute('alt')).toBe(posts[0].meta.image.alt);
    const text = await first.innerText();
    for (const t of ['12 January 2024', posts[0].meta.readTime, posts[0].meta.category, ...posts[0].meta.tags, 'Read More']) expect(text).toContain(t);
    // Title and excerpt are clamped to 2 and 3 lines.
    const clamp = await first.evaluate((li) => [getComputedStyle(li.querySelector('h2')!).webkitLineClamp, getComputedStyle(li.querySelector('.excerpt')!).webkitLineClamp]);
    expect(clamp).toEqual(['2', '3']);
    expect(await page.locator('main a[href="/bookings"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('links every card to an article that is served', async () => {
    const { ctx, page } = await open('/blog');
    const hrefs = await page.locator('#posts h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(posts.map((p) => `/blog/${p.meta.slug}`));
    for (const h of hrefs) expect((await fetch(live.server.url + h)).status).toBe(200);
    await ctx.close();
  });

  it('adds Blog structured data listing the posts', async () => {
    const blog = (await rawJsonLd('/blog')).find((d) => d['@type'] === 'Blog')!;
    expect(blog.blogPost).toHaveLength(posts.length);
  });

  it('opens an article from its card without a full page load, with the article head', async () => {
    const { ctx, page, errors } = await open('/blog');
    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.locator('#posts li:has(h2)').nth(1).getByRole('link', { name: /Read More/ }).click();
    await page.waitForURL(live.server.url + posts[1].path);
    // The URL changes first; the article renders once its page chunk has loaded.
    await expect.poll(() => page.locator('h1').innerText()).toBe(posts[1].meta.title);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    await expect.poll(() => page.title()).toContain(posts[1].meta.title);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((s) => JSON.parse(s)['@type'])).toContain('BlogPosting');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('a blog article', () => {
  const post = posts.find((p) => p.meta.slug === 'coastal-walks-newcastle-area')!;

  it('shows back link, meta line, title, excerpt, tags, hero image, body and the closing links', async () => {
    const { ctx, page, errors, status } = await open(post.path);
    expect(status).toBe(200);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    const text = (await main.innerText()).replace(/\s+/g, ' ');
    for (const t of ['12 January 2024', '6 min read', 'Outdoor Adventures', post.meta.excerpt, ...post.meta.tags]) expect(text).toContain(t);
    expect(await page.locator('h1').innerText()).toBe(post.meta.title);
    const hero = main.locator(`img[alt="${post.meta.image.alt}"]`);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(text).toContain('6 km');
    expect(text).toContain('May and November');
    expect(await main.getByRole('link', { name: /Book Your Stay/ }).getAttribute('href')).toBe('/bookings');
    expect(await main.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await main.locator('a[href="/local-explore"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/blog"]').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('has BlogPosting data with the organisation as author and publisher in the raw HTML', async () => {
    const ld = (await rawJsonLd(post.path)).find((d) => d['@type'] === 'BlogPosting')!;
    const org = { '@type': 'Organization', name: content.site.brand.name, url: content.site.baseUrl + '/' };
    expect(ld).toMatchObject({ headline: post.meta.title, datePublished: '2024-01-12', author: org, publisher: org });
  });
});

describe('unknown blog slug', () => {
  it("answers 404 with 'Post Not Found' and a way back to the blog", async () => {
    const { ctx, page, errors, status } = await open('/blog/no-such-post');
    expect(status).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Post Not Found');
    expect(await page.locator('main').innerText()).toContain("The blog post you're looking for doesn't exist.");
    const back = page.getByRole('link', { name: '← Back to Blog' });
    expect(await back.getAttribute('href')).toBe('/blog');
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await back.click();
    await page.waitForURL(live.server.url + '/blog');
    // The client-side route loads the blog page's chunk first, so wait for the list.
    await expect.poll(() => page.locator('#posts h2').count()).toBe(posts.length);
    await ctx.close();
  });
});

describe('/rss.xml and the sitemap', () => {
  it('lists every post in an RSS 2.0 feed', async () => {
    const res = await fetch(live.server.url + '/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    for (const p of posts) expect(xml).toContain(`<link>${content.site.baseUrl}${p.path}</link>`);
  });

  it('puts every post in the sitemap', async () => {
    const xml = await (await fetch(live.server.url + '/sitemap.xml')).text();
    for (const p of posts) expect(xml).toContain(`<loc>${content.site.baseUrl}${p.path}</loc>`);
  });
});

const routes = ['/facts', '/reviews', '/local-explore', '/blog', ...posts.map((p) => p.path), '/blog/no-such-post'];
for (const theme of ['light', 'dark'] as const) {
  describe(`accessibility, ${theme} theme`, () => {
    for (const route of routes) {
      it(`${route}: axe finds no violations and the console stays clean`, async () => {
        const { ctx, page, errors } = await open(route, { theme, width: theme === 'light' ? 390 : 1280 });
        expect(await axeViolations(page)).toEqual([]);
        expect(errors.filter((e) => !(route === '/blog/no-such-post' && /404/.test(e)))).toEqual([]);
        await ctx.close();
      });
    }
  });
}
