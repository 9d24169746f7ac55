import type { FeatureListBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { ratingFinding } from '../../core/review-figures';

export default defineBlockBuild<FeatureListBlock>({
  type: 'feature-list',
  lint: (block, { site, index, whereInSite }) => (block.rating ? ratingFinding(site, ['blocks', index, 'rating'], 'the rating card', { score: block.rating.score, count: block.rating.count }, whereInSite) : []),
});
