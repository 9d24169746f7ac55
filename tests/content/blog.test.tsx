import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/core/messages';
import { formatError } from '../../src/content/errors';
import { loadPosts, type LoadedPost } from '../../src/content/blog';
import { loadContent } from '../../src/content/load-content';
import { buildModel } from '../../src/content/model';
import { lintContent } from '../../src/content/lint';
import { renderHtml } from '../support/site';
import { MissingView } from '../../src/app/missing-view';
import { rssXml } from '../../src/build/rss';
import { sitemapXml } from '../../src/build/sitemap';
import type { BlogCard } from '../../src/blocks/blog-list/cards';

const fixtures = path.join(__dirname, '../fixtures/blog');

/** The real content with these posts added, and the lint's findings about them. */
function withPosts(added: LoadedPost[]) {
  const content = loadContent();
  const all = { ...content, posts: [...content.posts, ...added].sort((a, b) => b.meta.date.localeCompare(a.meta.date)) };
  const files = new Set(added.map((p) => p.source.file));
  return { content: all, model: buildModel(all), findings: lintContent(all).filter((f) => files.has(f.file)) };
}

describe('blog loader and content check: broken posts', () => {
  const loaded = loadPosts(path.join(fixtures, 'bad'));
  // What the loader refuses, then what the check finds in the posts it kept.
  const errors = [...loaded.errors, ...withPosts(loaded.posts).findings.filter((f) => f.severity === 'error')];
  const first = (name: string) => errors.find((e) => e.file.endsWith(`/${name}.md`));

  it('keeps no broken post: each one is refused with an error', () => {
    const names = fs.readdirSync(path.join(fixtures, 'bad')).map((f) => f.replace(/\.md$/, ''));
    for (const name of names) expect(first(name), name).toBeDefined();
  });

  it('locates a front-matter error at its line and column in the .md file', () => {
    const e = first('bad-read-time')!;
    expect(formatError(e).split('\n')[0]).toBe('tests/fixtures/blog/bad/bad-read-time.md:7:11 readTime: "five minutes" does not fit: e.g. 5 min read');
    expect(e.hint).toContain('docs/content.md#blog');
  });

  it('explains a missing front matter', () => {
    expect(formatError(first('no-front-matter')!)).toMatch(/no-front-matter\.md:1:1: no front matter/);
  });

  it('requires the slug to be the file name', () => {
    const e = first('wrong-slug')!;
    expect([e.line, e.col]).toEqual([2, 7]);
    expect(e.message).toContain("slug 'a-different-slug' differs from the file name 'wrong-slug.md'");
  });

  it('reports a photo that is not in public/images', () => {
    const e = first('missing-photo')!;
    expect([e.line, e.col, e.message]).toEqual([5, 15, 'image not found: public/images/no-such-photo.jpg']);
  });

  it('refuses a second level-one heading in the body, at its line', () => {
    const e = first('second-h1')!;
    expect([e.line, e.col]).toEqual([14, 1]);
    expect(e.hint).toContain('##');
  });
});

