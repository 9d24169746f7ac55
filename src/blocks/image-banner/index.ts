import type { ImageBannerBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { ImageBanner } from './image-banner';

export default defineBlock<ImageBannerBlock>({ type: 'image-banner', view: ImageBanner });
