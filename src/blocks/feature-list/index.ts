import type { FeatureListBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ratingFinding } from '../../core/review-figures';
import { FeatureList } from './feature-list';

export default defineBlock<FeatureListBlock>({
  type: 'feature-list',
  view: FeatureList,
  lint: (block, { page, index, where }) => (block.rating ? ratingFinding(page, ['blocks', index, 'rating'], 'the rating card', { score: block.rating.score, count: block.rating.count }, where) : []),
});
