import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterRenderingUpdate } from './rendering';

// axe-core's own browser build, injected into the page: the Playwright wrapper for 4.14 needs a
// newer Node than this project supports, and the wrapper adds nothing these tests use.
const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2.x A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page (or the part `include` selects) and lists violations as readable lines. */
export async function runAxe(page: Page, tags: string[], include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  // Contrast read mid-fade sees faded colours: whatever the last step set moving (the floating
  // button hiding after a scroll back to the top, a panel rising) comes to rest first. After the
  // next rendering update the page's observers have asked for their transitions, and
  // getAnimations() starts them; endless animations (a spinner) are left running.
  await afterRenderingUpdate(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Sections past the first screen are drawn only as a visitor nears them (content-visibility),
  // and axe reads a colour's background from what is drawn: every section is checked as it looks
  // once scrolled to, and the page is left as it was.
  const violations = await page.evaluate(async ([tags, include]) => {
    const drawn = document.head.appendChild(document.createElement('style'));
    drawn.textContent = '* { content-visibility: visible !important; }';
    try {
      const r = await (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe.run(
        include ? { include: [include] } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as string[] })) }));
    } finally {
      drawn.remove();
    }
  }, [tags, include] as const);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The axe version the suite runs, for the record. */
export const axeVersion = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')).version as string;
