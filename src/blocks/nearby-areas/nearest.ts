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

// localeCompare's order, without a collator made per comparison.
const { compare } = new Intl.Collator();

/** The other landing pages, nearest first, then by place and name (a page without coordinates: by place and name). */
export function nearestAreas(page: PageDefinition, landings: LandingRef[], limit: number): NearbyArea[] {
  const here = page.lodging?.geo;
  const others = landings
    .filter((l) => l.path !== page.path)
    .map((l) => ({ path: l.path, name: l.name, locality: l.locality, km: here ? Math.round(distanceKm(here, l.geo)) : undefined }));
  // Every page asks this of every other: sort by name only those as near as the limit-th nearest.
  const kms = Float64Array.from(others, (a) => a.km ?? 0).sort();
  const farthest = kms[Math.min(limit, kms.length) - 1];
  return others
    .filter((a) => (a.km ?? 0) <= farthest)
    .sort((a, b) => (a.km ?? 0) - (b.km ?? 0) || compare(a.locality, b.locality) || compare(a.name, b.name))
    .slice(0, limit);
}
