import type { CtaBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { Cta } from './cta';

export default defineBlock<CtaBlock>({ type: 'cta', view: Cta });
