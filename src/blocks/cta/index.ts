import type { CtaBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Cta } from './cta';

export default defineBlock<CtaBlock>({ type: 'cta', view: Cta });
