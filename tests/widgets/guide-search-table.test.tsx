// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Guide, labels } from '../../src/widgets/guide/guide';
import { cardEntries, guideIndex, topicEntries } from '../../src/widgets/guide/search';
import { guideFile, loadGuide } from '../../src/server/guide/content';
import { clientSite } from '../../src/core/client-site';
import { contentDir } from '../../src/core/paths';
import { realSite, renderHtml } from '../support/site';

// The tests' guide (tests/fixtures/site/private/guide.yaml) as a guest searches it: its topics and
// every card of its tabs as rendered, with its own synonyms.
const content = loadGuide(guideFile(contentDir), contentDir, realSite());
document.body.innerHTML = renderHtml(<Guide content={content} />, { site: clientSite(realSite()) as never });
const search = guideIndex([...topicEntries(content.search.items), ...cardEntries(document, labels)], content.search.synonyms);
const first = (q: string) => {
  const hit = search(q)[0];
  return hit ? `${hit.title} (${hit.category})` : 'no result';
};

// What a guest types, and the first answer they should read.
const table: [query: string, first: string][] = [
  ['wifi', 'WiFi (Property)'],
  ['wifi password', 'WiFi (Property)'],
  ['hair dryer', 'Bathroom (Property)'],
  ['hairdryer', 'Bathroom (Property)'],
  ['cot', 'Bedding (Property)'],
  ['crib', 'Bedding (Property)'],
  ['pool', 'no result'],
  ['dryer', 'Clothes dryer (Manuals)'],
  ['late checkout', 'Check-in & out (Property)'],
  ['check in', 'Check-in & out (Property)'],
  ['lockbx', 'Check-in and lockbox (Property Info)'],
  ['espre', 'Estabar (Local Area)'],
  ['bbq', 'Outdoor space (Property)'],
  ['air con', 'Air conditioning (Appliances)'],
  ['bins', 'Rubbish & recycling (Property)'],
  ['towels', 'Bathroom (Property)'],
  ['doctor', 'After-hours doctor (Emergency)'],
  ['netflix', 'TV and casting (Appliances)'],
  ['beach', 'Nearest beaches (Beaches)'],
  ['chek out', 'Check-out (Property Info)'],
];

describe('the first answer to what guests type, on the tests’ guide', () => {
  it.each(table)('"%s" → %s', (query, answer) => expect(first(query)).toBe(answer));
});

it('admits what the house does not have, and never answers with a word that only looks alike', () => {
  // "Cool" on the air conditioner is no pool; the clothes dryer is no hairdryer.
  expect(search('pool')).toEqual([]);
  expect(search('hair dryer').map((h) => h.title)).toEqual(['Bathroom']);
  // A synonym finds the guide's word, not words that start like it: the cot, not "Cotton".
  expect(search('crib').map((h) => h.title)).toEqual(['Bedding']);
  // Typed as is, a word may be unfinished: what it starts comes after the whole word.
  expect(search('cot').map((h) => h.title)).toEqual(['Bedding', 'Dryer', 'Clothes dryer']);
});
