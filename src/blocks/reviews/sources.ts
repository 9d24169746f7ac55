import type { ReviewsBlock } from '../../core/types/content.gen';
import type { BlockFinding, BlockLintContext } from '../../core/define-block';
import { messages, say } from '../../core/messages';

/** The reviews known to be guests' own: those that name the site's review source. */
export const ownReviews = (block: ReviewsBlock, reviewSource: string) => block.items.filter((r) => r.source === reviewSource);

/**
 * A review is the site's own when it names where the guest wrote it: site.yaml's review source.
 * Another source is a mistake; none at all leaves it unknown, which the content lint says once
 * per page (src/content/lint/own-reviews.ts), and search engines are told only of reviews with one.
 */
export function reviewSources(block: ReviewsBlock, { site, index, whereInSite }: BlockLintContext): BlockFinding[] {
  const own = site.property.reviewSource;
  return block.items.flatMap((r, i) =>
    r.source !== undefined && r.source !== own
      ? [{ at: ['blocks', index, 'items', i, 'source'], ...say(messages.reviewOtherSource, { source: r.source, own, at: whereInSite(['property', 'reviewSource']) }) }]
      : [],
  );
}
