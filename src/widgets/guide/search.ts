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

/** Other words for what a guide names: the guide's word, and the words and phrases that find it. */
export type Synonyms = Record<string, string[]>;

/** The search's own short list; a guide adds its own (guide.yaml `search.synonyms`). */
export const SYNONYMS: Synonyms = {
  hairdryer: ['hair dryer', 'hair drier', 'hairdrier', 'blow dryer', 'blowdryer'],
  cot: ['crib', 'bassinet', 'portacot', 'port-a-cot'],
  dishwasher: ['dish washer'],
  doctor: ['gp'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lower = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** Lower case, no accents, one word for each synonym and each spelling (the variants above). */
export function normaliser(synonyms: Synonyms = {}): (text: string) => string {
  const all: Synonyms = { ...SYNONYMS };
  for (const [word, others] of Object.entries(synonyms)) all[word] = [...(all[word] ?? []), ...others];
  const own = Object.entries(all).flatMap(([word, others]) =>
    others.map((o): [RegExp, string] => [new RegExp(`(?<![\\p{L}\\p{N}])${lower(o).split(/[\s-]+/).map(escape).join('[\\s-]?')}(?![\\p{L}\\p{N}])`, 'gu'), lower(word)]),
  );
  return (text) => [...own, ...variants].reduce((out, [from, to]) => out.replace(from, to), lower(text));
}

export const normalise = normaliser();

const WORDS = /[^\p{L}\p{N}]+/u;

/** A plural as its singular ("beaches" finds "beach", "towel" finds "towels"). */
const singular = (w: string) => (w.length > 3 && /[^su]s$/.test(w) && !/is$/.test(w) ? w.replace(/(ch|sh|x|z|ss)es$|s$/, '$1') : w);

/**
 * Whether `typed` is a small typo of the guide's `word`: the same first letter (typos seldom hit
 * it, and "pool" is no "cool"), at least four letters typed, one letter wrong, missing, extra or
 * two swapped (two from eight letters on).
 */
export function isTypo(typed: string, word: string): boolean {
  const most = typed.length >= 8 ? 2 : 1;
  if (typed.length < 4 || typed[0] !== word[0] || Math.abs(typed.length - word.length) > most) return false;
  // Edit distance with swaps (optimal string alignment), row by row.
  let before: number[] = [];
  let prev = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    for (let j = 1; j <= word.length; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, prev] = [prev, row];
  }
  return prev[word.length] <= most;
}

/**
 * A search over the whole guide (MiniSearch) that finds what is there and admits what is not.
 * Every word of the query must match. Whole words rank first, then entries where the last word
 * (the one being typed) starts a word; titles count double. Only when nothing matches so does a
 * word count as a small typo of one of the guide's words ("lockbx" finds "lockbox"), one word at a
 * time, never across words. A plural finds its singular, and the synonyms (`SYNONYMS` and the
 * guide's own) find the guide's word: "hair dryer" the hairdryer, "crib" the cot.
 */
export function guideIndex(entries: GuideEntry[], synonyms: Synonyms = {}): (query: string) => GuideHit[] {
  const norm = normaliser(synonyms);
  const words = (text: string) => norm(text).split(WORDS).filter(Boolean).map(singular);
  const index = new MiniSearch<GuideEntry>({
    fields: ['title', 'text', 'category'],
    storeFields: ['id'],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: { combineWith: 'AND', boost: { title: 2 } },
  });
  index.addAll(entries);
  const vocabulary = [...new Set(entries.flatMap((e) => words(`${e.title} ${e.text} ${e.category}`)))];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const hits = (results: SearchResult[]) => results.map((r) => ({ ...byId.get(r.id)!, terms: r.terms }));
  return (query) => {
    const typed = words(query);
    if (!typed.length) return [];
    const last = typed.length - 1;
    // The last word may be unfinished, unless a synonym or spelling stands in for it ("crib": the cot, not cotton).
    const typing = lower(query).split(WORDS).filter(Boolean).map(singular).pop() === typed[last];
    const whole = index.search(query);
    const started = typing ? index.search(query, { prefix: (_term, i, terms) => i === terms.length - 1 }) : [];
    const found = [...whole, ...started.filter((r) => !whole.some((w) => w.id === r.id))];
    if (found.length) return hits(found);
    const near = typed.map((t, i) => (vocabulary.some((v) => v === t || (typing && i === last && v.startsWith(t))) ? [t] : vocabulary.filter((v) => isTypo(t, v))));
    if (near.some((n) => !n.length)) return [];
    const asIs = (t: string) => [t];
    return hits(index.search({ combineWith: 'AND', tokenize: asIs, queries: near.map((n, i) => ({ combineWith: 'OR', tokenize: asIs, prefix: typing && i === last, queries: n })) }));
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
