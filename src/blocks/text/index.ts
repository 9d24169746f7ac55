import type { TextBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { Text } from './text';

export default defineBlock<TextBlock>({ type: 'text', view: Text });
