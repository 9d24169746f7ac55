import type { PhotoGridBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { PhotoGrid } from './photo-grid';

export default defineBlock<PhotoGridBlock>({ type: 'photo-grid', view: PhotoGrid });
