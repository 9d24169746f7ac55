import type { ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Links, controls and lines of text that a visible fixed button (the chat button, the floating
 * "Check availability") is on top of right now: their boxes meet, and the control or the text
 * shows there when the buttons are set aside.
 */
export function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const docks = [...document.querySelectorAll<HTMLElement>('.chat-dock, [data-shown]')].filter((d) => {
      const s = getComputedStyle(d);
      return s.visibility !== 'hidden' && Number(s.opacity) > 0.1 && d.getBoundingClientRect().height > 0;
    });
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex="0"]')];
    const found: string[] = [];
    for (const dock of docks) {
      const r = dock.getBoundingClientRect();
      // Whether `box` (of `owner`) meets the button's box and `owner` shows there when the buttons are set aside.
      const covered = (box: DOMRect, owner: Element) => {
        const left = Math.max(r.left, box.left);
        const right = Math.min(r.right, box.right);
        const top = Math.max(r.top, box.top);
        const bottom = Math.min(r.bottom, box.bottom);
        if (right - left < 1 || bottom - top < 1) return false;
        const under = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((el) => !docks.some((d) => d.contains(el)));
        return Boolean(under && (owner.contains(under) || under.contains(owner)));
      };
      for (const c of controls) {
        if (docks.some((d) => d.contains(c))) continue;
        const b = c.getBoundingClientRect();
        if (covered(b, c)) found.push(`${dock.className.split(' ')[0] || 'floating'} covers ${c.tagName.toLowerCase()} "${(c.textContent || c.getAttribute('aria-label') || '').trim().slice(0, 40)}" at y=${Math.round(b.top)}`);
      }
      // Every line of text whose box meets the button's and that shows there.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const el = t.parentElement!;
        if (!t.textContent!.trim() || docks.some((d) => d.contains(el))) continue;
        // Text for screen readers only (clipped to a pixel) is not seen, so not covered.
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        range.selectNodeContents(t);
        for (const line of range.getClientRects()) {
          if (covered(line, el)) found.push(`${dock.className.split(' ')[0] || 'floating'} covers the text "${t.textContent!.trim().slice(0, 40)}" at y=${Math.round(line.top)}`);
        }
      }
    }
    return found;
  });
}

/**
 * Scrolls the page from top to bottom and fails at the first position where a fixed button
 * covers a control or text. The buttons stand in a band of their own (src/chrome/dock-bar.tsx),
 * so nothing needs time to step aside: each position is judged as soon as it is drawn. Takes the
 * test's own `expect`: the sweep's tests run concurrently.
 */
export async function expectNothingCovered(page: Page, expect: ExpectStatic) {
  // The calendar draws its days (more controls) once its reply is in.
  if (await page.locator('.cal-area').count()) await page.locator('[data-date]').first().waitFor();
  expect(await page.locator('.chat-dock').evaluate((d) => getComputedStyle(d).visibility)).toBe('visible');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 397) {
    // Scrolled, then looked at once the frame for that position is drawn.
    await page.evaluate((top) => new Promise((drawn) => (window.scrollTo(0, top), requestAnimationFrame(() => requestAnimationFrame(drawn)))), y);
    expect(await coveredContent(page), `scrollY ${y}`).toEqual([]);
  }
}
