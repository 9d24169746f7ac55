import { messages, say } from '../../core/messages';
import { nearestPage } from '../../core/nearest-page';
import { closest } from '../closest';
import type { ContentModel } from '../model';
import type { LinkRef } from '../refs';
import { foundAt, type LintFinding, type LintInput } from './types';

const normal = (path: string) => path.replace(/(.)\/$/, '$1');

const ownSites = new Map<string, RegExp>();
/** The site's own address with or without www., by http or https: a link there is checked as a path of this site. */
function ownSite(baseUrl: string): RegExp {
  let re = ownSites.get(baseUrl);
  if (!re) {
    const host = new URL(baseUrl).host.replace(/^www\./, '').replace(/\./g, '\\.');
    ownSites.set(baseUrl, (re = new RegExp(`^https?://(?:www\\.)?${host}(?=[/?#]|$)`, 'i')));
  }
  return re;
}

/** A link as a place on this site: the href as written without the site's own address, the route it leads to (aliases followed) and its #anchor. */
interface Target {
  /** The href from its path on: "/book#x" for https://<site>/book#x. */
  local: string;
  rawPath: string;
  /** The route, or undefined for "#x" in site.yaml, which is on every page. */
  path?: string;
  anchor: string;
}

/** Where an internal link leads; undefined for another site, mailto:, tel: and the like. */
export function targetOf(model: ContentModel, link: LinkRef): Target | undefined {
  const local = link.href.replace(ownSite(model.site.baseUrl), '') || '/';
  if (!/^[/#]/.test(local)) return undefined;
  const hash = local.indexOf('#');
  const rawPath = (hash < 0 ? local : local.slice(0, hash)).split('?')[0];
  const aliases = model.site.aliases ?? {};
  const path = rawPath === '' ? link.from : normal(aliases[normal(rawPath)]?.split('#')[0] ?? normal(rawPath));
  return { local, rawPath, path, anchor: hash < 0 ? '' : local.slice(hash + 1) };
}

/** The page a path that leads nowhere most likely meant: shared words with a typo allowed, the one page it is the start of, or one a typo away. */
function meantPage(model: ContentModel, path: string): string | undefined {
  const paths = [...model.anchors.keys(), ...Object.keys(model.site.aliases ?? {})].filter((p) => p !== '/');
  const starting = paths.filter((p) => p.startsWith(path));
  return nearestPage(path, paths.map((p) => ({ path: p, name: p })), 0.5)?.path ?? (starting.length === 1 ? starting[0] : closest(path, paths, { edits: 2 }));
}

/**
 * Every internal link (buttons, nav, footer, `[text](/path)` in text, links in posts, a page's
 * `canonical:`, and full addresses on the site's own domain) must lead to a page of this site,
 * and its #anchor to an id on that page; what it most likely meant is named. The build runs
 * this same rule, so a link validate refuses is never shipped.
 */
export function linkFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const held = new Map(model.held.map((h) => [h.path, h]));
  for (const link of model.links) {
    const target = targetOf(model, link);
    if (!target) continue;
    const { href } = link;
    const { local, rawPath, path, anchor } = target;
    // "//host" and "/\host" are read by browsers as another site, not a path of this one.
    if (/^\/[/\\]/.test(local)) {
      out.push(foundAt(link, say(messages.linkLeavesSite, { href })));
      continue;
    }
    if (path === undefined) continue; // "#x" in site.yaml: no one page to check it against
    // A link to a page not published yet leads to the not-found page until it is.
    const hold = held.get(path);
    if (hold && held.get(link.from ?? '') === undefined) {
      out.push(foundAt(link, say(messages.linkUnpublished, { href, state: hold.state, file: hold.file, path })));
      continue;
    }
    const ids = model.anchors.get(path);
    if (!ids) {
      // A page refused by its schema is reported there; its links and anchors are checked once it is fixed.
      if (model.refusedPaths.has(path)) continue;
      const meant = meantPage(model, path);
      const fixed = meant && href.slice(0, href.length - local.length) + local.replace(rawPath, meant);
      out.push(foundAt(link, say(messages.linkNotAPage, { href, meant, fixed })));
      continue;
    }
    if (!anchor || ids.has(anchor)) continue;
    const meant = closest(anchor, [...ids], { partial: true });
    out.push(foundAt(link, say(messages.linkNoSection, { href, path, anchor, meant, ids: [...ids].sort() })));
  }
  return out;
}
