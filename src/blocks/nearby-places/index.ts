import type { NearbyPlacesBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { NearbyPlaces } from './nearby-places';

export default defineBlock<NearbyPlacesBlock>({ type: 'nearby-places', view: NearbyPlaces });
