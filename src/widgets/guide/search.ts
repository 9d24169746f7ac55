import MiniSearch, { type SearchResult } from 'minisearch';
import type { GuideSearchItem } from '../../core/types/content.gen';

export const tabIds = ['property', 'howto', 'local', 'links', 'manuals', 'search'] as const;
export type TabId = (typeof tabIds)[number];

/** One searchable piece of the guide: a topic from guide.yaml's search list, or a card on a tab. */
export interface GuideEntry {
  id: string;
  title: string;
  text: string;
  /** What the result shows beside its title: the topic's category, or the card's tab. */
  category: string;
  tab: TabId;
}

export interface GuideHit extends GuideEntry {
  /** The words of the entry that matched (lower case), to mark in its text. */
  terms: string[];
}

/**
 * One spelling for the variants guests type: check-in / check in / checkin become "check in"
 * (so "late checkout" finds "late check-out"), wi-fi / wifi "wifi", and so on. Applied to the
 * guide and to the query alike.
 */
const variants: [RegExp, string][] = [
  [/\b(check|log|sign)[\s-]?(in|out)s?\b/g, '$1 $2'],
  [/\bwi[\s-]?fi\b/g, 'wifi'],
  [/\bair[\s-]?con(ditioner|ditioning)?\b|\ba\/c\b/g, 'aircon'],
  [/\be[\s-]?mail\b/g, 'email'],
  [/\b(bbq|barbie|barbeque)\b/g, 'barbecue'],
  [/\b(trash|garbage|bins?)\b/g, 'rubbish'],
  [/\b(tv|telly)\b/g, 'television'],
  [/\bcar[\s-]?park(ing)?\b/g, 'parking'],
];

export function normalise(text: string): string {
  let out = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const [from, to] of variants) out = out.replace(from, to);
  return out;
}

const WORDS = /[^\p{L}\p{N}]+/u;

/**
 * A search over the whole guide (MiniSearch): every query word must match, as a word, the start
 * of one (while typing) or a small typo of one ("chek" finds "check"); titles count double.
 */
export function guideIndex(entries: GuideEntry[]): (query: string) => GuideHit[] {
  const index = new MiniSearch<GuideEntry>({
    fields: ['title', 'text', 'category'],
    storeFields: ['id'],
    tokenize: (text) => normalise(text).split(WORDS).filter(Boolean),
    searchOptions: {
      combineWith: 'AND',
      boost: { title: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 3 ? 0.2 : false),
    },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return (query) => {
    if (!query.trim()) return [];
    return index.search(query).map((r: SearchResult) => ({ ...byId.get(r.id)!, terms: r.terms }));
  };
}

/** The guide's own list of topics (guide.yaml `search.items`). */
export function topicEntries(items: GuideSearchItem[]): GuideEntry[] {
  return items.map((i) => ({ id: `topic-${i.id}`, title: i.title, text: i.content, category: i.category, tab: tabForCategory(i.category) }));
}

/** The text of a node, with a space wherever elements meet ("10:00 AM" "Need a..."), icons and `skip` left out. */
function textParts(node: Node, skip: Node | null, parts: string[] = []): string[] {
  if (node === skip) return parts;
  if (node.nodeType === 3) parts.push(node.textContent ?? '');
  else if ((node as Element).getAttribute?.('aria-hidden') !== 'true') node.childNodes.forEach((child) => textParts(child, skip, parts));
  return parts;
}
const wordsOf = (el: Element, skip: Node | null = null) => textParts(el, skip).join(' ').replace(/\s+/g, ' ').trim();

/**
 * Every card on the guide's tabs as written on screen, so search finds all of the guide's text,
 * including what the tabs themselves add (the Property tab's late check-out line).
 */
export function cardEntries(root: ParentNode, labels: Record<TabId, string>): GuideEntry[] {
  const entries: GuideEntry[] = [];
  for (const tab of tabIds) {
    const panel = root.querySelector(`#guide-panel-${tab}`);
    if (!panel || tab === 'search') continue;
    panel.querySelectorAll('article, [data-search-entry]').forEach((card, i) => {
      const heading = card.querySelector('h3, h4');
      // The heading is the title, indexed on its own: the text is the rest of the card.
      entries.push({ id: `${tab}-${i}`, title: heading ? wordsOf(heading) : labels[tab], text: wordsOf(card, heading), category: labels[tab], tab });
    });
  }
  return entries;
}

/** The tab a chosen search result opens. */
export function tabForCategory(category: string): TabId {
  switch (category) {
    case 'Property Info':
    case 'Emergency':
      return 'property';
    case 'Appliances':
      return 'manuals';
    case 'Cafes':
    case 'Beaches':
    case 'Shopping':
    case 'Dining':
    case 'Recreation':
      return 'local';
    default:
      return 'property';
  }
}
