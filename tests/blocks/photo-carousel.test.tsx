import { describe, expect, it } from 'vitest';
import type { Block, PageDefinition } from '../../src/types/content.gen';
import { PhotoCarousel } from '../../src/blocks/photo-carousel';
import { Blocks } from '../../src/engine/render-blocks';
import { loadContent } from '../../src/content/load-content';
import { toPageData } from '../../src/content/model';
import { carouselPhotos, selectPhotos } from '../../src/content/photos';
import { realSite, renderHtml } from '../support/site';

const photos = [
  { src: '/images/interior-living.jpg', alt: 'Living room' },
  { src: '/images/interior-kitchen.jpg', alt: 'Kitchen', caption: 'The kitchen' },
  { src: '/images/interior-bathroom.jpg', alt: 'Bathroom' },
];

/** Renders blocks the way a route does, with the values the engine computes for them. */
function renderPage(...blocks: Block[]): string {
  const content = loadContent();
  const def: PageDefinition = { path: '/test', title: 'Test page title', description: 'x'.repeat(60), blocks };
  return renderHtml(<Blocks page={toPageData(def, content.site, content)} />);
}

describe('server-rendered markup', () => {
  it('labels the carousel and each slide "n of N"', () => {
    const html = renderHtml(<PhotoCarousel type="photo-carousel" label="Photos of the house" photos={photos} />);
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Photos of the house"/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html).toContain('alt="Kitchen"');
  });

  it('starts on the first photo: previous disabled, next enabled', () => {
    const html = renderHtml(<PhotoCarousel type="photo-carousel" label="Photos" photos={photos} />);
    expect(html).toMatch(/<button[^>]*aria-label="Previous photo" disabled=""/);
    expect(html).not.toMatch(/aria-label="Next photo" disabled/);
    expect(html.replace(/<!-- -->/g, '')).toContain('Photo 1 of 3: Living room');
  });

  it('shows captions only when asked', () => {
    expect(renderHtml(<PhotoCarousel type="photo-carousel" label="P" photos={photos} />)).not.toContain('figcaption');
    expect(renderHtml(<PhotoCarousel type="photo-carousel" label="P" photos={photos} captions />)).toContain('<figcaption>The kitchen</figcaption>');
  });

  it('offers a pause button only when it auto-advances', () => {
    expect(renderHtml(<PhotoCarousel type="photo-carousel" label="P" photos={photos} />)).not.toContain('Pause the slideshow');
    expect(renderHtml(<PhotoCarousel type="photo-carousel" label="P" photos={photos} autoPlayMs={4000} />)).toContain(
      'aria-label="Pause the slideshow"',
    );
  });

  it('cuts its own list to `count`', () => {
    const html = renderHtml(<PhotoCarousel type="photo-carousel" label="P" photos={photos} count={2} />);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2);
  });
});

describe('photos selected from the shared list', () => {
  const site = realSite();
  const interior = site.photos.filter((p) => p.category === 'interior');

  it('site.yaml holds 12 interior and 2 exterior photos', () => {
    expect(interior).toHaveLength(12);
    expect(site.photos.filter((p) => p.category === 'exterior')).toHaveLength(2);
  });

  it('selects by category, skip and limit, in list order', () => {
    expect(selectPhotos(site.photos, { from: 'interior', limit: 6 })).toEqual(interior.slice(0, 6));
    expect(selectPhotos(site.photos, { from: 'interior', skip: 2, limit: 3 })).toEqual(interior.slice(2, 5));
    expect(selectPhotos(site.photos, { from: 'all' })).toEqual(site.photos);
  });

  it('the home carousel gets the first 5 of the first 6 interior photos, captioned by their description', () => {
    const slides = carouselPhotos({ type: 'photo-carousel', label: 'P', photos: { from: 'interior', limit: 6 }, count: 5 }, site);
    expect(slides).toEqual(interior.slice(0, 5).map((p) => ({ src: p.src, alt: p.alt, caption: p.description })));
  });

  it('renders the computed selection through the engine', () => {
    const html = renderPage({ type: 'photo-carousel', label: 'Inside', photos: { from: 'interior', limit: 6 }, count: 5 });
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html).toContain(`alt="${interior[0].alt}"`);
    expect(html).not.toContain(`alt="${interior[5].alt}"`);
  });
});
