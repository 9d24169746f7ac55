import type { FactsGridBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { FactsGrid } from './facts-grid';

export default defineBlock<FactsGridBlock>({ type: 'facts-grid', view: FactsGrid });
