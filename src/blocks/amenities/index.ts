import type { AmenitiesBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { Amenities } from './amenities';

export default defineBlock<AmenitiesBlock>({ type: 'amenities', view: Amenities });
