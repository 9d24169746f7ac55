import type { BannerStripBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { BannerStrip } from './banner-strip';

export default defineBlock<BannerStripBlock>({
  type: 'banner-strip',
  view: BannerStrip,
});
