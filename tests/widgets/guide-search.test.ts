// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { marked, snippet } from '../../src/widgets/guide/search-box';
import { cardEntries, guideIndex, isTypo, normalise, tabForCategory, tabIds, topicEntries, type GuideEntry } from '../../src/widgets/guide/search';
import type { GuideSearchItem } from '../../src/core/types/content.gen';

const items: GuideSearchItem[] = [
  { id: 'wifi', title: 'WiFi', content: 'Network details on the Property tab.', category: 'Property Info' },
  { id: 'coffee', title: 'Coffee nearby', content: 'Espresso by the beach.', category: 'Cafes' },
  { id: 'dryer', title: 'Dryer', content: 'Empty the lint filter first.', category: 'Appliances' },
  { id: 'check-in', title: 'Check-in and lockbox', content: 'Check-in from 3:00 PM. The lockbox is by the side gate.', category: 'Property Info' },
];
const card: GuideEntry = { id: 'property-1', title: 'Check-in & out', text: 'Check-in 3:00 PM onwards Check-out 10:00 AM Need a late check-out? Message us the day before.', category: 'Property', tab: 'property' };
const search = guideIndex([...topicEntries(items), card]);
const ids = (q: string) => search(q).map((h) => h.id);

it('matches title, content and category, ignoring case', () => {
  expect(ids('wifi')).toContain('topic-wifi');
  expect(ids('ESPRESSO')).toEqual(['topic-coffee']);
  expect(ids('appliances')).toEqual(['topic-dryer']);
});

it('finds "late checkout" in the late check-out line, and spelling variants of check-in and WiFi', () => {
  expect(ids('late checkout')).toEqual(['property-1']);
  expect(ids('late check out')).toEqual(['property-1']);
  for (const q of ['checkin', 'check in', 'CHECK-IN']) expect(ids(q), q).toContain('topic-check-in');
  for (const q of ['wi-fi', 'Wi Fi', 'WIFI']) expect(ids(q), q).toEqual(['topic-wifi']);
  expect(normalise('Wi-Fi, check-out, checkin, Café, BBQ, bins')).toBe('wifi, check out, check in, cafe, barbecue, rubbish');
});

it('forgives a small typo and finds a word from its start while it is typed', () => {
  expect(ids('chek in')).toEqual(expect.arrayContaining(['topic-check-in', 'property-1']));
  expect(ids('lockbx')).toEqual(['topic-check-in']);
  expect(ids('espre')).toEqual(['topic-coffee']);
  // Every word must match: a second word narrows the results.
  expect(ids('check lockbox')).toEqual(['topic-check-in']);
});

it('lets a guide add synonyms of its own to the short list the search has', () => {
  const bedding: GuideEntry = { id: 'bedding', title: 'Bedding', text: 'A travel cot and a hairdryer on request.', category: 'Property', tab: 'property' };
  const own = guideIndex([bedding], { 'travel cot': ['porta cot', 'pack n play'] });
  for (const q of ['porta cot', 'Pack-n-play', 'portacot', 'crib', 'blow dryer']) expect(own(q).map((h) => h.id), q).toEqual(['bedding']);
  // Without them, the guide's words only.
  expect(guideIndex([bedding])('pack n play')).toEqual([]);
});

it('corrects a typo only when nothing matches as typed, one word at a time, keeping its first letter', () => {
  const entries: GuideEntry[] = [
    { id: 'ac', title: 'Air conditioner', text: 'Choose Cool or Heat.', category: 'Appliances', tab: 'manuals' },
    { id: 'lockbox', title: 'Lockbox', text: 'By the side gate.', category: 'Property', tab: 'property' },
    { id: 'locks', title: 'Locks', text: 'The front door locks itself.', category: 'Property', tab: 'property' },
  ];
  const s = guideIndex(entries);
  expect(s('pool')).toEqual([]);
  expect(s('lockbx').map((h) => h.id)).toEqual(['lockbox']);
  // "lock" matches as typed (and starts "lockbox"): no typo is looked for.
  expect(s('lock').map((h) => h.id).sort()).toEqual(['lockbox', 'locks']);
  expect(isTypo('chek', 'check')).toBe(true);
  expect(isTypo('chekc', 'check')).toBe(true);
  expect(isTypo('pool', 'cool')).toBe(false);
  expect(isTypo('cot', 'cat')).toBe(false);
});

