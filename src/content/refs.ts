import type { LoadedPost } from './blog';
import { describePath } from './validate';
import { positionOf, type PathPart, type YamlSource } from './yaml-source';

/** A value written somewhere in the content, located for the person who has to fix it. */
export interface Located {
  file: string;
  line: number;
  col: number;
  /** "blocks[2] (text) paragraphs[0]"; empty in a post's Markdown body. */
  where: string;
}

/** A link written in the content: a button's `href`, `[text](/path)` in text, or a link in a post. */
export interface LinkRef extends Located {
  href: string;
  /** The route it is written on; undefined in site.yaml, which every page shows. */
  from?: string;
  /** Written inside a sentence as [text](target), rather than as an `href:` field. */
  inline: boolean;
}

/** An image written in the content: an `{ src, alt }` in YAML, or ![alt](src) in a post. */
export interface ImageRef extends Located {
  src: string;
  /** undefined: no alt at all. */
  alt?: string;
  /** Where the alt text is (or should be), for findings about it. */
  altAt: Located;
}

/** Inline links as src/components/inline.tsx renders them: [label](target). */
const inlineLink = /\[[^\]]+\]\(([^)\s]*)\)/g;

/** Every string in `data` with the path that leads to it. */
export function strings(data: unknown, at: PathPart[] = [], out: { value: string; at: PathPart[] }[] = []) {
  if (typeof data === 'string') out.push({ value: data, at });
  else if (Array.isArray(data)) data.forEach((v, i) => strings(v, [...at, i], out));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) strings(v, [...at, k], out);
  return out;
}

/** Every /images/... path in a value (a block's fields and what was computed for it). */
export function imageSrcs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => imageSrcs(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'src' && typeof v === 'string' && v.startsWith('/images/')) out.add(v);
      else imageSrcs(v, out);
    }
  return out;
}

/**
 * Where a value is. Line and column are found when first read: most references are never
 * reported, and finding a position means parsing the file's YAML (which a file known to be
 * good was spared, src/content/known-good.ts).
 */
export function locate(src: YamlSource, at: PathPart[], key?: string): Located {
  let pos: { line: number; col: number } | undefined;
  const position = () => (pos ??= positionOf(src, at, key));
  return {
    file: src.file,
    where: describePath(at, src.data),
    get line() {
      return position().line;
    },
    get col() {
      return position().col;
    },
  };
}

/** The links and images written in one YAML file (page, site.yaml or a post's front matter). */
export function refsOf(src: YamlSource, from: string | undefined): { links: LinkRef[]; images: ImageRef[] } {
  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  for (const { value, at } of strings(src.data)) {
    const key = at[at.length - 1];
    // Assigned onto the location, not spread from it: spreading would read line and column now.
    // A page's `canonical:` names another page, as a link does.
    if (key === 'href' || (key === 'canonical' && at.length === 1)) links.push(Object.assign(locate(src, at), { href: value, from, inline: false }));
    for (const m of value.matchAll(inlineLink)) links.push(Object.assign(locate(src, at), { href: m[1], from, inline: true }));
    if (key === 'src') {
      const parent = at.slice(0, -1);
      const owner = parent.reduce<any>((node, p) => node?.[p], src.data);
      const alt = typeof owner?.alt === 'string' ? owner.alt : undefined;
      images.push(Object.assign(locate(src, at), { src: value, alt, altAt: alt === undefined ? locate(src, parent) : locate(src, [...parent, 'alt']) }));
    }
  }
  return { links, images };
}

/** The links and images written in a post's Markdown body. */
export function bodyRefsOf(post: LoadedPost): { links: LinkRef[]; images: ImageRef[] } {
  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  for (const r of post.refs) {
    const at = { file: post.source.file, line: r.line, col: r.col, where: '' };
    // In Markdown an image without words between its brackets has no alt text at all.
    if (r.image) images.push({ src: r.href, alt: r.alt.trim() || undefined, ...at, altAt: { ...at, ...r.mark } });
    else links.push({ href: r.href, from: post.path, inline: true, ...at });
  }
  return { links, images };
}
