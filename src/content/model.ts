import type { PageDefinition, SiteConfig } from '../core/types/content.gen';
import type { PageBlock, PageData } from '../core/page-data';
import type { BuildContext, JsonLd } from '../core/define-block';
import { buildOf } from '../blocks/build-registry';
import { fillDeep, placeholderValues } from '../core/facts';
import { articleCta, type LoadedPost } from './blog';
import { TITLE_LENGTH } from './search-lengths';
import { schemaById } from './schemas';
import type { LoadedContent } from './load-content';
import { bodyRefsOf, imageSrcs, refsOf, type ImageRef, type LinkRef } from './refs';
import { lodgingJsonLd } from './structured-data';
import type { Held } from './publishing';
import { serviceAreas, type AreaLink, type LandingRef } from '../core/areas';
import type { YamlSource } from './yaml-source';

/** One route of the site as the model holds it. */
export interface ModelPage {
  path: string;
  /** The page as written (a post's page is made from its front matter). */
  def: PageDefinition;
  /** Where it is written: the page's YAML, or the post's front matter. */
  source: YamlSource;
  post?: LoadedPost;
  /** What the renderer receives: placeholders filled, block data computed, JSON-LD made. */
  data: PageData;
  /** The JSON-LD documents each block made or enriched, by block index (for located findings). */
  blockJsonLd: JsonLd[][];
  /** Every id the page gives a place, in order, with the block that gives it (none: the page shell). */
  ids: PageId[];
}

interface PageId {
  id: string;
  block?: number;
  /** Written as the block's `id:` (rather than one the block gives itself). */
  own: boolean;
}

/**
 * The content read once: every route with its render data, and every link, image and anchor id
 * with where it is written. Validation, the lint, the Vite plugin and the prerender all read it.
 */
export interface ContentModel {
  site: SiteConfig;
  siteSource?: YamlSource;
  /** Every route (pages and posts), by path. */
  pages: ModelPage[];
  posts: LoadedPost[];
  guide?: YamlSource;
  links: LinkRef[];
  images: ImageRef[];
  /** The ids a #link can reach on each route: each block's `id:`, the ids blocks give themselves, `main`. */
  anchors: Map<string, Set<string>>;
  /** Pages refused by their schema (not in `pages`): links to them are left to that error. */
  refusedPaths: Set<string>;
  /** The landing pages, and the footer's "Areas we serve" made from them. */
  landings: LandingRef[];
  areas: AreaLink[];
  files: string[];
  /** Pages and posts not published yet (drafts, scheduled): left out of a build, shown in dev and previews. */
  held: Held[];
}

/** Ids every page has, whatever its blocks: the app shell's <main id="main"> (the skip link's target). */
const shellIds = ['main'];

/**
 * The landing pages: those with `lodging:` (a place and its coordinates) that the menu does not
 * link (the menu's reviews page has `lodging:` for its structured data). The footer and the
 * nearby-areas block link them to each other.
 */
