import fs from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { BlogArticleBlock, BlogPostMeta } from '../core/types/content.gen';
import { messages, say } from '../core/messages';
import { at, type ContentError } from './errors';
import { pagesDir, relativeName } from '../core/paths';
import { schemaErrors } from './validate';
import { sanitizePostHtml, unsafeMarkdown } from './markdown-safety';
import { readText } from './read-text';
import { spoofingCharacter } from '../core/spoofing';
import { parseYaml, positionOf, type YamlSource } from './yaml-source';

const blogDir = path.join(pagesDir, 'blog');

export interface LoadedPost {
  /** The route: /blog/<slug>. */
  path: string;
  /** The front matter, for located errors. */
  source: YamlSource;
  meta: BlogPostMeta;
  /** The Markdown body as written, and the line of the file it starts on. */
  body: { text: string; line: number };
  /** The Markdown body rendered to HTML. */
  html: string;
  /** Links and images written in the body as [text](/path) and ![alt](/images/...): where the target and the whole mark are written. */
  refs: { href: string; image: boolean; alt: string; line: number; col: number; mark: { line: number; col: number } }[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Other sites open in a new tab and say so, like ActionLink does for links written in YAML.
const markdown = new Marked({
  gfm: true,
  renderer: {
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const t = title ? ` title="${esc(title)}"` : '';
      if (/^https?:\/\//.test(href))
        return `<a href="${esc(href)}"${t} target="_blank" rel="noopener noreferrer">${text}<span class="visually-hidden"> (opens in a new tab)</span></a>`;
      return `<a href="${esc(href)}"${t}>${text}</a>`;
    },
  },
});

/** A post body as HTML, sanitized: even a post that slipped past validation cannot run script. */
export function renderPost(body: string): string {
  return sanitizePostHtml(markdown.parse(body, { async: false }) as string);
}

export function lineCol(text: string, index: number, lineOffset: number) {
  const before = text.slice(0, index).split('\n');
  return { line: before.length + lineOffset, col: before[before.length - 1].length + 1 };
}

/** One .md file: front matter checked against schemas/blog-post.schema.json, body rendered. */
function loadPost(abs: string): { post?: LoadedPost; errors: ContentError[] } {
  const file = relativeName(abs);
  const read0 = readText(abs);
  if (read0.error) return { errors: [read0.error] };
  const text = read0.text.replace(/\r\n/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!fm) return { errors: [at({ file, line: 1, col: 1, where: '' }, say(messages.postNoFrontMatter, {}))] };
  // The YAML starts on line 2, after the opening ---.
  const read = parseYaml(file, fm[1], 1);
  if (!read.source) return { errors: read.errors };
  const src = read.source;
  const errors = schemaErrors(src, 'blog-post.schema.json', src.data);
  if (errors.length) return { errors };
  const meta = src.data as BlogPostMeta;

  const expected = path.basename(abs, '.md');
  if (meta.slug !== expected) errors.push(at({ file, ...positionOf(src, ['slug']), where: 'slug' }, say(messages.postSlug, { slug: meta.slug, file: expected })));

  const bodyStart = fm[0].length;
  const body = text.slice(bodyStart);
  const bodyLines = text.slice(0, bodyStart).split('\n').length - 1;
  /** A place in the body, by its offset. */
  const inBody = (offset: number) => ({ file, ...lineCol(body, offset, bodyLines), where: '' });
  if (!body.trim()) errors.push(at({ file, line: bodyLines + 1, col: 1, where: '' }, say(messages.postEmpty, {})));
  // The title is the page's only h1; a "# " line in the body would be a second one.
  for (const m of body.matchAll(/^# /gm)) errors.push(at(inBody(m.index), say(messages.postH1, {})));
  const spoof = spoofingCharacter(body);
  if (spoof) errors.push(at(inBody(spoof.index), say(messages.postControlCharacter, { code: spoof.code })));
  for (const u of unsafeMarkdown(body)) errors.push(at(inBody(u.offset), u.said));
  const refs: LoadedPost['refs'] = [];
  for (const m of body.matchAll(/(!?)\[([^\]]*)\]\(([^)\s]*)/g)) {
    const mark = lineCol(body, m.index, bodyLines);
    refs.push({ href: m[3], image: m[1] === '!', alt: m[2], mark, ...lineCol(body, m.index + m[1].length + m[2].length + 3, bodyLines) });
  }
  if (errors.length) return { errors };
  return { post: { path: `/blog/${meta.slug}`, source: src, meta, body: { text: body, line: bodyLines + 1 }, html: renderPost(body), refs }, errors };
}

/** Blog posts from pages/blog/*.md (front matter + Markdown), newest first. */
export function loadPosts(dir = blogDir, refused = new Set<string>()): { posts: LoadedPost[]; errors: ContentError[]; files: string[] } {
  if (!fs.existsSync(dir)) return { posts: [], errors: [], files: [] };
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => path.join(dir, f))
    .filter((f) => !refused.has(relativeName(f)));
  const posts: LoadedPost[] = [];
  const errors: ContentError[] = [];
  for (const abs of files) {
    const r = loadPost(abs);
    errors.push(...r.errors);
    if (r.post) posts.push(r.post);
  }
  posts.sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug));
  return { posts, errors, files };
}

/** What every article ends with: the way to book, and more to read. */
export function articleCta(brand: string): BlogArticleBlock['cta'] {
  return {
    heading: 'Ready to experience Newcastle?',
    text: `Make ${brand} your base: two bedrooms, self check-in and free parking, minutes from the places in this article.`,
    buttons: [
      { label: 'Book Your Stay', href: '/bookings', icon: 'calendar' },
      { label: 'Contact Us', href: '/contact', variant: 'secondary' },
    ],
    links: [
      { label: 'Explore the local area', href: '/local-explore' },
      { label: 'More from the blog', href: '/blog' },
    ],
  };
}
