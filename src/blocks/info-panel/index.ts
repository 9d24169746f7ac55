import type { InfoPanelBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { InfoPanel } from './info-panel';

export default defineBlock<InfoPanelBlock>({ type: 'info-panel', view: InfoPanel });
