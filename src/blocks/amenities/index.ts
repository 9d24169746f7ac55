import type { AmenitiesBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Amenities } from './amenities';

export default defineBlock<AmenitiesBlock>({ type: 'amenities', view: Amenities });
