import type { GalleryBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Gallery } from './gallery';

export default defineBlock<GalleryBlock>({
  type: 'gallery',
  view: Gallery,
  // The larger view's few lines of script, as the photos near the screen (a link works before).
  island: { when: 'visible', script: 'script' },
});
