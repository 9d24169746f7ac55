import type { ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { BESIDE_CONTENT } from '../../src/core/fixed-buttons';

/** What the page says after a step of the sweep, once that step is drawn and the buttons have stopped. */
interface Look {
  /** What a visible fixed button is on top of: see `look`. */
  covered: string[];
  scrollY: number;
  /** The page's own "scrolling" mark. */
  scrolling: boolean;
  /** At the bottom of the page. */
  end: boolean;
  /** The chat button is wholly in the window. */
  chatInWindow: boolean;
}

/**
 * One step of the sweep in one round trip to the page (a route's sweep makes 20 to 90 of them):
 * `scroll` scrolls to that height with the page's scrollend held back, so the page stays
 * "scrolling" while the test looks; `rest` lets it end. Then, once the page's intersection
 * observers have heard the step, what they changed is drawn (harness/rendering.ts's wait, twice: in
 * one round trip nothing else gives them that frame) and the fixed buttons have finished
 * moving (their transitions, whatever their length): the links, controls and lines of text that a
 * visible fixed button (the chat button, the floating "Check availability") is on top of, their
 * boxes meeting and the control or text showing there when the buttons are set aside.
 */
const look = (page: Page, step: { scroll?: number; rest?: boolean } = {}): Promise<Look> =>
  page.evaluate(async ({ scroll, rest }) => {
    const w = window as unknown as { holdScrollEnd?: boolean; holding?: boolean };
    if (scroll !== undefined) {
      if (!w.holding) {
        w.holding = true;
        addEventListener('scrollend', (e) => w.holdScrollEnd && e.stopImmediatePropagation(), { capture: true });
      }
      w.holdScrollEnd = true;
      window.scrollTo(0, scroll);
    }
    if (rest) {
      w.holdScrollEnd = false;
      document.dispatchEvent(new Event('scrollend', { bubbles: true }));
    }
    // Twice: what the page's observers changed on hearing the step is drawn by the second.
    for (let update = 0; update < 2; update++)
      await new Promise<void>((drawn) => {
        const io = new IntersectionObserver(() => (io.disconnect(), drawn()));
        io.observe(document.documentElement);
      });
    await Promise.all([...document.querySelectorAll('[data-fixed-button]')].flatMap((d) => d.getAnimations({ subtree: true }).map((a) => a.finished)));

    const docks = [...document.querySelectorAll<HTMLElement>('[data-fixed-button]')].filter((d) => {
      const s = getComputedStyle(d);
      return s.visibility !== 'hidden' && Number(s.opacity) > 0.1 && d.getBoundingClientRect().height > 0;
    });
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex="0"]')];
    const covered: string[] = [];
    for (const dock of docks) {
      const r = dock.getBoundingClientRect();
      const name = dock.classList.contains('chat-dock') ? 'the chat button' : 'the floating button';
      // Whether `box` (of `owner`) meets the button's box and `owner` shows there when the buttons are set aside.
      const meets = (box: DOMRect, owner: Element) => {
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
        if (meets(b, c)) covered.push(`${name} covers ${c.tagName.toLowerCase()} "${(c.textContent || c.getAttribute('aria-label') || '').trim().slice(0, 40)}" at y=${Math.round(b.top)}`);
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
          if (meets(line, el)) covered.push(`${name} covers the text "${t.textContent!.trim().slice(0, 40)}" at y=${Math.round(line.top)}`);
        }
      }
    }
    const chat = document.querySelector('.chat-dock');
    return {
      covered,
      scrollY,
      scrolling: document.documentElement.hasAttribute('data-scrolling'),
      end: scrollY >= document.documentElement.scrollHeight - innerHeight - 1,
      chatInWindow: chat !== null && chat.getBoundingClientRect().right <= innerWidth,
    };
  }, step);

/**
 * Scrolls the page from top to bottom and judges the fixed buttons at each position twice: while
 * the page scrolls (its scrollend held back, so that state lasts while the test looks) and once
 * it rests. While it scrolls nothing may be covered. At rest, beside the content of a wide
 * window (src/core/fixed-buttons.ts) nothing may be covered anywhere; on a narrower one, nothing
 * on the page's first and last screens, and elsewhere the chat button is back in its corner.
 * Each state is judged once it is drawn, the buttons have stopped moving and the page's
 * intersection observers have heard it. Takes the test's own `expect`: the sweep's tests run
 * concurrently.
 */
export async function expectNothingCovered(page: Page, expect: ExpectStatic) {
  // The calendar draws its days (more controls) once it nears the screen and its reply is in:
  // wherever the page's content puts it, it is visited first, and the sweep starts at the top.
  if (await page.locator('.cal-area').count()) {
    await page.locator('.cal-area').first().scrollIntoViewIfNeeded();
    await page.locator('[data-date]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const { wide, height } = await page.evaluate((query) => ({ wide: matchMedia(query).matches, height: document.documentElement.scrollHeight }), BESIDE_CONTENT);
  let at = await look(page);
  expect(at.covered, 'at the top, on arrival').toEqual([]);
  for (let y = 397; y < height + 397; y += 397) {
    const before = at.scrollY;
    at = await look(page, { scroll: y });
    if (at.scrollY === before) break;
    expect(at.covered, `scrollY ${at.scrollY}, while scrolling`).toEqual([]);
    expect(at.scrolling, `scrollY ${at.scrollY}: scrolling`).toBe(true);
    at = await look(page, { rest: true });
    if (wide || at.end) expect(at.covered, `scrollY ${at.scrollY}, at rest`).toEqual([]);
    // Back at rest: the chat button is in the window again.
    expect(at.chatInWindow, `scrollY ${at.scrollY}: the chat button is back`).toBe(true);
  }
}