it('reports the matched words of each result, to mark them', () => {
  expect(search('late checkout')[0].terms.sort()).toEqual(['check', 'late', 'out']);
});

it('cuts a long text around the match, for a phrase at its last word found', () => {
  const text = `Check-in 3:00 PM onwards. Check-out 10:00 AM. ${'Keys go back in the lockbox by the side gate. '.repeat(3)}Need a late check-out? Message us the day before.`;
  const cut = snippet(text, ['late', 'check', 'out'], 100);
  expect(cut).toMatch(/^….*Need a late check-out\? Message us/);
  expect(cut.length).toBeLessThanOrEqual(102);
  expect(snippet('Short text.', ['text'], 100)).toBe('Short text.');
});

it('finds nothing for an empty or blank query, or no match', () => {
  expect(search('')).toEqual([]);
  expect(search('   ')).toEqual([]);
  expect(search('zzz')).toEqual([]);
});

it('reads every card of every tab as written, words apart where elements meet', () => {
  document.body.innerHTML = `
    <section id="guide-panel-property"><article><h3>Check-in &amp; out</h3><p>10:00 AM</p><p>Need a late check-out?</p><svg aria-hidden="true"><text>icon</text></svg></article></section>
    <section id="guide-panel-howto"><div data-search-entry><h3><button>Parking</button></h3><p>Free in the driveway.</p></div></section>
    <section id="guide-panel-search"><article><h3>Not a card of the guide</h3></article></section>`;
  const labels = Object.fromEntries(tabIds.map((t) => [t, t.toUpperCase()])) as Record<(typeof tabIds)[number], string>;
  expect(cardEntries(document, labels)).toEqual([
    { id: 'property-0', title: 'Check-in & out', text: '10:00 AM Need a late check-out?', category: 'PROPERTY', tab: 'property' },
    { id: 'howto-0', title: 'Parking', text: 'Free in the driveway.', category: 'HOWTO', tab: 'howto' },
  ]);
});

it('opens the tab that holds the chosen category', () => {
  expect(tabForCategory('Property Info')).toBe('property');
  expect(tabForCategory('Emergency')).toBe('property');
  expect(tabForCategory('Appliances')).toBe('manuals');
  for (const c of ['Cafes', 'Beaches', 'Shopping', 'Dining', 'Recreation']) expect(tabForCategory(c)).toBe('local');
  expect(tabForCategory('Something else')).toBe('property');
});

it('marks the words a result matched where a word starts, ignoring case, as the expression it replaced did', () => {
  const old = (text: string, terms: string[]) => text.split(new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu'));
  const cases: [string, string[]][] = [
    ['WiFi network: Seabreeze. The wifi password is on the fridge.', ['wifi']],
    ['Late check-out until 11 am; checkout is at 10 am.', ['check', 'out']],
    ['Café Côte, crêpes and coffee', ['café', 'crêpes']],
    ['Nothing here', ['zzz']],
    ['Towels: the towel cupboard', ['towel']],
  ];
  for (const [text, terms] of cases) expect(marked(text, terms), text).toEqual(old(text, terms));
  // Where two of the words start at one place, the longer is marked (the expression took the first listed).
  expect(marked('Walk to Whitebridge', ['w', 'walk'])).toEqual(['', 'Walk', ' to ', 'W', 'hitebridge']);
  expect(marked('İstanbul', ['i'])).toEqual(['İstanbul']);
});
