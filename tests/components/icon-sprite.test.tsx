import { expect, it } from 'vitest';
import { iconSprite, iconsFromSprite } from '../../src/components/icon-sprite';
import { Wifi } from '../../src/components/lucide-icons';
import { renderHtml } from '../support/site';

it('draws a lucide icon from the sprite, the element and its attributes kept, and leaves other drawings inline', () => {
  const own = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 20A9 9 0 1 0 4 16L2 22Z"></path></svg>';
  const html = `<p>${renderHtml(<Wifi size={20} className="x" aria-hidden="true" />)}${own}</p>`;
  const out = iconsFromSprite(html, iconSprite().href);
  expect(out).toMatch(new RegExp(`^<p><svg [^>]*width="20"[^>]*class="lucide lucide-wifi x"[^>]*><use href="${iconSprite().href}#wifi"></use></svg>`));
  expect(out).not.toContain('M2 8.82');
  expect(out).toContain(own);
  // The sprite holds the paths it no longer repeats.
  expect(iconSprite().svg).toMatch(/<symbol id="wifi" viewBox="0 0 24 24">.*M2 8\.82/);
});
