import { describe, expect, it } from 'vitest';
import { carouselPhotos } from './photos';
import { selectPhotos } from '../../core/photos';
import { realSite, renderBlocks } from '../../../tests/support/site';

const photos = [
  { src: '/images/interior-living.jpg', alt: 'Living room' },
  { src: '/images/interior-kitchen.jpg', alt: 'Kitchen', caption: 'The kitchen' },
  { src: '/images/interior-bathroom.jpg', alt: 'Bathroom' },
];

describe('server-rendered markup', () => {
  it('labels the carousel and each slide "n of N"', () => {
    const html = renderBlocks({ type: 'photo-carousel', label: 'Photos of the house', photos });
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Photos of the house"/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    expect(html).toContain('alt="Kitchen"');
  });

  it('starts on the first photo: previous disabled, next enabled', () => {
    const html = renderBlocks({ type: 'photo-carousel', label: 'Photos', photos });
    expect(html).toMatch(/<button[^>]*aria-label="Previous photo" disabled=""/);
    expect(html).not.toMatch(/aria-label="Next photo" disabled/);
    expect(html.replace(/<!-- -->/g, '')).toContain('Photo 1 of 3: Living room');
  });

  it('shows captions only when asked', () => {
    expect(renderBlocks({ type: 'photo-carousel', label: 'P', photos })).not.toContain('figcaption');
    expect(renderBlocks({ type: 'photo-carousel', label: 'P', photos, captions: true })).toContain('<figcaption>The kitchen</figcaption>');
  });

  it('offers a pause button only when it auto-advances', () => {
    expect(renderBlocks({ type: 'photo-carousel', label: 'P', photos })).not.toContain('Pause the slideshow');
    expect(renderBlocks({ type: 'photo-carousel', label: 'P', photos, autoPlayMs: 4000 })).toContain(
      'aria-label="Pause the slideshow"',
    );
  });

  it('cuts its own list to `count`', () => {
    const html = renderBlocks({ type: 'photo-carousel', label: 'P', photos, count: 2 });
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
    const html = renderBlocks({ type: 'photo-carousel', label: 'Inside', photos: { from: 'interior', limit: 6 }, count: 5 });
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html).toContain(`alt="${interior[0].alt}"`);
    expect(html).not.toContain(`alt="${interior[5].alt}"`);
  });
});
