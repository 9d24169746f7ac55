import { figuresIn, ratingFinding } from '../../core/review-figures';
import { found, type LintFinding, type LintInput } from './types';
import { whereIn } from './blocks';

/**
 * The page's description and its `lodging.rating` (the structured data's aggregate rating) state
 * the site's own rating; each block that states it checks its own in the `lint` hook of its
 * build.ts (hero, feature-list, reviews).
 */
export function badgeFindings({ model }: LintInput): LintFinding[] {
  const whereInSite = whereIn(model.siteSource);
  return model.pages.flatMap(({ def, source, post }) => {
    if (post) return [];
    const stated = [
      ...ratingFinding(model.site, ['description'], 'the description', figuresIn(def.description), whereInSite),
      ...(def.lodging?.rating ? ratingFinding(model.site, ['lodging', 'rating'], 'lodging.rating (what search engines are told)', def.lodging.rating, whereInSite) : []),
    ];
    return stated.map(({ at, ...said }) => found(source, at, said));
  });
}
