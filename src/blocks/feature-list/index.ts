import type { FeatureListBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { FeatureList } from './feature-list';

export default defineBlock<FeatureListBlock>({ type: 'feature-list', view: FeatureList });
