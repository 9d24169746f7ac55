// How landing pages link to each other without anyone writing the links: the footer's "Areas we
// serve" (one page per locality) and the nearby-areas block (the closest landing pages).

/** A landing page as the chrome and the nearby-areas block link to it. */
export interface LandingRef {
  path: string;
  /** The first part of its title: "Kahibah Accommodation". */
  name: string;
  locality: string;
  geo: { latitude: number; longitude: number };
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
 * One page per locality, alphabetically: of that locality's landing pages, the one whose path
 * names the place (/kahibah-accommodation), the shortest first. At most MAX_AREAS places, those
 * with the most landing pages (then alphabetically); the nearby-areas blocks reach the others.
 */
export function serviceAreas(landings: LandingRef[]): AreaLink[] {
  const byLocality = new Map<string, LandingRef[]>();
  for (const l of landings) byLocality.set(l.locality, [...(byLocality.get(l.locality) ?? []), l]);
  return [...byLocality]
    .sort(([a, pa], [b, pb]) => pb.length - pa.length || a.localeCompare(b))
    .slice(0, MAX_AREAS)
    .map(([locality, pages]) => {
      const rank = (p: LandingRef) => [p.path.includes(slug(locality)) ? 0 : 1, p.path.length] as const;
      const [main] = pages.sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1] || a.path.localeCompare(b.path));
      return { path: main.path, locality };
    })
    .sort((a, b) => a.locality.localeCompare(b.locality));
}
