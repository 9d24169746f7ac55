import type { ContactPanelsBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ContactPanels } from './contact-panels';

export default defineBlock<ContactPanelsBlock>({ type: 'contact-panels', view: ContactPanels });