function landingsOf(defs: PageDefinition[], site: SiteConfig): LandingRef[] {
  const menu = new Set(site.nav.links.map((l) => l.href));
  return defs
    .filter((d) => d.lodging && !menu.has(d.path))
    .map((d) => ({ path: d.path, name: d.title.split(' | ')[0], locality: d.lodging!.locality, geo: d.lodging!.geo, ...(d.lodging!.topic ? { topic: d.lodging!.topic } : {}) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Turns one page definition into what the renderer ships for that route, with what each block made of JSON-LD. */
export function toPageData(
  written: PageDefinition,
  site: SiteConfig,
  posts: LoadedPost[],
  landings: LandingRef[] = [],
  // The same for every page: a site's model works it out once.
  areas: AreaLink[] = serviceAreas(landings),
): { data: PageData; blockJsonLd: JsonLd[][] } {
  // {checkIn}, {bedroom2}, ... become the facts from site.yaml before anything reads the page.
  const def = fillDeep(written, placeholderValues(site));
  const ctx: BuildContext = { site, page: def, posts, landings, schema: schemaById };
  const image = def.image ?? site.seo.image;
  const lodging = lodgingJsonLd(def, site);
  const jsonLd: JsonLd[] = [...(lodging ? [lodging] : []), ...(def.jsonLd ?? []).map((d) => ({ ...d }))];
  const blockJsonLd: JsonLd[][] = [];
  const blocks: PageBlock[] = def.blocks.map((block, i) => {
    const d = buildOf(block.type);
    const computed = d.compute?.(block, ctx);
    blockJsonLd[i] = d.jsonLd?.(block, computed, ctx, jsonLd) ?? [];
    return { block, computed, images: [...imageSrcs([block, computed])].sort() };
  });
  const data: PageData = {
    path: def.path,
    title: def.title,
    description: def.description,
    robots: def.robots ?? 'index, follow',
    // A page that shares its text on purpose names the page search engines should index instead.
    canonical: site.baseUrl + (def.canonical ?? def.path),
    ogImage: site.baseUrl + image.src,
    ogImageAlt: image.alt,
    jsonLd,
    nav: def.nav ?? {},
    blocks,
    images: {},
    areas,
  };
  return { data, blockJsonLd };
}

/** A post page's title: the post's own, with " | <brand> Blog" when that still fits in search results. */
function postTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand} Blog`;
  return [...branded].length <= TITLE_LENGTH.max ? branded : title;
}

/** The page a post is shown on: its article, and the way to book. */
function postDefinition(post: LoadedPost, brand: string): PageDefinition {
  return {
    path: post.path,
    title: postTitle(post.meta.title, brand),
    description: post.meta.excerpt,
    robots: 'index, follow',
    image: post.meta.image,
    blocks: [{ type: 'blog-article', post: post.meta, html: post.html, cta: articleCta(brand) }],
  };
}

/** The ids a page gives places a #link can reach: the shell's, each block's `id:`, and the ids blocks give themselves. */
function idsOf(def: PageDefinition): PageId[] {
  const ids: PageId[] = shellIds.map((id) => ({ id, own: false }));
  def.blocks.forEach((block, i) => {
    if ('id' in block && block.id) ids.push({ id: block.id, block: i, own: true });
    for (const id of buildOf(block.type).anchors?.(block) ?? []) ids.push({ id, block: i, own: false });
  });
  return ids;
}

/** Builds the model from loaded content. Pages that failed their schema are not in it (their errors are). */
export function buildModel(content: LoadedContent, held: Held[] = []): ContentModel {
  const { site, posts } = content;
  const landings = landingsOf(content.pages.map((p) => p.def), site);
  const areas = serviceAreas(landings);
  const pages: ModelPage[] = [
    ...content.pages.map((p) => ({ path: p.def.path, def: p.def, source: p.source })),
    ...posts.map((post) => ({ path: post.path, def: postDefinition(post, site.brand.name), source: post.source, post })),
  ]
    .map((p) => ({ ...p, ...toPageData(p.def, site, posts, landings, areas), ids: idsOf(p.def) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  // In dev and previews, a page that is not published yet says so, and asks not to be indexed
  // (which keeps it out of the preview's sitemap too).
  const holding = new Map(held.map((h) => [h.path, h.state]));
  for (const p of pages)
    if (holding.has(p.path)) {
      p.data.unpublished = holding.get(p.path);
      p.data.robots = 'noindex, nofollow';
    }

  const links: LinkRef[] = [];
  const images: ImageRef[] = [];
  const add = (r: { links: LinkRef[]; images: ImageRef[] }) => {
    links.push(...r.links);
    images.push(...r.images);
  };
  if (content.siteSource) add(refsOf(content.siteSource, undefined));
  for (const p of pages) {
    add(refsOf(p.source, p.path));
    if (p.post) add(bodyRefsOf(p.post));
  }
  const anchors = new Map(pages.map((p) => [p.path, new Set(p.ids.map((x) => x.id))]));
  return {
    site,
    siteSource: content.siteSource,
    pages,
    posts,
    guide: content.guide,
    links,
    images,
    anchors,
    refusedPaths: new Set(content.refusedPaths),
    landings,
    areas,
    files: content.files,
    held,
  };
}
