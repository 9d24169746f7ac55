import type { ReviewsBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Reviews } from './reviews';

export default defineBlock<ReviewsBlock>({ type: 'reviews', view: Reviews });
