import type { TextBlock } from '../../types/content.gen';
import { defineBlock } from '../define';
import { Text } from './text';

export default defineBlock<TextBlock>({ type: 'text', view: Text });
