import type { SiteConfig } from './types/content.gen';

const n = (count: number, one: string, many = one + 's') => `${count} ${count === 1 ? one : many}`;

/** "4 guests · 2 bedrooms · 3 beds · 1 bath · 4.93★ Guest Favourite", from site.yaml. */
export function factsLine(site: SiteConfig, withRating = true): string {
  const p = site.property;
  const parts = [n(p.guests, 'guest'), n(p.bedrooms, 'bedroom'), n(p.beds, 'bed'), n(p.baths, 'bath')];
  if (withRating) parts.push(`${p.rating}★ ${p.ratingLabel}`);
  return parts.join(' · ');
}
