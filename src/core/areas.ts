// How landing pages link to each other without anyone writing the links: the footer's "Areas we
// serve" (one page per locality) and the nearby-areas block (the closest landing pages).

/** A landing page as the chrome and the nearby-areas block link to it. */
export interface LandingRef {
  path: string;
  /** The first part of its title: "Kahibah Accommodation". */
  name: string;
  locality: string;
  geo: { latitude: number; longitude: number };
  /** What it is about beside its place ("Family stays"): how it differs from another page of that place. */
  topic?: string;
}

/** One link of the footer's "Areas we serve": a locality and its main page. */
export interface AreaLink {
  path: string;
  locality: string;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Kilometres between two points on the earth (haversine). */
export function distanceKm(a: LandingRef['geo'], b: LandingRef['geo']): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The most places the footer lists: every page carries the list. */
export const MAX_AREAS = 12;

/**
 * A place's landing pages, its main page first: a page with no topic (the others say what they
 * are about beside the place), then one whose path names the place (/kahibah-accommodation), the
 * shortest first.
 */
export interface Place {
  locality: string;
  pages: LandingRef[];
}

const places = new WeakMap<LandingRef[], Place[]>();

/** The landing pages grouped by place (locality), each place's main page first. Worked out once per list: every page's blocks ask. */
export function placesOf(landings: LandingRef[]): Place[] {
  let out = places.get(landings);
  if (out) return out;
  const byLocality = new Map<string, LandingRef[]>();
  for (const l of landings) byLocality.set(l.locality, [...(byLocality.get(l.locality) ?? []), l]);
  out = [...byLocality].map(([locality, pages]) => {
    const rank = (p: LandingRef) => (p.topic ? 2 : 0) + (p.path.includes(slug(locality)) ? 0 : 1);
    return { locality, pages: [...pages].sort((a, b) => rank(a) - rank(b) || a.path.length - b.path.length || a.path.localeCompare(b.path)) };
  });
  places.set(landings, out);
  return out;
}

/**
 * One page per place, alphabetically: its main page. At most MAX_AREAS places, those with the
 * most landing pages (then alphabetically); the nearby-areas blocks reach the others.
 */
export function serviceAreas(landings: LandingRef[]): AreaLink[] {
  return [...placesOf(landings)]
    .sort((a, b) => b.pages.length - a.pages.length || a.locality.localeCompare(b.locality))
    .slice(0, MAX_AREAS)
    .map(({ locality, pages }) => ({ path: pages[0].path, locality }))
    .sort((a, b) => a.locality.localeCompare(b.locality));
}
