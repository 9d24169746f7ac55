import type { PhotoCarouselBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { PhotoCarousel } from './photo-carousel';

export default defineBlock<PhotoCarouselBlock>({
  type: 'photo-carousel',
  view: PhotoCarousel,
  // Flickity, the buttons and auto-advance arrive as the carousel nears the screen.
  island: { when: 'visible', script: 'script' },
});
