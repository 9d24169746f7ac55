import { messages, say } from '../../core/messages';
import { lodgingJsonLd } from '../structured-data';
import type { PathPart } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

type JsonLd = Record<string, unknown>;

/** What search engines need of each type to show a rich result (schema.org / Google's required properties). */
const REQUIRED: Record<string, string[]> = {
  LodgingBusiness: ['name', 'address', 'geo'],
  Review: ['author', 'reviewRating'],
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
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

/** A gap, said, with where its fields come from. */
const gap = (g: Gap, fix: 'post' | 'lodging' | 'object' | 'reviews' | 'block') => say(messages.jsonLd, { type: g.type, path: g.path, absent: g.absent, required: REQUIRED[g.type], fix });

/**
 * The JSON-LD each page carries, as the model made it, checked for the properties its @type
 * needs; each gap is located at the YAML that produces it: `lodging:`, `jsonLd:`, the block
 * that made or enriched the document, or a post's front matter.
 */
export function jsonLdFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source, post, data, blockJsonLd } of model.pages) {
    if (post) {
      for (const doc of data.jsonLd)
        for (const g of jsonLdGaps(doc)) out.push(found(source, ['title'], gap(g, 'post')));
      continue;
    }
    const lodging = lodgingJsonLd(def, model.site);
    if (lodging)
      for (const g of jsonLdGaps(lodging)) out.push(found(source, ['lodging'], gap(g, 'lodging')));
    (def.jsonLd ?? []).forEach((doc, i) => {
      for (const g of jsonLdGaps(doc)) out.push(found(source, ['jsonLd', i], gap(g, 'object')));
    });
    // What blocks made or enriched; a LodgingBusiness the page wrote itself was checked above,
    // so only what the block added to it (its reviews) is checked again.
    const hadLodging = Boolean(lodging) || (def.jsonLd ?? []).some((d) => d['@type'] === 'LodgingBusiness');
    blockJsonLd.forEach((docs, i) => {
      for (const doc of docs) {
        const gaps = jsonLdGaps(hadLodging && doc['@type'] === 'LodgingBusiness' ? { review: doc.review } : doc);
        for (const g of gaps) {
          // An item's gap (review[2]) points at the block's item it came from.
          const at: PathPart[] = g.item !== undefined && Array.isArray((def.blocks[i] as { items?: unknown }).items) ? ['blocks', i, 'items', g.item] : ['blocks', i];
          out.push(found(source, at, gap(g, g.type === 'LodgingBusiness' ? 'reviews' : 'block')));
        }
      }
    });
  }
  return out;
}
