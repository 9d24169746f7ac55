import type { PhotoSelection, SiteConfig } from './types/content.gen';

type SharedPhoto = SiteConfig['photos'][number];

/** The shared photos (site.yaml `photos:`) a selection names, in list order. */
export function selectPhotos(photos: SharedPhoto[], sel: PhotoSelection): SharedPhoto[] {
  const pool = sel.from === 'all' ? photos : photos.filter((p) => p.category === sel.from);
  const start = sel.skip ?? 0;
  return pool.slice(start, sel.limit === undefined ? undefined : start + sel.limit);
}
