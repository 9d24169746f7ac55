import type { CarouselPhoto, GalleryBlock, PhotoCarouselBlock, PhotoSelection, SiteConfig } from '../types/content.gen';

type SharedPhoto = SiteConfig['photos'][number];

/** The shared photos (site.yaml `photos:`) a selection names, in list order. */
export function selectPhotos(photos: SharedPhoto[], sel: PhotoSelection): SharedPhoto[] {
  const pool = sel.from === 'all' ? photos : photos.filter((p) => p.category === sel.from);
  const start = sel.skip ?? 0;
  return pool.slice(start, sel.limit === undefined ? undefined : start + sel.limit);
}

/**
 * The slides of a carousel that selects from the shared list (each description becomes the
 * caption), cut to `count`. A carousel that lists its own photos needs nothing computed.
 */
export function carouselPhotos(block: PhotoCarouselBlock, site: SiteConfig): CarouselPhoto[] | undefined {
  if (Array.isArray(block.photos)) return undefined;
  const list = selectPhotos(site.photos, block.photos).map((p) => ({ src: p.src, alt: p.alt, caption: p.description }));
  return block.count ? list.slice(0, block.count) : list;
}

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
