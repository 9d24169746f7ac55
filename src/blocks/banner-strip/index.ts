import type { BannerStripBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { BannerStrip } from './banner-strip';

export default defineBlock<BannerStripBlock>({
  type: 'banner-strip',
  view: BannerStrip,
  // Only the pause button needs script, and only once it is reached for.
  island: { when: 'interaction', script: 'script' },
});
