import { describe, expect, it } from 'vitest';
import type { GalleryBlock, PageDefinition, SiteConfig } from '../../core/types/content.gen';
import { Blocks } from '../render';
import { loadContent } from '../../content/load-content';
import { toPageData } from '../../content/model';
import { galleryExtras } from './extras';
import { realSite, renderHtml } from '../../../tests/support/site';

const fixed = [
  { src: '/images/exterior-front-deck.jpg', alt: 'Front deck' },
  { src: '/images/interior-kitchen.jpg', alt: 'Kitchen' },
];
const block: GalleryBlock = {
  type: 'gallery',
  heading: 'Gallery',
  photos: fixed,
  extras: { heading: 'More around the house', exclude: ['bedroom'], limit: 3 },
  instagram: 'Follow us on Instagram',
  buttons: [{ label: 'Book Now', href: '/bookings' }],
};

const photo = (name: string, description: string, category: 'interior' | 'exterior' = 'interior') => ({
  src: `/images/${name}.jpg`,
  alt: name,
  category,
  description,
});

describe('galleryExtras', () => {
  const site = (photos: SiteConfig['photos']) => ({ ...realSite(), photos });

  it('leaves out photos whose description mentions bedroom, in any case', () => {
    const extras = galleryExtras(
      block,
      site([photo('a', 'Master BEDROOM'), photo('b', 'Deck'), photo('c', 'the twin Bedroom'), photo('d', 'Laundry')]),
    );
    expect(extras.map((p) => p.alt)).toEqual(['b', 'd']);
  });

  it('skips photos already among the fixed ones and stops at the limit', () => {
    const extras = galleryExtras(
      block,
      site([photo('exterior-front-deck', 'Front deck', 'exterior'), photo('a', 'A'), photo('b', 'B'), photo('c', 'C'), photo('d', 'D')]),
    );
    expect(extras).toEqual([
      { src: '/images/a.jpg', alt: 'a' },
      { src: '/images/b.jpg', alt: 'b' },
      { src: '/images/c.jpg', alt: 'c' },
    ]);
  });

  it('picks from the real shared list without any bedroom photo', () => {
    const s = realSite();
    const extras = galleryExtras(block, s);
    expect(extras.length).toBeGreaterThan(0);
    expect(extras.length).toBeLessThanOrEqual(3);
    for (const e of extras) expect(s.photos.find((p) => p.src === e.src)!.description).not.toMatch(/bedroom/i);
  });
});

describe('rendered', () => {
  const content = loadContent();
  const def: PageDefinition = { path: '/test', title: 'Test page title', description: 'x'.repeat(60), blocks: [block] };
  const html = renderHtml(<Blocks page={toPageData(def, content.site, content.posts).data} />);
  const extras = galleryExtras(block, content.site);

  it('shows the fixed photos, then the computed extras under their heading', () => {
    expect(html).toContain('aria-label="Photos of the guesthouse"');
    expect(html.match(/<li[ >]/g)).toHaveLength(fixed.length + extras.length);
    expect(html).toContain('More around the house');
    for (const e of extras) expect(html).toContain(`alt="${e.alt}"`);
  });

  it("links each photo to its file, with site.yaml's description as the viewer's caption", () => {
    const kitchen = content.site.photos.find((p) => p.src === '/images/interior-kitchen.jpg')!;
    expect(html).toContain(`<a href="/images/interior-kitchen.jpg" data-photo="" data-caption="${kitchen.description}">`);
    expect(html.match(/data-photo=""/g)).toHaveLength(fixed.length + extras.length);
    // The viewer is there, closed, for the script to open.
    expect(html).toMatch(/<dialog aria-label="Photo viewer" class="[^"]*viewer">/);
  });

  it('links to Instagram in a new tab and to bookings', () => {
    expect(html).toMatch(new RegExp(`href="${content.site.instagram}" target="_blank" rel="noopener noreferrer"`));
    expect(html).toContain('Follow us on Instagram');
    expect(html).toMatch(/href="\/bookings"[^>]*>.*Book Now/);
  });
});
