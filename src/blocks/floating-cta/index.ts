import type { FloatingCtaBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { FloatingCta } from './floating-cta';

export default defineBlock<FloatingCtaBlock>({
  type: 'floating-cta',
  view: FloatingCta,
  // Shows once the hero scrolls away: nothing to do before the page is idle.
  island: { when: 'idle', script: 'script' },
});
