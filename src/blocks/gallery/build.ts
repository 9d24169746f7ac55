import type { GalleryBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { galleryExtras } from './extras';

export default defineBlockBuild<GalleryBlock>({
  type: 'gallery',
  compute: (block, { site }) => galleryExtras(block, site),
});
