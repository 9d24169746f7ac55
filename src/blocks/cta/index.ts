import type { CtaBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { CallToAction } from '../../components/call-to-action';

// Its view is a component: a blog post closes with the same call (blog-article).
export default defineBlock<CtaBlock>({ type: 'cta', view: CallToAction });
