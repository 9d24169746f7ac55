import type { PhotoGridBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { PhotoGrid } from './photo-grid';

export default defineBlock<PhotoGridBlock>({ type: 'photo-grid', view: PhotoGrid });
