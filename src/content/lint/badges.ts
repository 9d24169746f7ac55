import type { PathPart } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

interface Figures {
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
 * A landing page's review figures must be its own: the hero badge, the feature list's rating
 * card, the reviews summary and the meta description all state what `lodging.rating` (the
 * page's structured data) says. A page copied from another keeps the other page's badge otherwise.
 */
export function badgeFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source, post } of model.pages) {
    if (post) continue;
    const rating = def.lodging?.rating;
    if (!rating) continue;
    const stated: { at: PathPart[]; what: string; figures: Figures }[] = [{ at: ['description'], what: 'the description', figures: figuresIn(def.description) }];
    (def.blocks as Record<string, any>[]).forEach((b, i) => {
      if (b.type === 'hero' && typeof b.badge === 'string') stated.push({ at: ['blocks', i, 'badge'], what: 'the badge', figures: figuresIn(b.badge) });
      if (b.type === 'feature-list' && b.rating) stated.push({ at: ['blocks', i, 'rating'], what: 'the rating card', figures: { score: b.rating.score, count: b.rating.count } });
      if (b.type === 'reviews' && b.summary) stated.push({ at: ['blocks', i, 'summary'], what: 'the reviews summary', figures: { score: b.summary.score, count: b.summary.count } });
    });
    for (const s of stated) {
      const wrong = (s.figures.score !== undefined && s.figures.score !== rating.score) || (s.figures.count !== undefined && s.figures.count !== rating.count);
      if (!wrong) continue;
      const p = source.doc.getIn(['lodging', 'rating'], true) as { range?: number[] } | undefined;
      const line = p?.range ? source.lines.linePos(p.range[0]).line + source.lineOffset : undefined;
      out.push(
        found(
          source,
          s.at,
          'rating-figures',
          `${s.what} says ${say(s.figures)}, but this page's lodging.rating is ${rating.score} from ${rating.count} reviews`,
          `Use this page's own figures${line ? ` (lodging.rating, line ${line})` : ''} here, or correct lodging.rating: the badge and the structured data must agree.`,
        ),
      );
    }
  }
  return out;
}
