import { messages, say } from '../core/messages';
import { at as placed, type ContentError } from './errors';
import type { LoadedPost } from './blog';
import { positionOf, type YamlSource } from './yaml-source';

/** Paths the server and the build own: a page there would be shadowed or would shadow them. */
const RESERVED = ['/functions', '/assets', '/img', '/images', '/sitemap.xml', '/robots.txt', '/rss.xml', '/404.html', '/favicon.svg', '/apple-touch-icon.png'];

const at = (src: YamlSource, where: (string | number)[], key?: string) => {
  const p = positionOf(src, where, key);
  return `${src.file}:${p.line}:${p.col}`;
};

/**
 * Every route claimed twice, or claimed where the server already answers: a page under a
 * reserved prefix, a page at a blog post's address, an alias that hides a page. Each error
 * names both places.
 */
export function routeCollisions(pages: { def: { path: string }; source: YamlSource }[], posts: LoadedPost[], site?: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  // Who owns each route, as file:line:col when an error names it (finding a position is the costly part).
  const owner = new Map<string, () => string>();
  for (const page of pages) {
    const p = page.def.path;
    const reserved = RESERVED.find((r) => p === r || p.startsWith(r + '/'));
    if (reserved) {
      errors.push(placed({ file: page.source.file, ...positionOf(page.source, ['path']), where: 'path' }, say(messages.pathReserved, { path: p, reserved, all: RESERVED })));
    }
    owner.set(p, () => at(page.source, ['path']));
  }
  for (const post of posts) {
    const page = owner.get(post.path);
    if (page) {
      errors.push(placed({ file: post.source.file, ...positionOf(post.source, ['slug']), where: 'slug' }, say(messages.postPathTaken, { path: post.path, page: page() })));
    }
    owner.set(post.path, () => at(post.source, ['slug']));
  }
  const aliases = (site?.data as { aliases?: Record<string, string> } | undefined)?.aliases ?? {};
  for (const [from, to] of Object.entries(aliases)) {
    const taken = owner.get(from);
    if (taken) {
      errors.push(placed({ file: site!.file, ...positionOf(site!, ['aliases'], from), where: `aliases.${from}` }, say(messages.aliasHidesPage, { alias: from, page: taken() })));
    }
    if (!owner.has(to.split('#')[0])) {
      errors.push(placed({ file: site!.file, ...positionOf(site!, ['aliases', from]), where: `aliases.${from}` }, say(messages.aliasToNoPage, { alias: from, to })));
    }
  }
  return errors;
}
