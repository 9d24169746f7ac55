import type { PageDefinition } from './types/content.gen';
import type { BlockFinding } from './define-block';

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

const say = (f: Figures) => [f.score !== undefined && `${f.score}`, f.count !== undefined && `from ${f.count} reviews`].filter(Boolean).join(' ');

/**
 * A landing page's review figures must be its own: what a block states (the hero's badge, the
 * feature list's rating card, the reviews summary) agrees with the page's `lodging.rating`, its
 * structured data. A page copied from another keeps the other page's badge otherwise.
 */
export function ratingFinding(page: PageDefinition, at: (string | number)[], what: string, figures: Figures, where: (at: (string | number)[]) => string): BlockFinding[] {
  const rating = page.lodging?.rating;
  if (!rating) return [];
  const wrong = (figures.score !== undefined && figures.score !== rating.score) || (figures.count !== undefined && figures.count !== rating.count);
  if (!wrong) return [];
  return [
    {
      at,
      rule: 'rating-figures',
      message: `${what} says ${say(figures)}, but this page's lodging.rating is ${rating.score} from ${rating.count} reviews`,
      hint: `Use this page's own figures (lodging.rating, at ${where(['lodging', 'rating'])}) here, or correct lodging.rating: the badge and the structured data must agree.`,
    },
  ];
}
