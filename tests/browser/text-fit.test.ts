import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { loadContent } from '../../src/content/load-content';
import { newContext } from '../../harness/browser';
import { liveSite } from '../support/live';

const site = loadContent().site;
const live = liveSite();

/** How each word of an element's text is set: the words split across lines, and whether any text is cut off. */
function fit(el: Locator) {
  return el.evaluate((node) => {
    const text = node.textContent ?? '';
    const broken: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      for (const m of (t.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(t, m.index!);
        range.setEnd(t, m.index! + m[0].length);
        // A word set on two lines has two boxes at different heights.
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    const style = getComputedStyle(node as Element);
    const cut = (node as HTMLElement).scrollWidth > (node as HTMLElement).clientWidth + 1 && style.overflowX !== 'visible';
    return { text: text.trim(), broken, cut, ellipsis: style.textOverflow === 'ellipsis' && cut };
  });
}

for (const width of [390, 1280]) {
  describe(`text that must be read whole, at ${width} px`, () => {
    it('the brand name in the nav is shown in full', async () => {
      const ctx = await newContext(live.browser, { width });
      const page = await ctx.newPage();
      await page.goto(live.server.url + '/');
      const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.brand.name });
      expect(await fit(brand)).toEqual({ text: site.brand.name, broken: [], cut: false, ellipsis: false });
      await ctx.close();
    });

    it('no word in the facts tiles (Location: Charlestown) breaks across lines', async () => {
      const ctx = await newContext(live.browser, { width });
      const page = await ctx.newPage();
      await page.goto(live.server.url + '/facts');
      const values = page.locator('main li .value');
      expect(await values.count()).toBeGreaterThan(4);
      const results = await Promise.all((await values.all()).map(fit));
      expect(results.map((r) => r.text)).toContain(site.property.suburb);
      expect(results.filter((r) => r.broken.length || r.cut)).toEqual([]);
      await ctx.close();
    });
  });
}
