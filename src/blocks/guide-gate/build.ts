import type { GuideGateBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';

export default defineBlockBuild<GuideGateBlock>({ type: 'guide-gate', makesH1: () => true });
