import type { MapEmbedBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { MapEmbed } from './map-embed';

export default defineBlock<MapEmbedBlock>({
  type: 'map-embed',
  view: MapEmbed,
  // The map's frame is made as it nears the screen, not at load.
  island: { when: 'visible', script: 'script' },
});
