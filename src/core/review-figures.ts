import type { SiteConfig } from './types/content.gen';
import type { BlockFinding } from './define-block';
import { messages, say } from './messages';

export interface Figures {
  score?: number;
  count?: number;
}

/** The rating figures a line of copy states: "Rated 4.9 from 78 guest reviews", "4.93 from 47 reviews", "Rated 4.8 by 89 guests", "Rated 4.93". */
export function figuresIn(text: string): Figures {
  const both = /\b([1-5](?:\.\d{1,2})?)\s+(?:stars?\s+)?(?:from|by)\s+(\d[\d,]*)\s+(?:guest\s+|verified\s+)?(?:reviews|guests|ratings)\b/i.exec(text);
  if (both) return { score: Number(both[1]), count: Number(both[2].replace(/,/g, '')) };
  const score = /\brated\s+([1-5](?:\.\d{1,2})?)\b/i.exec(text);
  return score ? { score: Number(score[1]) } : {};
}

/** The site's own rating: site.yaml's, as its review source shows it. */
export const siteRating = (site: SiteConfig) => ({ score: site.property.rating, count: site.property.reviewCount, source: site.property.reviewSource });

/**
 * Every rating a page states is the site's own: what a block states (the hero's badge, the
 * feature list's rating card, the reviews summary), the description and `lodging.rating` (the
 * structured data search engines show) agree with site.yaml's property.rating and reviewCount. A
 * page copied from the docs, or from another site, would otherwise advertise figures nobody gave.
 */
export function ratingFinding(site: SiteConfig, at: (string | number)[], what: string, figures: Figures, where: (at: string[]) => string): BlockFinding[] {
  const own = siteRating(site);
  const wrong = (figures.score !== undefined && figures.score !== own.score) || (figures.count !== undefined && figures.count !== own.count);
  if (!wrong) return [];
  return [{ at, ...say(messages.ratingFigures, { what, figures, score: own.score, count: own.count, source: own.source, see: where(['property', 'rating']) }) }];
}
