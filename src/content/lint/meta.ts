import { messages, say } from '../../core/messages';
import { positionOf } from '../yaml-source';
import type { ModelPage } from '../model';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../search-lengths';
import { found, type LintFinding, type LintInput } from './types';

interface Meta {
  doc: ModelPage;
  field: 'title' | 'description';
  /** Where it is written: a post's title and description come from its `title` and `excerpt`. */
  key: string;
  value: string;
}

function metaOf(doc: ModelPage): Meta[] {
  if (doc.post) {
    return [
      { doc, field: 'title', key: 'title', value: doc.data.title },
      { doc, field: 'description', key: 'excerpt', value: doc.post.meta.excerpt },
    ];
  }
  // As search results show them: placeholders filled ("{rating}" is "4.93").
  return [
    { doc, field: 'title', key: 'title', value: doc.data.title },
    { doc, field: 'description', key: 'description', value: doc.data.description },
  ];
}

const chars = (s: string) => [...s].length;

/** Titles and meta descriptions: each page's own, and of a length search results show whole. */
export function metaFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const all = model.pages.flatMap(metaOf);
  const first = new Map<string, Meta>();
  for (const m of all) {
    const id = `${m.field}\n${m.value.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    const earlier = first.get(id);
    if (!earlier) {
      first.set(id, m);
    } else {
      const p = positionOf(earlier.doc.source, [earlier.key]);
      const same = { path: earlier.doc.path, at: `${earlier.doc.source.file}:${p.line}:${p.col}` };
      out.push(found(m.doc.source, [m.key], say(m.field === 'title' ? messages.duplicateTitle : messages.duplicateDescription, same)));
    }
    const range = m.field === 'title' ? TITLE_LENGTH : DESCRIPTION_LENGTH;
    const n = chars(m.value);
    if (n < range.min || n > range.max) out.push(found(m.doc.source, [m.key], say(m.field === 'title' ? messages.titleLength : messages.descriptionLength, { length: n, ...range })));
  }
  return out;
}
