// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { watchImageFallbacks } from '../../src/client/images';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { Picture } from '../../src/components/picture';
import { ImagesContext, type ImageManifest } from '../../src/core/images-context';

const manifest: ImageManifest = {
  '/images/interior-living.jpg': {
    width: 1600,
    height: 1067,
    sources: [
      { type: 'image/avif', srcset: '/img/interior-living-abcd1234-480.avif 480w, /img/interior-living-abcd1234-1600.avif 1600w' },
      { type: 'image/webp', srcset: '/img/interior-living-abcd1234-480.webp 480w, /img/interior-living-abcd1234-1600.webp 1600w' },
    ],
    fallback: '/images/interior-living.jpg',
  },
};

const withImages = (ui: React.ReactNode) => <ImagesContext.Provider value={manifest}>{ui}</ImagesContext.Provider>;

afterEach(() => vi.restoreAllMocks());

it('offers AVIF then WebP variants, with the original JPEG and its size on the img', () => {
  const html = renderToString(withImages(<Picture src="/images/interior-living.jpg" alt="The living room" sizes="50vw" />));
  expect(html).toMatch(/^<picture>/);
  expect(html.indexOf('type="image/avif"')).toBeGreaterThan(-1);
  expect(html.indexOf('type="image/avif"')).toBeLessThan(html.indexOf('type="image/webp"'));
  expect(html).toContain('srcSet="/img/interior-living-abcd1234-480.avif 480w, /img/interior-living-abcd1234-1600.avif 1600w"');
  expect(html).toContain('sizes="50vw"');
  expect(html).toMatch(/<img[^>]*src="\/images\/interior-living.jpg"/);
  expect(html).toContain('alt="The living room"');
  expect(html).toContain('width="1600"');
  expect(html).toContain('height="1067"');
  expect(html).toContain('loading="lazy"');
  expect(html).toContain('decoding="async"');
  expect(html).not.toMatch(/fetchpriority/i);
});

it('loads a priority image eagerly with high fetch priority', () => {
  const html = renderToString(withImages(<Picture src="/images/interior-living.jpg" alt="Living" priority />));
  // HTML attribute names are case-insensitive; React writes this one as fetchPriority.
  expect(html).toMatch(/fetchpriority="high"/i);
  expect(html).toContain('loading="eager"');
  expect(html).not.toContain('loading="lazy"');
  // A preload of the JPEG would be a second download next to the AVIF the browser picks.
  expect(html).not.toContain('rel="preload"');
});

it('renders a plain img when the image is not in the manifest', () => {
  const html = renderToString(withImages(<Picture src="/images/elsewhere.jpg" alt="Elsewhere" className="photo" />));
  expect(html).not.toContain('<picture');
  expect(html).toMatch(/<img[^>]*src="\/images\/elsewhere.jpg"/);
  expect(html).toContain('class="photo"');
});

it('swaps a photo that fails to load for the fallback, with no framework, and says which one failed', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = renderToString(withImages(<Picture src="/images/interior-living.jpg" alt="Living" fallbackSrc="/images/placeholder.svg" />));
  watchImageFallbacks();
  const img = document.querySelector('img')!;
  img.dispatchEvent(new Event('error'));
  expect(img.getAttribute('src')).toBe('/images/placeholder.svg');
  expect(img.getAttribute('alt')).toBe('Living');
  expect(document.querySelector('source')).toBeNull();
  expect(warn).toHaveBeenCalledWith('Image failed to load:', expect.stringContaining('/images/interior-living.jpg'));
});

it('keeps a failing photo in place when no fallback is given', () => {
  const { container } = render(withImages(<Picture src="/images/interior-living.jpg" alt="Living" />));
  act(() => {
    fireEvent.error(container.querySelector('img')!);
  });
  expect(container.querySelector('img')!.getAttribute('src')).toBe('/images/interior-living.jpg');
  expect(container.querySelector('source')).not.toBeNull();
});
