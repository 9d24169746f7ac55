import type { FactsGridBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { FactsGrid } from './facts-grid';

export default defineBlock<FactsGridBlock>({ type: 'facts-grid', view: FactsGrid });
