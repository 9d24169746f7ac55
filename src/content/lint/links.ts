import type { PageDefinition, SiteConfig } from '../../types/content.gen';
import type { YamlSource } from '../yaml-source';
import { found, routeDocs, strings, type LintFinding, type LintInput } from './types';

/** Ids every page has, whatever its blocks: the app shell's <main id="main"> (the skip link's target). */
const shellIds = ['main'];

/** Ids a block renders without an `id:` of its own (see the block's component). */
const defaultIds: Record<string, string> = { 'contact-form': 'contact-form' };

/** The ids `#anchor` links can reach on a page: each block's `id` (or its built-in one). */
export function anchorsOf(def: PageDefinition): Set<string> {
  const ids = new Set(shellIds);
  for (const block of def.blocks as { type: string; id?: string }[]) {
    const id = block.id ?? defaultIds[block.type];
    if (id) ids.add(id);
  }
  return ids;
}

/** Inline links written in text: [label](/path#anchor), as src/components/inline.tsx renders them. */
const inlineLink = /\[[^\]]+\]\(((?:\/|#)[^)\s]*)\)/g;

const normal = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * Internal links that lead nowhere. Hrefs in YAML (buttons, CTAs, nav, footer, hero actions) and
 * links in post bodies to missing pages are already reported by loadContent; this adds links
 * written inline in YAML text, and every link's #anchor, which must be an id on its target page.
 */
export function linkFindings({ content, site }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const p of content.pages) anchors.set(p.def.path, anchorsOf(p.def));
  for (const p of content.posts) anchors.set(p.path, new Set(shellIds));
  const aliases = (site.data as SiteConfig | undefined)?.aliases ?? {};

  /** Problem with `href` written on `from` (undefined: site.yaml, shown on every page), or undefined. */
  const check = (href: string, from: string | undefined, routeChecked: boolean): { message: string; hint: string } | undefined => {
    const hash = href.indexOf('#');
    const rawPath = (hash < 0 ? href : href.slice(0, hash)).split('?')[0];
    const anchor = hash < 0 ? '' : href.slice(hash + 1);
    const path = rawPath === '' ? from : normal(aliases[normal(rawPath)]?.split('#')[0] ?? normal(rawPath));
    if (path === undefined) return undefined; // "#x" in site.yaml: no one page to check it against
    const ids = anchors.get(path);
    if (!ids) {
      if (routeChecked) return undefined;
      return { message: `link to ${href}, which is not a page of this site`, hint: 'Use the path of an existing page (see pages/*.yaml `path:`) or a full https:// URL.' };
    }
    if (!anchor || ids.has(anchor)) return undefined;
    return {
      message: `link to ${href}: ${path} has no section with id '${anchor}'`,
      hint: `Ids on ${path}: ${[...ids].sort().join(', ')}. Give the target block \`id: ${anchor}\` or link to one of these.`,
    };
  };

  const scan = (src: YamlSource, from: string | undefined) => {
    for (const { value, at } of strings(src.data)) {
      const key = at[at.length - 1];
      if (key === 'href' && /^[/#]/.test(value)) {
        const problem = check(value, from, true);
        if (problem) out.push(found(src, at, 'links', problem.message, problem.hint));
      }
      for (const m of value.matchAll(inlineLink)) {
        const problem = check(m[1], from, false);
        if (problem) out.push(found(src, at, 'links', problem.message, problem.hint));
      }
    }
  };

  scan(site, undefined);
  for (const doc of routeDocs(content)) {
    scan(doc.source, doc.path);
    for (const link of doc.post?.links ?? []) {
      const problem = check(link.href, doc.path, true);
      if (problem) out.push({ file: doc.source.file, line: link.line, col: link.col, where: '', ...problem, rule: 'links', severity: 'error' });
    }
  }
  return out;
}
