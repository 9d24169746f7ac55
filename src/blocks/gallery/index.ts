import type { GalleryBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { galleryExtras } from './extras';
import { Gallery } from './gallery';

export default defineBlock<GalleryBlock>({
  type: 'gallery',
  view: Gallery,
  compute: (block, { site }) => galleryExtras(block, site),
});
