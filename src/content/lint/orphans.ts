import { buildOf } from '../../blocks/build-registry';
import { distanceKm } from '../../core/areas';
import { messages, say } from '../../core/messages';
import type { ContentModel, ModelPage } from '../model';
import { targetOf } from './links';
import { found, type LintFinding, type LintInput } from './types';

/**
 * The routes some other page links to, as a visitor and a search engine see the built site:
 * the menu and the footer (site.yaml nav and footer, and the footer's "Areas we serve"), the
 * links written in pages and posts, and those blocks make from what they computed (the blog's
 * cards, the nearby-areas block). The chat's replies are not counted: nobody crawls them.
 */
function linkedRoutes(model: ContentModel): Map<string, Set<string | undefined>> {
  const from = new Map<string, Set<string | undefined>>();
  const add = (to: string | undefined, by: string | undefined) => to && from.set(to, (from.get(to) ?? new Set()).add(by));
  for (const a of model.areas) add(a.path, undefined);
  for (const link of model.links) {
    if (link.where === 'canonical' || (link.from === undefined && !/^(nav|footer)\b/.test(link.where))) continue;
    add(targetOf(model, link)?.path, link.from);
  }
  for (const page of model.pages)
    for (const { block, computed } of page.data.blocks) for (const to of buildOf(block.type).links?.(block, computed) ?? []) add(to, page.path);
  return from;
}

const indexable = (p: ModelPage, model: ContentModel) => p.path !== '/' && !p.data.robots.includes('noindex') && p.data.canonical === model.site.baseUrl + p.path;

/** For a landing page no other page links to, the nearest other landing page (the first of those as near): a nearby-areas block there would list it. */
function nearestLanding(model: ContentModel, page: ModelPage): string | undefined {
  const here = page.def.lodging?.geo;
  if (!here) return undefined;
  let nearest: { path: string; km: number } | undefined;
  for (const l of model.landings) {
    if (l.path === page.path) continue;
    const km = distanceKm(here, l.geo);
    if (!nearest || km < nearest.km) nearest = { path: l.path, km };
  }
  return nearest?.path;
}

/**
 * An indexable page that no other page links to is reached only through the sitemap: search
 * engines find and rank pages by their links. Reported at its `path:` with what to add.
 */
export function orphanFindings({ model }: LintInput): LintFinding[] {
  const linked = linkedRoutes(model);
  return model.pages
    .filter((p) => indexable(p, model) && ![...(linked.get(p.path) ?? [])].some((by) => by !== p.path))
    .map((p) => found(p.source, p.post ? ['slug'] : ['path'], say(messages.orphanPage, { path: p.path, near: nearestLanding(model, p) })));
}
