import type { ReviewsBlock } from '../../core/types/content.gen';
import { siteUrl } from '../../core/schema-org';
import { defineBlockBuild, type JsonLd } from '../../core/define-block';
import { ratingFinding } from '../../core/review-figures';
import { reviewSummary } from './summary';
import { ownReviews, reviewSources } from './sources';

export default defineBlockBuild<ReviewsBlock>({
  type: 'reviews',
  // The reviews page shows the average of its own reviews, not a typed-in score.
  lint: (block, ctx) => [...(block.summary ? ratingFinding(ctx.site, ['blocks', ctx.index, 'summary'], 'the reviews summary', block.summary, ctx.whereInSite) : []), ...reviewSources(block, ctx)],
  compute: (block) => (block.layout === 'page' ? reviewSummary(block.items.map((r) => r.rating)) : undefined),
  /**
   * The reviews page's reviews belong to the lodging they review: those with a source, and their
   * average, go into the page's LodgingBusiness (from its `lodging:`), or a minimal one when it has none.
   */
  jsonLd(block, _computed, { site, page }, docs) {
    if (block.layout !== 'page') return [];
    // Only reviews known to be guests' own (a source named) are claimed, and their average.
    const own = ownReviews(block, site.property.reviewSource);
    if (!own.length) return [];
    const summary = reviewSummary(own.map((r) => r.rating));
    let lodging = docs.find((d) => d['@type'] === 'LodgingBusiness');
    if (!lodging) {
      lodging = { '@context': 'https://schema.org', '@type': 'LodgingBusiness', name: site.brand.name, url: siteUrl(site, page.path) } as JsonLd;
      docs.unshift(lodging);
    }
    lodging.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(summary.average), reviewCount: summary.count, bestRating: 5, worstRating: 1 };
    lodging.review = own.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.name },
      datePublished: r.dateISO,
      reviewBody: r.quote,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
    return [lodging];
  },
});
