import type { ExplorePlacesBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ExplorePlaces } from './explore-places';

export default defineBlock<ExplorePlacesBlock>({ type: 'explore-places', view: ExplorePlaces });
