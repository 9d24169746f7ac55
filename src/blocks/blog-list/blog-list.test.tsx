import { expect, it } from 'vitest';
import type { PageDefinition } from '../../core/types/content.gen';
import { Blocks } from '../render';
import { loadContent } from '../../content/load-content';
import { toPageData } from '../../content/model';
import { renderHtml } from '../../../tests/support/site';

const content = loadContent();
const def: PageDefinition = {
  path: '/blog-test',
  title: 'Blog test page',
  description: 'A page built in the test to render the blog listing with the posts the engine supplies.',
  blocks: [{ type: 'blog-list', readMoreLabel: 'Read More' }],
};
const html = renderHtml(<Blocks page={toPageData(def, content.site, content.posts).data} />).replace(/<!-- -->/g, '');

it('shows one card per post, newest first, each linking to its article', () => {
  const titles = [...html.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)];
  expect(titles.map((m) => m[1])).toEqual(content.posts.map((p) => p.path));
  expect(titles.map((m) => m[2])).toEqual(content.posts.map((p) => p.meta.title.replace(/&/g, '&amp;')));
});

it('shows date, read time, category and tags on each card, and a named Read More link', () => {
  const first = content.posts[0].meta;
  expect(html).toContain('<time dateTime="2024-01-12">12 January 2024</time>');
  expect(html).toContain(first.readTime);
  expect(html).toContain(`>${first.category}</span>`);
  for (const t of first.tags) expect(html).toContain(`<li>${t}</li>`);
  expect(html).toContain(`Read More<span class="visually-hidden">: ${first.title}</span>`);
});
