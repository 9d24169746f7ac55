import type { FaqBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Faq } from './faq';

export default defineBlock<FaqBlock>({ type: 'faq', view: Faq });
