import type { BlogArticleBlock, GuestReviewsBlock, PageDefinition, SiteConfig } from '../types/content.gen';
import type { BlogCard, ReviewSummary } from './compute';

type JsonLd = Record<string, unknown>;

/** The site's owner: author and publisher of every post. */
export function organisation(site: SiteConfig): JsonLd {
  return { '@type': 'Organization', name: site.brand.name, url: site.baseUrl + '/' };
}

const abs = (site: SiteConfig, path: string) => site.baseUrl + path;

/**
 * Reviews belong to the lodging they review: they and the aggregate computed from them go into
 * the page's LodgingBusiness (from its `lodging:`), or a minimal one when the page has none.
 */
function reviews(block: GuestReviewsBlock, summary: ReviewSummary, def: PageDefinition, site: SiteConfig, out: JsonLd[]) {
  let lodging = out.find((d) => d['@type'] === 'LodgingBusiness');
  if (!lodging) {
    lodging = { '@context': 'https://schema.org', '@type': 'LodgingBusiness', name: site.brand.name, url: abs(site, def.path) };
    out.unshift(lodging);
  }
  lodging.aggregateRating = {
    '@type': 'AggregateRating',
    ratingValue: Number(summary.average),
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  };
  lodging.review = block.items.map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.name },
    datePublished: r.dateISO,
    reviewBody: r.text,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));
}

function blog(cards: BlogCard[], def: PageDefinition, site: SiteConfig, out: JsonLd[]) {
  out.push({
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: def.title.split(' | ')[0],
    description: def.description,
    url: abs(site, def.path),
    publisher: organisation(site),
    blogPost: cards.map((c) => ({
      '@type': 'BlogPosting',
      headline: c.title,
      url: abs(site, c.href),
      datePublished: c.date,
      image: abs(site, c.image.src),
      // Each BlogPosting needs its author and publisher, here as on the post's own page.
      author: organisation(site),
      publisher: organisation(site),
    })),
  });
}

function article(block: BlogArticleBlock, def: PageDefinition, site: SiteConfig, out: JsonLd[]) {
  const p = block.post;
  const url = abs(site, def.path);
  out.push({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.title,
    description: p.excerpt,
    image: abs(site, p.image.src),
    datePublished: p.date,
    dateModified: p.date,
    articleSection: p.category,
    keywords: p.tags.join(', '),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organisation(site),
    publisher: organisation(site),
  });
}

/** A page's JSON-LD: what its YAML gives (`base`) plus what its blocks derive from their content. */
export function blockJsonLd(def: PageDefinition, site: SiteConfig, computed: Record<number, unknown> | undefined, base: JsonLd[]): JsonLd[] {
  const out = base.map((d) => ({ ...d }));
  def.blocks.forEach((block, i) => {
    if (block.type === 'guest-reviews' && computed?.[i]) reviews(block, computed[i] as ReviewSummary, def, site, out);
    if (block.type === 'blog-list' && computed?.[i]) blog(computed[i] as BlogCard[], def, site, out);
    if (block.type === 'blog-article') article(block, def, site, out);
  });
  return out;
}
