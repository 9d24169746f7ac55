import type { BlogListBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { BlogList } from './blog-list';

export default defineBlock<BlogListBlock>({ type: 'blog-list', view: BlogList });
