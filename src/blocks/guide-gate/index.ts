import type { GuideGateBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { GuideGate } from './guide-gate';

export default defineBlock<GuideGateBlock>({
  type: 'guide-gate',
  view: GuideGate,
  // The passcode form works at once, with plain script; React arrives with the unlocked guide.
  island: { when: 'load', script: 'script' },
});
