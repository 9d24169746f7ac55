import type { NearbyAreasBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { NearbyAreas } from './nearby-areas';

export default defineBlock<NearbyAreasBlock>({ type: 'nearby-areas', view: NearbyAreas });
