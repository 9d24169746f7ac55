import type { FloatingCtaBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { FloatingCta } from './floating-cta';

export default defineBlock<FloatingCtaBlock>({
  type: 'floating-cta',
  view: FloatingCta,
  // Shows once the hero scrolls away: nothing to do before the page is idle.
  island: { when: 'idle', script: 'script' },
});
