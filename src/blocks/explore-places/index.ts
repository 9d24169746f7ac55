import type { ExplorePlacesBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { ExplorePlaces } from './explore-places';

export default defineBlock<ExplorePlacesBlock>({ type: 'explore-places', view: ExplorePlaces });
