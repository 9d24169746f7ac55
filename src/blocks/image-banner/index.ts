import type { ImageBannerBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ImageBanner } from './image-banner';

export default defineBlock<ImageBannerBlock>({ type: 'image-banner', view: ImageBanner });
