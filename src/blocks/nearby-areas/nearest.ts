import type { PageDefinition } from '../../core/types/content.gen';
import { distanceKm, placesOf, type LandingRef, type Place } from '../../core/areas';

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

/** Kilometres per degree of latitude along a meridian: no two points are nearer than this times their latitudes' difference. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** The places of a list of landing pages, by locality and by their main page's latitude. */
interface PlaceIndex {
  byLocality: Map<string, Place>;
  /** Every place's main page, southmost first. */
  byLatitude: LandingRef[];
}

const indexes = new WeakMap<LandingRef[], PlaceIndex>();

/** Worked out once per list: every page's block asks. */
function indexOf(landings: LandingRef[]): PlaceIndex {
  let index = indexes.get(landings);
  if (!index) {
    const places = placesOf(landings);
    const byLatitude = places.map((p) => p.pages[0]).sort((a, b) => a.geo.latitude - b.geo.latitude);
    indexes.set(landings, (index = { byLocality: new Map(places.map((p) => [p.locality, p])), byLatitude }));
  }
  return index;
}

const area = (main: LandingRef, km?: number): NearbyArea => ({ path: main.path, name: main.name, locality: main.locality, km });
const byDistance = (a: NearbyArea, b: NearbyArea) => (a.km ?? 0) - (b.km ?? 0) || compare(a.locality, b.locality) || compare(a.name, b.name);

/**
 * The `limit` other places nearest `here` (ties in whole kilometres by place, then name). Read
 * outwards from `here`'s latitude, the nearer side first, and no further than a place could still
 * make the list: one whose latitude alone puts it farther than the limit-th nearest found rounds
 * to more kilometres. A thousand pages on a suburb's spacing read a few dozen places each, not a
 * thousand: what every page asked of every other place was a million distances.
 */
function nearestPlaces(index: PlaceIndex, here: LandingRef['geo'], ownPlace: string | undefined, limit: number): NearbyArea[] {
  const spots = index.byLatitude;
  // The first place at or north of here's latitude (binary search), and the one south of it.
  let up = 0;
  for (let hi = spots.length; up < hi; ) {
    const mid = (up + hi) >>> 1;
    if (spots[mid].geo.latitude < here.latitude) up = mid + 1;
    else hi = mid;
  }
  let down = up - 1;
  const found: NearbyArea[] = [];
  /** The `limit` least distances found, in order: the last one is the farthest that can still be listed. */
  const least: number[] = [];
  while (up < spots.length || down >= 0) {
    const north = up < spots.length ? spots[up].geo.latitude - here.latitude : Infinity;
    const south = down >= 0 ? here.latitude - spots[down].geo.latitude : Infinity;
    const main = north <= south ? spots[up++] : spots[down--];
    // A place rounds to at most F km only when nearer than F + 0.5 km; the margin keeps rounding errors out of the bound.
    if (least.length === limit && Math.min(north, south) * KM_PER_DEGREE > least[limit - 1] + 0.5 + 1e-6) break;
    if (main.locality === ownPlace) continue;
    const km = Math.round(distanceKm(here, main.geo));
    found.push(area(main, km));
    let at = least.length;
    while (at > 0 && least[at - 1] > km) at--;
    if (at < limit) least.splice(at, 0, km);
    if (least.length > limit) least.pop();
  }
  const farthest = least[least.length - 1];
  return found
    .filter((a) => a.km! <= farthest)
    .sort(byDistance)
    .slice(0, limit);
}

/**
 * The other places, nearest first, each once, by its main page (then by place: a page without
 * coordinates lists them by place); and the other pages about this page's own place, which a
 * visitor reaches from here rather than as six links to "Charlestown, 2 km away".
 */
export function nearestAreas(page: PageDefinition, landings: LandingRef[], limit: number): NearbyArea[] {
  const here = page.lodging?.geo;
  const ownPlace = page.lodging?.locality;
  const index = indexOf(landings);
  const others = here
    ? nearestPlaces(index, here, ownPlace, limit)
    : placesOf(landings)
        .filter((p) => p.locality !== ownPlace)
        .map(({ pages: [main] }) => area(main))
        .sort(byDistance)
        .slice(0, limit);
  const same = ((ownPlace !== undefined && index.byLocality.get(ownPlace)?.pages) || [])
    .filter((l) => l.path !== page.path)
    .map((l): NearbyArea => ({ path: l.path, name: l.name, locality: l.locality, samePlace: true, ...(l.topic ? { topic: l.topic } : {}) }));
  return [...others, ...same];
}
