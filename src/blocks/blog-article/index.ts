import type { BlogArticleBlock } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { BlogArticle } from './blog-article';

export default defineBlock<BlogArticleBlock>({ type: 'blog-article', view: BlogArticle });
