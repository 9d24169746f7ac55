import type { FactPanelsBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { FactPanels } from './fact-panels';

export default defineBlock<FactPanelsBlock>({ type: 'fact-panels', view: FactPanels });
