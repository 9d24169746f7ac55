import { expect, it } from 'vitest';
import { searchGuide, tabForCategory } from '../../src/widgets/guide/search';
import type { GuideSearchItem } from '../../src/types/content.gen';

const items: GuideSearchItem[] = [
  { id: 'wifi', title: 'WiFi', content: 'Network details on the Property tab.', category: 'Property Info' },
  { id: 'coffee', title: 'Coffee nearby', content: 'Espresso by the beach.', category: 'Cafes' },
  { id: 'dryer', title: 'Dryer', content: 'Empty the lint filter first.', category: 'Appliances' },
];

it('matches title, content and category, ignoring case', () => {
  expect(searchGuide(items, 'wifi').map((i) => i.id)).toEqual(['wifi']);
  expect(searchGuide(items, 'ESPRESSO').map((i) => i.id)).toEqual(['coffee']);
  expect(searchGuide(items, 'appliances').map((i) => i.id)).toEqual(['dryer']);
  expect(searchGuide(items, 'the').map((i) => i.id)).toEqual(['wifi', 'coffee', 'dryer']);
});

it('finds nothing for an empty or blank query, or no match', () => {
  expect(searchGuide(items, '')).toEqual([]);
  expect(searchGuide(items, '   ')).toEqual([]);
  expect(searchGuide(items, 'zzz')).toEqual([]);
});

it('opens the tab that holds the chosen category', () => {
  expect(tabForCategory('Property Info')).toBe('property');
  expect(tabForCategory('Emergency')).toBe('property');
  expect(tabForCategory('Appliances')).toBe('manuals');
  for (const c of ['Cafes', 'Beaches', 'Shopping', 'Dining', 'Recreation']) expect(tabForCategory(c)).toBe('local');
  expect(tabForCategory('Something else')).toBe('property');
});
