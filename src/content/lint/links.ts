import { foundAt, type LintFinding, type LintInput } from './types';

const normal = (path: string) => path.replace(/(.)\/$/, '$1');
const pageHint = 'Use the path of an existing page (see pages/*.yaml `path:`) or a full https:// URL.';

/**
 * Every internal link (buttons, nav, footer, `[text](/path)` in text, links in posts) must lead
 * to a page of this site, and its #anchor to an id on that page. The build runs this same rule,
 * so a link validate refuses is never shipped.
 */
export function linkFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const aliases = model.site.aliases ?? {};
  for (const link of model.links) {
    const { href } = link;
    if (!/^[/#]/.test(href)) continue;
    // "//host" and "/\host" are read by browsers as another site, not a path of this one.
    if (/^\/[/\\]/.test(href)) {
      out.push(foundAt(link, 'links', `link to ${href} leaves the site: browsers read it as the address of another site`, 'Write a link to another site in full (https://…), or a path of this site starting with a single /.'));
      continue;
    }
    const hash = href.indexOf('#');
    const rawPath = (hash < 0 ? href : href.slice(0, hash)).split('?')[0];
    const anchor = hash < 0 ? '' : href.slice(hash + 1);
    const path = rawPath === '' ? link.from : normal(aliases[normal(rawPath)]?.split('#')[0] ?? normal(rawPath));
    if (path === undefined) continue; // "#x" in site.yaml: no one page to check it against
    const ids = model.anchors.get(path);
    if (!ids) {
      // A page refused by its schema is reported there; its links and anchors are checked once it is fixed.
      if (!model.refusedPaths.has(path)) out.push(foundAt(link, 'links', `link to ${href}, which is not a page of this site`, pageHint));
      continue;
    }
    if (!anchor || ids.has(anchor)) continue;
    out.push(
      foundAt(
        link,
        'links',
        `link to ${href}: ${path} has no section with id '${anchor}'`,
        `Ids on ${path}: ${[...ids].sort().join(', ')}. Give the target block \`id: ${anchor}\` or link to one of these.`,
      ),
    );
  }
  return out;
}
