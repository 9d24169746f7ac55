import type { ContactPanelsBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { ContactPanels } from './contact-panels';

export default defineBlock<ContactPanelsBlock>({ type: 'contact-panels', view: ContactPanels });
