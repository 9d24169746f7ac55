import type { FactPanelsBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { FactPanels } from './fact-panels';

export default defineBlock<FactPanelsBlock>({ type: 'fact-panels', view: FactPanels });
