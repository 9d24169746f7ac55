import type { FeatureCardsBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { FeatureCards } from './feature-cards';

export default defineBlock<FeatureCardsBlock>({ type: 'feature-cards', view: FeatureCards });
