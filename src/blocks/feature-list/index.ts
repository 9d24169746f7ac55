import type { FeatureListBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { FeatureList } from './feature-list';

export default defineBlock<FeatureListBlock>({ type: 'feature-list', view: FeatureList });
