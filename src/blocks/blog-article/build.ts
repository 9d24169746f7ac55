import type { BlogArticleBlock } from '../../core/types/content.gen';
import { organisation, siteUrl } from '../../core/schema-org';
import { defineBlockBuild } from '../../core/define-block';

export default defineBlockBuild<BlogArticleBlock>({
  type: 'blog-article',
  makesH1: () => true,
  jsonLd(block, _computed, { site, page }, docs) {
    const p = block.post;
    const url = siteUrl(site, page.path);
    const doc = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: p.title,
      description: p.excerpt,
      image: siteUrl(site, p.image.src),
      datePublished: p.date,
      dateModified: p.date,
      articleSection: p.category,
      keywords: p.tags.join(', '),
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: organisation(site),
      publisher: organisation(site),
    };
    docs.push(doc);
    return [doc];
  },
});
