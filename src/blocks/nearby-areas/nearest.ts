import type { PageDefinition } from '../../core/types/content.gen';
import { distanceKm, type LandingRef } from '../../core/areas';

/** One link of the block: a landing page, its place and how far that is from this page's. */
export interface NearbyArea {
  path: string;
  name: string;
  locality: string;
  /** Whole kilometres between the two pages' coordinates; absent on a page without `lodging.geo`. */
  km?: number;
}

/** The other landing pages, nearest first, then by place and name (a page without coordinates: by place and name). */
export function nearestAreas(page: PageDefinition, landings: LandingRef[], limit: number): NearbyArea[] {
  const here = page.lodging?.geo;
  return landings
    .filter((l) => l.path !== page.path)
    .map((l) => ({ path: l.path, name: l.name, locality: l.locality, km: here ? Math.round(distanceKm(here, l.geo)) : undefined }))
    .sort((a, b) => (a.km ?? 0) - (b.km ?? 0) || a.locality.localeCompare(b.locality) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
