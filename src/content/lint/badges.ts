import { figuresIn, ratingFinding } from '../../core/review-figures';
import { positionOf } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

/**
 * The page's description states the same review figures as its `lodging.rating`; each block that
 * states them checks its own in the `lint` hook of its build.ts (hero, feature-list, reviews).
 */
export function badgeFindings({ model }: LintInput): LintFinding[] {
  return model.pages.flatMap(({ def, source, post }) => {
    if (post) return [];
    const where = (at: (string | number)[]) => {
      const { line, col } = positionOf(source, at);
      return `${source.file}:${line}:${col}`;
    };
    return ratingFinding(def, ['description'], 'the description', figuresIn(def.description), where).map((f) => found(source, f.at, f.rule, f.message, f.hint));
  });
}