describe('blog loader: good posts', () => {
  const { posts, errors } = loadPosts(path.join(fixtures, 'good'));

  it('lists posts newest first, each at /blog/<slug>', () => {
    expect(errors).toEqual([]);
    expect(posts.map((p) => p.path)).toEqual(['/blog/newer-post', '/blog/older-post']);
  });

  it('renders the Markdown body to HTML, other sites opening in a new tab', () => {
    const older = posts[1];
    expect(older.html).toContain('<h2>First section</h2>');
    expect(older.html).toContain('<a href="/facts">the facts</a>');
    expect(older.html).toMatch(/<a href="https:\/\/www\.visitnewcastle\.com\.au" target="_blank" rel="noopener noreferrer">Visit Newcastle<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    expect(posts[0].html).toContain('<li>one</li>');
  });

  it('finds links in the body to pages that do not exist, where they are written', () => {
    const links = withPosts(posts).findings.filter((f) => f.id === messages.linkNotAPage.id);
    expect(links.filter((f) => f.file.endsWith('older-post.md'))).toEqual([]);
    const [e] = links;
    expect(links).toHaveLength(1);
    expect(`${e.file}:${e.line}:${e.col} ${e.message}`).toBe(
      'tests/fixtures/blog/good/newer-post.md:12:40 link to /no-such-page, which is not a page of this site',
    );
  });
});

describe("the fixture site's blog", () => {
  const content = loadContent();
  const pages = buildModel(content).pages.map((p) => p.data);

  it('has its three posts, newest first, and no content errors', () => {
    expect(content.errors.filter((e) => e.file.includes('pages/blog'))).toEqual([]);
    expect(content.posts.map((p) => [p.meta.slug, p.meta.category, p.meta.date])).toEqual([
      ['coastal-walks-newcastle-area', 'Outdoor Adventures', '2024-01-12'],
      ['dining-guide-newcastle-charlestown', 'Food & Dining', '2024-01-10'],
      ['hidden-gems-newcastle-locals', 'Local Insights', '2024-01-08'],
    ]);
  });

  it('makes a page per post with BlogPosting data naming the organisation as author and publisher', () => {
    const page = pages.find((p) => p.path === '/blog/coastal-walks-newcastle-area')!;
    expect(page.blocks[0].block.type).toBe('blog-article');
    const ld = page.jsonLd.find((d) => d['@type'] === 'BlogPosting')!;
    const org = { '@type': 'Organization', name: content.site.brand.name, url: content.site.baseUrl + '/' };
    expect(ld).toMatchObject({ headline: page.title.split(' | ')[0], datePublished: '2024-01-12', author: org, publisher: org });
  });

  it('mentions the 6 km Bathers Way and whale watching from May to November', () => {
    const html = content.posts.find((p) => p.meta.slug === 'coastal-walks-newcastle-area')!.html;
    expect(html).toContain('6 km');
    expect(html).toMatch(/May and November|May to November/);
  });

  it('treats an unknown slug as not found: no page, and the post-not-found view', () => {
    expect(pages.some((p) => p.path === '/blog/no-such-post')).toBe(false);
    const html = renderHtml(<MissingView path="/blog/no-such-post" pages={[]} />).replace(/<!-- -->/g, '');
    expect(html).toContain('Post Not Found');
    expect(html).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist.');
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>← Back to Blog<\/a>/);
    expect(renderHtml(<MissingView path="/nowhere" pages={[]} />)).toContain('Oops! Page not found');
  });
});

describe("a post's page title", () => {
  const { posts } = loadPosts(path.join(fixtures, 'good'));
  const titled = (title: string) => {
    const post = { ...posts[0], meta: { ...posts[0].meta, title } };
    const { model, findings } = withPosts([post]);
    return { title: model.pages.find((p) => p.path === post.path)!.data.title, warnings: findings.filter((f) => f.id === messages.titleLength.id) };
  };

  it('adds " | <brand> Blog" when that fits in search results, and only then, so a post of a fitting title gets no warning', () => {
    expect(titled('Winter in Newcastle')).toEqual({ title: 'Winter in Newcastle | Charlestown Guesthouse Blog', warnings: [] });
    const long = 'Coastal Walks Around Newcastle: The Bathers Way and Beyond';
    expect(titled(long)).toEqual({ title: long, warnings: [] });
    expect(titled(`${long}, and Two Walks South`).warnings.map((f) => f.message)).toEqual(['79 characters; search results show 10–65']);
  });
});

describe('a new .md file', () => {
  // What the loader returns for pages/blog/ once a marketer adds files there: the real posts plus two more.
  const content = loadContent();
  const { model: withNew } = withPosts(loadPosts(path.join(fixtures, 'good')).posts);
  const pages = withNew.pages.map((p) => p.data);

  it('becomes a post page, a card in the listing, a sitemap entry and a feed item, with no code', () => {
    expect(pages.find((p) => p.path === '/blog/newer-post')?.blocks[0].block.type).toBe('blog-article');
    const listing = pages.find((p) => p.path === '/blog')!;
    const cards = listing.blocks.map((b) => b.computed).find(Array.isArray) as BlogCard[];
    expect(cards[0].slug).toBe('newer-post');
    expect(cards).toHaveLength(content.posts.length + 2);
    expect(sitemapXml(withNew.site, pages)).toContain('/blog/newer-post</loc>');
    expect(rssXml(withNew)).toContain(`<link>${content.site.baseUrl}/blog/older-post</link>`);
    expect(rssXml(withNew).match(/<item>/g)).toHaveLength(content.posts.length + 2);
  });
});
