import type { PageDefinition, SiteConfig } from '../types/content.gen';
import type { PageData } from '../engine/page-data';
import type { LoadedContent } from './load-content';
import { lodgingJsonLd } from './structured-data';
import { computeBlocks } from './compute';
import { blockJsonLd } from './block-json-ld';
import { postPages } from './blog';
import { fillDeep, placeholderValues } from '../engine/facts';

/** Turns one validated page definition into what the renderer ships for that route. */
export function toPageData(written: PageDefinition, site: SiteConfig, content: LoadedContent): PageData {
  // {checkIn}, {bedroom2}, ... become the facts from site.yaml before anything reads the page.
  const def = fillDeep(written, placeholderValues(site));
  const image = def.image ?? site.seo.image;
  const lodging = lodgingJsonLd(def, site);
  const computed = computeBlocks(def, site, content);
  return {
    path: def.path,
    title: def.title,
    description: def.description,
    robots: def.robots ?? 'index, follow',
    canonical: site.baseUrl + def.path,
    ogImage: site.baseUrl + image.src,
    ogImageAlt: image.alt,
    jsonLd: blockJsonLd(def, site, computed, [...(lodging ? [lodging] : []), ...(def.jsonLd ?? [])]),
    nav: def.nav ?? {},
    blocks: def.blocks,
    images: {},
    computed,
  };
}

/** Every route's page data, in a stable order. */
export function allPages(content: LoadedContent): PageData[] {
  return [...content.pages.map((p) => toPageData(p.def, content.site, content)), ...postPages(content)].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
}

/** Every /images/... path a page shows, for the image pipeline. */
export function imagesOf(page: PageData, site: SiteConfig): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'src' && typeof x === 'string' && x.startsWith('/images/')) found.add(x);
        else walk(x);
      }
  };
  walk(page.blocks);
  walk(page.computed);
  walk(site.chat.photoReply);
  return [...found].sort();
}
