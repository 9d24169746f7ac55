import type { CarouselPhoto, PhotoCarouselBlock, SiteConfig } from '../../core/types/content.gen';
import { selectPhotos } from '../../core/photos';

/**
 * A carousel's slides: its own list, or a selection from the shared photos (each description
 * becomes the caption), cut to `count`.
 */
export function carouselPhotos(block: PhotoCarouselBlock, site: SiteConfig): CarouselPhoto[] {
  const list = Array.isArray(block.photos)
    ? block.photos
    : selectPhotos(site.photos, block.photos).map((p) => ({ src: p.src, alt: p.alt, caption: p.description }));
  return block.count ? list.slice(0, block.count) : list;
}
