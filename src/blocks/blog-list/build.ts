import type { BlogListBlock } from '../../core/types/content.gen';
import { organisation, siteUrl } from '../../core/schema-org';
import { defineBlockBuild } from '../../core/define-block';
import { blogCards, type BlogCard } from './cards';

export default defineBlockBuild<BlogListBlock>({
  type: 'blog-list',
  compute: (block, { posts }) => blogCards(posts, block.limit),
  links: (_block, computed) => (computed as BlogCard[]).map((c) => c.href),
  jsonLd(_block, computed, { site, page }, docs) {
    const doc = {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: page.title.split(' | ')[0],
      description: page.description,
      url: siteUrl(site, page.path),
      publisher: organisation(site),
      blogPost: (computed as BlogCard[]).map((c) => ({
        '@type': 'BlogPosting',
        headline: c.title,
        url: siteUrl(site, c.href),
        datePublished: c.date,
        image: siteUrl(site, c.image.src),
        // Each BlogPosting needs its author and publisher, here as on the post's own page.
        author: organisation(site),
        publisher: organisation(site),
      })),
    };
    docs.push(doc);
    return [doc];
  },
});
