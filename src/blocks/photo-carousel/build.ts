import type { PhotoCarouselBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { carouselPhotos } from './photos';

export default defineBlockBuild<PhotoCarouselBlock>({
  type: 'photo-carousel',
  compute: (block, { site }) => carouselPhotos(block, site),
});
