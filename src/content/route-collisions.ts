import type { ContentError } from './errors';
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
      errors.push({
        file: page.source.file,
        ...positionOf(page.source, ['path']),
        where: 'path',
        message: `${p} is reserved: the server answers ${reserved}${reserved.includes('.') ? '' : '/…'} itself`,
        hint: `Choose another path; reserved: ${RESERVED.join(', ')}.`,
      });
    }
    owner.set(p, () => at(page.source, ['path']));
  }
  for (const post of posts) {
    const page = owner.get(post.path);
    if (page) {
      errors.push({
        file: post.source.file,
        ...positionOf(post.source, ['slug']),
        where: 'slug',
        message: `${post.path} is both this post and the page at ${page()}`,
        hint: 'Rename the post (its file and slug) or move the page: one address, one page.',
      });
    }
    owner.set(post.path, () => at(post.source, ['slug']));
  }
  const aliases = (site?.data as { aliases?: Record<string, string> } | undefined)?.aliases ?? {};
  for (const [from, to] of Object.entries(aliases)) {
    const taken = owner.get(from);
    if (taken) {
      errors.push({
        file: site!.file,
        ...positionOf(site!, ['aliases'], from),
        where: `aliases.${from}`,
        message: `alias ${from} would hide the page at ${taken()}`,
        hint: 'Remove the alias or move the page.',
      });
    }
    if (!owner.has(to.split('#')[0])) {
      errors.push({
        file: site!.file,
        ...positionOf(site!, ['aliases', from]),
        where: `aliases.${from}`,
        message: `alias ${from} points to ${to}, which is no page`,
        hint: 'Point it at the path of an existing page (see pages/*.yaml `path:`).',
      });
    }
  }
  return errors;
}
