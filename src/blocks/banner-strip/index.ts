import type { BannerStripBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { BannerStrip } from './banner-strip';

export default defineBlock<BannerStripBlock>({
  type: 'banner-strip',
  view: BannerStrip,
});
