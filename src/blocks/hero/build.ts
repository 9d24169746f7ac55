import type { HeroBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { figuresIn, ratingFinding } from '../../core/review-figures';

export default defineBlockBuild<HeroBlock>({
  type: 'hero',
  makesH1: () => true,
  // A badge's review figures ("Rated 4.9 from 78 reviews") are the page's lodging.rating.
  lint: (block, { site, index, whereInSite }) => (typeof block.badge === 'string' ? ratingFinding(site, ['blocks', index, 'badge'], 'the badge', figuresIn(block.badge), whereInSite) : []),
});
