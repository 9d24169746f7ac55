import type { NearbyAreasBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { NearbyAreas } from './nearby-areas';
import { nearestAreas, type NearbyArea } from './nearest';

export default defineBlock<NearbyAreasBlock>({
  type: 'nearby-areas',
  view: NearbyAreas,
  compute: (block, { page, landings }) => nearestAreas(page, landings, block.limit ?? 6),
  links: (_block, computed) => (computed as NearbyArea[]).map((a) => a.path),
});
