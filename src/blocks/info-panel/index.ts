import type { InfoPanelBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { InfoPanel } from './info-panel';

export default defineBlock<InfoPanelBlock>({ type: 'info-panel', view: InfoPanel });
