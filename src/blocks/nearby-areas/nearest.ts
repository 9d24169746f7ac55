import type { PageDefinition } from '../../core/types/content.gen';
import { distanceKm, placesOf, type LandingRef } from '../../core/areas';

/** One link of the block: a landing page, its place and how far that is from this page's. */
export interface NearbyArea {
  path: string;
  name: string;
  locality: string;
  /** Whole kilometres between the two pages' coordinates; absent on a page without `lodging.geo`. */
  km?: number;
  /** Another page about this page's own place: listed apart, by what it is about. */
  samePlace?: true;
  topic?: string;
}

// localeCompare's order, without a collator made per comparison.
const { compare } = new Intl.Collator();

/**
 * The other places, nearest first, each once, by its main page (then by place: a page without
 * coordinates lists them by place); and the other pages about this page's own place, which a
 * visitor reaches from here rather than as six links to "Charlestown, 2 km away".
 */
export function nearestAreas(page: PageDefinition, landings: LandingRef[], limit: number): NearbyArea[] {
  const here = page.lodging?.geo;
  const ownPlace = page.lodging?.locality;
  const candidates = placesOf(landings)
    .filter((p) => p.locality !== ownPlace)
    .map(({ pages: [main] }): NearbyArea => ({ path: main.path, name: main.name, locality: main.locality, km: here ? Math.round(distanceKm(here, main.geo)) : undefined }));
  // Every page asks this of every other place: sort by name only those as near as the limit-th nearest.
  const kms = Float64Array.from(candidates, (a) => a.km ?? 0).sort();
  const farthest = kms[Math.min(limit, kms.length) - 1];
  const others = candidates
    .filter((a) => (a.km ?? 0) <= farthest)
    .sort((a, b) => (a.km ?? 0) - (b.km ?? 0) || compare(a.locality, b.locality) || compare(a.name, b.name))
    .slice(0, limit);
  const same = (placesOf(landings).find((p) => p.locality === ownPlace)?.pages ?? [])
    .filter((l) => l.path !== page.path)
    .map((l): NearbyArea => ({ path: l.path, name: l.name, locality: l.locality, samePlace: true, ...(l.topic ? { topic: l.topic } : {}) }));
  return [...others, ...same];
}
