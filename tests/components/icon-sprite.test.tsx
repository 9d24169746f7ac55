import { expect, it } from 'vitest';
import { iconSprite, iconsFromSprite } from '../../src/components/icon-sprite';
import { Wifi } from '../../src/components/lucide-icons';
import { renderHtml } from '../support/site';

it('draws a lucide icon from the sprite, the element and its own attributes kept, and leaves other drawings inline', () => {
  const own = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 20A9 9 0 1 0 4 16L2 22Z"></path></svg>';
  const html = `<p>${renderHtml(<Wifi size={20} className="x" aria-hidden="true" />)}${own}</p>`;
  const out = iconsFromSprite(html, iconSprite().href);
  expect(out).toMatch(new RegExp(`^<p><svg width="20" height="20" class="x" aria-hidden="true"><use href="${iconSprite().href}#wifi"></use></svg>`));
  expect(out).not.toContain('M2 8.82');
  expect(out).toContain(own);
  // A fill or stroke width of its own stays with the icon.
  const star = iconsFromSprite(renderHtml(<Wifi strokeWidth={0} fill="currentColor" />), iconSprite().href);
  expect(star).toContain('stroke-width="0"');
  expect(star).toContain('fill="currentColor"');
  // The sprite holds the paths it no longer repeats, and how every icon is drawn.
  expect(iconSprite().svg).toMatch(/<symbol id="wifi" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">.*M2 8\.82/);
});
