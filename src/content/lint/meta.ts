import type { SiteConfig } from '../../types/content.gen';
import { positionOf } from '../yaml-source';
import type { ModelPage } from '../model';
import { found, type LintFinding, type LintInput } from './types';

/** What search results show: longer is cut off, shorter says too little. */
export const TITLE_LENGTH = { min: 10, max: 65 };
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };

interface Meta {
  doc: ModelPage;
  field: 'title' | 'description';
  /** Where it is written: a post's title and description come from its `title` and `excerpt`. */
  key: string;
  value: string;
}

function metaOf(doc: ModelPage, site: SiteConfig): Meta[] {
  if (doc.post) {
    return [
      { doc, field: 'title', key: 'title', value: `${doc.post.meta.title} | ${site.brand.name} Blog` },
      { doc, field: 'description', key: 'excerpt', value: doc.post.meta.excerpt },
    ];
  }
  const def = doc.def;
  return [
    { doc, field: 'title', key: 'title', value: def.title },
    { doc, field: 'description', key: 'description', value: def.description },
  ];
}

const chars = (s: string) => [...s].length;

/** Titles and meta descriptions: each page's own, and of a length search results show whole. */
export function metaFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const all = model.pages.flatMap((doc) => metaOf(doc, model.site));
  const first = new Map<string, Meta>();
  for (const m of all) {
    const id = `${m.field}\n${m.value.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, m);
    } else {
      const p = positionOf(earlier.doc.source, [earlier.key]);
      out.push(
        found(m.doc.source, [m.key], `duplicate-${m.field}`, `the same ${m.field} as ${earlier.doc.path} (${earlier.doc.source.file}:${p.line}:${p.col})`, `Give every page its own ${m.field}: search engines treat pages with the same ${m.field} as duplicates.`),
      );
    }
    const range = m.field === 'title' ? TITLE_LENGTH : DESCRIPTION_LENGTH;
    const n = chars(m.value);
    if (n < range.min || n > range.max) {
      const post = m.doc.post && m.field === 'title' ? ` (with " | ${model.site.brand.name} Blog" added)` : '';
      out.push(
        found(
          m.doc.source,
          [m.key],
          `${m.field}-length`,
          `${n} characters${post}; search results show ${range.min}–${range.max}`,
          n > range.max ? `Shorten it to ${range.max} characters or fewer, or search results cut it off.` : `Lengthen it to at least ${range.min} characters.`,
          'warning',
        ),
      );
    }
  }
  return out;
}
