import type { FeatureCardsBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { FeatureCards } from './feature-cards';

export default defineBlock<FeatureCardsBlock>({ type: 'feature-cards', view: FeatureCards });
