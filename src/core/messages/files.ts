import { group, message } from './define';

// Files under the content folders, and blog posts (src/content/file-tree.ts, blog.ts,
// markdown-safety.ts, lint/characters.ts).

const spoofing = 'it can make text read differently from what it says.';
const plainMarkdown = 'Write the post in plain Markdown: ## headings, **bold**, [text](/path or https://...), ![alt](/images/...).';

export const fileMessages = group('Files and blog posts', {
  linkOutside: message<{ target: string; folder: string }>({
    id: 'symbolic-link-outside',
    severity: 'error',
    message: (p) => `is a symbolic link to ${p.target}, outside ${p.folder}/: it would publish that file`,
    hint: (p) => `Copy the file itself into ${p.folder}/ if it belongs on the site, or delete the link.`,
    docs: 'Copy the file itself into the folder if it belongs on the site, or delete the link.',
    example: { target: '../private/guide.yaml', folder: 'public' },
  }),
  linkToNothing: message<{ target: string; folder: string }>({
    id: 'symbolic-link-to-nothing',
    severity: 'error',
    message: (p) => `is a symbolic link to ${p.target}, which does not exist`,
    hint: (p) => `Copy the file itself into ${p.folder}/ if it belongs on the site, or delete the link.`,
    docs: 'Copy the file itself into the folder if it belongs on the site, or delete the link.',
    example: { target: '../photos/deck.jpg', folder: 'public' },
  }),
  largeFile: message<{ mb: number; limit: number }>({
    id: 'large-public-file',
    severity: 'warning',
    message: (p) => `is ${p.mb.toFixed(1)} MB; every visitor who opens it downloads all of it`,
    hint: (p) => `Keep public files under ${p.limit} MB: resize photos (the build makes phone-sized copies of those the pages show) or link to a file host.`,
    docs: 'Keep public files under 5 MB: resize the photo, or link to a file host.',
    example: { mb: 12.4, limit: 5 },
  }),
  controlCharacter: message<{ code: string; at: number }>({
    id: 'control-character',
    severity: 'error',
    message: (p) => `contains the invisible control character ${p.code} at character ${p.at}`,
    hint: () => `Delete the invisible character (retype the text, or paste it through a plain-text editor): ${spoofing}`,
    docs: 'Delete it (retype the text, or paste through a plain-text editor): it can make text read differently from what it says.',
    example: { code: 'U+202E', at: 12 },
  }),
  postNoFrontMatter: message<Record<string, never>>({
    id: 'post-no-front-matter',
    severity: 'error',
    message: () => 'no front matter: the file must start with a line ---, the post fields in YAML, then another line ---',
    hint: () => 'Copy the top of an existing post in pages/blog/ (the fields are described in docs/content.md#blog).',
    docs: 'Copy the top of an existing post in `pages/blog/`.',
    example: {},
  }),
  postSlug: message<{ slug: string; file: string }>({
    id: 'post-slug',
    severity: 'error',
    message: (p) => `slug '${p.slug}' differs from the file name '${p.file}.md'`,
    hint: (p) => `Rename the file to ${p.slug}.md or set slug: ${p.file}, so a post's address and its file always match.`,
    docs: 'Rename the file or the slug so they match.',
    example: { slug: 'winter-walks', file: 'winter-in-newcastle' },
  }),
  postEmpty: message<Record<string, never>>({
    id: 'post-empty',
    severity: 'error',
    message: () => 'the post has no text under its front matter',
    hint: () => 'Write the article in Markdown below the closing --- line.',
    docs: 'Write the article below the closing `---`.',
    example: {},
  }),
  postH1: message<Record<string, never>>({
    id: 'post-h1',
    severity: 'error',
    message: () => 'a level-1 heading (# ) in the body; the title is already the heading of the page',
    hint: () => 'Use ## for sections and ### for sub-sections.',
    docs: 'Use `##` for sections, `###` below them.',
    example: {},
  }),
  postControlCharacter: message<{ code: string }>({
    id: 'post-control-character',
    severity: 'error',
    message: (p) => `the text contains the invisible control character ${p.code}`,
    hint: () => `Delete the invisible character (retype the text around it): ${spoofing}`,
    docs: 'Delete it (retype the text around it): it can make text read differently from what it says.',
    example: { code: 'U+202E' },
  }),
  postHtml: message<{ html: string }>({
    id: 'post-html',
    severity: 'error',
    message: (p) => `raw HTML in a post (${JSON.stringify(p.html)}); it is removed from the page`,
    hint: () => plainMarkdown,
    docs: 'Write plain Markdown: HTML in a post is removed from the page.',
    example: { html: '<iframe src="https://example.com">' },
  }),
  postUnsafeLink: message<{ href: string }>({
    id: 'post-unsafe-link',
    severity: 'error',
    message: (p) => `unsafe link target ${JSON.stringify(p.href)}; only http(s), mailto:, tel: and site paths are allowed`,
    hint: () => plainMarkdown,
    docs: 'Link to `https://`, `mailto:`, `tel:` or a site path only.',
    example: { href: 'javascript:alert(1)' },
  }),
});
