import type { PageData } from '../core/page-data';
import { PAGE_SCRIPT_META, themeBootScript } from '../core/theme-boot';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: "</script>" or "<!--" in content must not end the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function headTags(page: PageData, siteName: string, locale: string): string {
  return [
    `<title>${esc(page.title)}</title>`,
    `<meta name="description" content="${esc(page.description)}" />`,
    `<meta name="robots" content="${esc(page.robots)}" />`,
    `<link rel="canonical" href="${esc(page.canonical)}" />`,
    `<meta property="og:type" content="${page.path.startsWith('/blog/') ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${esc(siteName)}" />`,
    `<meta property="og:locale" content="${esc(locale)}" />`,
    `<meta property="og:title" content="${esc(page.title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${esc(page.canonical)}" />`,
    `<meta property="og:image" content="${esc(page.ogImage)}" />`,
    `<meta property="og:image:alt" content="${esc(page.ogImageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="alternate" type="application/rss+xml" title="${esc(siteName)} blog" href="/rss.xml" />`,
    ...page.jsonLd.map((d) => `<script type="application/ld+json" data-page-jsonld>${scriptJson(d)}</script>`),
  ].join('\n    ');
}

/**
 * The hero photo's preload: the first high-priority <picture> in the page, so the browser
 * fetches the right-sized AVIF before it has laid out anything.
 */
export function heroPreload(html: string): string {
  const pic = html.match(/<picture>((?:(?!<\/picture>).)*?fetchPriority="high"(?:(?!<\/picture>).)*?)<\/picture>/is)?.[1];
  const source = pic?.match(/<source type="(image\/avif)" srcset="([^"]+)" sizes="([^"]+)"/i);
  if (!source) return '';
  return `<link rel="preload" as="image" type="${source[1]}" imagesrcset="${source[2]}" imagesizes="${source[3]}" fetchpriority="high" />`;
}

/** index.html without its notes to developers: only the placeholders fillTemplate fills are kept. */
export function withoutComments(template: string): string {
  return template.replace(/\n?[ \t]*<!--(?!font-->|head-->|page-css-->|app-->)[\s\S]*?-->/g, '');
}

/**
 * The built page's script tag becomes a note the head script reads, placed before it: the head
 * script starts the script once the first screen is shown (src/core/theme-boot.ts).
 */
export function scriptAfterShown(template: string): string {
  const tag = template.match(/\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!tag) throw new Error('index.html: the built template has no <script type="module" crossorigin src="…"> to start once the page is shown');
  return template.replace(tag[0], '').replace('<script>/*theme-boot*/', () => `<meta name="${PAGE_SCRIPT_META}" content="${tag[1]}" />\n    <script>/*theme-boot*/`);
}

/** Fills the client build's index.html with one route's head, markup and CSS. */
export function fillTemplate(template: string, parts: { head: string; css: string; html: string; font?: string; preload?: string }): string {
  // Replacer functions, not strings: content such as "$$" must not be read as a pattern.
  return template
    .replace('<!--font-->', () => parts.font ?? '')
    .replace('/*theme-boot*/', () => themeBootScript)
    .replace('<!--head-->', () => [parts.head, parts.preload ?? ''].filter(Boolean).join('\n    '))
    .replace('<!--page-css-->', () => `<style data-page-css>${parts.css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .replace('<!--app-->', () => parts.html);
}
