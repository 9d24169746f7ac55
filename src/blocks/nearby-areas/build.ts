import type { NearbyAreasBlock } from '../../core/types/content.gen';
import { defineBlockBuild } from '../../core/define-block';
import { nearestAreas, type NearbyArea } from './nearest';

export default defineBlockBuild<NearbyAreasBlock>({
  type: 'nearby-areas',
  compute: (block, { page, landings }) => nearestAreas(page, landings, block.limit ?? 6),
  links: (_block, computed) => (computed as NearbyArea[]).map((a) => a.path),
});
