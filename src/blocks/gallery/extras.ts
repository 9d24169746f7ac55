import type { GalleryBlock, SiteConfig } from '../../core/types/content.gen';
import { selectPhotos } from '../../core/photos';

/**
 * The gallery's extra photos: shared photos not already among its fixed ones, leaving out any
 * whose description mentions an excluded word (case-insensitive), up to the limit. Only src and
 * alt are shipped: that is all the gallery shows.
 */
export function galleryExtras(block: GalleryBlock, site: SiteConfig): { src: string; alt: string }[] {
  if (!block.extras) return [];
  const shown = new Set(block.photos.map((p) => p.src));
  const words = (block.extras.exclude ?? []).map((w) => w.toLowerCase());
  return selectPhotos(site.photos, { from: block.extras.from ?? 'all' })
    .filter((p) => !shown.has(p.src) && !words.some((w) => p.description.toLowerCase().includes(w)))
    .slice(0, block.extras.limit)
    .map((p) => ({ src: p.src, alt: p.alt }));
}
