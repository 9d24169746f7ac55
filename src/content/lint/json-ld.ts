import { blockJsonLd } from '../block-json-ld';
import { postPages } from '../blog';
import { computeBlocks } from '../compute';
import { lodgingJsonLd } from '../structured-data';
import type { PathPart } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

type JsonLd = Record<string, unknown>;

/** What search engines need of each type to show a rich result (schema.org / Google's required properties). */
export const REQUIRED: Record<string, string[]> = {
  LodgingBusiness: ['name', 'address', 'geo'],
  Review: ['author', 'reviewRating'],
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher'],
};

/** Absent, blank, or an object with nothing but its @type. */
function missing(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return !v.trim();
  if (typeof v === 'number') return !Number.isFinite(v);
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.entries(v).every(([k, x]) => k.startsWith('@') || missing(x));
  return false;
}

interface Gap {
  /** Where in the JSON-LD, e.g. "review[2]". */
  path: string;
  type: string;
  absent: string[];
  /** The array index of the object, when it is an item (review[2] -> 2). */
  item?: number;
}

/** Every object of a known @type under `doc` that lacks a required property. */
export function jsonLdGaps(doc: unknown, path = '', item?: number, out: Gap[] = []): Gap[] {
  if (Array.isArray(doc)) doc.forEach((v, i) => jsonLdGaps(v, `${path}[${i}]`, i, out));
  else if (doc && typeof doc === 'object') {
    const o = doc as JsonLd;
    const types = ([] as unknown[]).concat(o['@type'] ?? []).filter((t): t is string => typeof t === 'string');
    for (const type of types) {
      const absent = (REQUIRED[type] ?? []).filter((k) => missing(o[k]));
      if (absent.length) out.push({ path, type, absent, item });
    }
    for (const [k, v] of Object.entries(o)) if (!k.startsWith('@')) jsonLdGaps(v, path ? `${path}.${k}` : k, undefined, out);
  }
  return out;
}

const hint = (type: string, fix: string) => `${type} structured data needs ${REQUIRED[type].join(', ')}; ${fix}`;
const text = (g: Gap) => `JSON-LD ${g.type}${g.path ? ` at ${g.path}` : ''} has no ${g.absent.join(', ')}`;

/**
 * The JSON-LD each page will carry, as the build makes it (src/content/structured-data.ts and
 * block-json-ld.ts), checked for the properties its @type needs; each gap is located at the
 * YAML that produces it: `lodging:`, `jsonLd:`, or the block.
 */
export function jsonLdFindings({ content }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const site = content.site;
  for (const { def, source } of content.pages) {
    const lodging = lodgingJsonLd(def, site);
    if (lodging)
      for (const g of jsonLdGaps(lodging))
        out.push(found(source, ['lodging'], 'json-ld', text(g), hint(g.type, 'fill them in under `lodging:` (locality, postalCode, geo) or site.yaml `brand.name`.')));
    (def.jsonLd ?? []).forEach((doc, i) => {
      for (const g of jsonLdGaps(doc)) out.push(found(source, ['jsonLd', i], 'json-ld', text(g), hint(g.type, 'add them to this object.')));
    });
    const blocks = def.blocks as { type: string }[];
    const where = (type: string) => blocks.findIndex((b) => b.type === type);
    // As the build does it: the page's own JSON-LD first, then what its blocks add or derive.
    const base = [...(lodging ? [lodging] : []), ...(def.jsonLd ?? [])];
    const own = new Set(base.map((d) => JSON.stringify(d)));
    const hadLodging = base.some((d) => d['@type'] === 'LodgingBusiness');
    for (const doc of blockJsonLd(def, site, computeBlocks(def, site, content), base)) {
      if (own.has(JSON.stringify(doc))) continue; // checked above, unchanged by blocks
      // A LodgingBusiness the page wrote was checked above: here only the reviews blocks add to it.
      const gaps = jsonLdGaps(hadLodging && doc['@type'] === 'LodgingBusiness' ? { review: doc.review } : doc);
      for (const g of gaps) {
        let at: PathPart[] = [];
        let fix = 'fill in the block that produces it.';
        if (g.type === 'Review' || g.type === 'LodgingBusiness') {
          const i = where('guest-reviews');
          at = g.type === 'Review' && g.item !== undefined ? ['blocks', i, 'items', g.item] : ['blocks', i];
          if (g.type === 'LodgingBusiness') fix = 'this page\'s reviews make a LodgingBusiness: add `lodging:` (locality, postalCode, geo) to the page.';
        } else {
          const i = where('blog-list');
          if (i >= 0) at = ['blocks', i];
        }
        out.push(found(source, at, 'json-ld', text(g), hint(g.type, fix)));
      }
    }
  }
  const posts = new Map(content.posts.map((p) => [p.path, p]));
  for (const page of postPages(content)) {
    const post = posts.get(page.path)!;
    for (const doc of page.jsonLd)
      for (const g of jsonLdGaps(doc)) out.push(found(post.source, ['title'], 'json-ld', text(g), hint(g.type, 'fill in the post\'s front matter (title, date).')));
  }
  return out;
}
