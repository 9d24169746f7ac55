import type { NearbyPlacesBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { NearbyPlaces } from './nearby-places';

export default defineBlock<NearbyPlacesBlock>({ type: 'nearby-places', view: NearbyPlaces });
