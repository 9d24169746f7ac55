import { describe, expect, it } from 'vitest';
import { closestEarlier, jaccard, rowsPerBand, shingles, signature, union, wordsOf } from '../../src/content/similarity';
import { visibleText } from '../../src/content/visible-text';

// Texts of 300 words drawn from 5,000, so two of them share no 4-word run by chance.
let seed = 7;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
const text = (n = 300) => Array.from({ length: n }, () => `w${Math.floor(random() * 5000)}`);
/** `words` with every `every`-th word changed: a copy with a name swapped. */
const edited = (words: string[], every: number) => words.map((w, i) => (i % every === 0 ? `changed${i}` : w));

describe('shingles and Jaccard similarity', () => {
  it('counts shared 4-word runs, whatever the case and punctuation', () => {
    const a = shingles(wordsOf('Free parking for one car in the driveway.'));
    expect(a.length).toBe(5);
    expect(jaccard(a, shingles(wordsOf('free parking, for ONE car in the driveway')))).toBe(1);
    expect(jaccard(a, shingles(wordsOf('Free parking for two cars in the driveway.')))).toBe(0);
    expect(jaccard(a, shingles(wordsOf('Free parking for one car on the street.')))).toBeCloseTo(2 / 8);
    expect(jaccard(shingles([]), shingles([]))).toBe(0);
    expect(union([shingles(wordsOf('a b c d e')), shingles(wordsOf('b c d e'))]).length).toBe(2);
  });

  it("reads a block's visible words: links as their label, no addresses, ids or alt text", () => {
    const words = visibleText({ type: 'hero', id: 'top', heading: 'Stay', text: 'See [the guide](/digital-guide).', image: { src: '/images/a.jpg', alt: 'A deck' }, buttons: [{ label: 'Book', href: '/bookings' }] });
    expect(words).toEqual(['Stay', 'See the guide.', 'Book']);
  });

  it('leaves out what the block\'s schema marks `"prose": false` or makes a choice (enum, const), and reads the rest', () => {
    // explore-places: a place's kind is shown ("Water sports"), its phone, site and map link are not words.
    const place = { name: 'Surf school', description: 'Lessons at [Merewether](https://example.org).', type: 'Water sports', phone: '02 4900 0000', website: 'https://example.org', mapsUrl: 'https://maps.example.org', coordinates: '-32.95, 151.75' };
    expect(visibleText({ type: 'explore-places', id: 'water', icon: 'waves', heading: 'On the water', tone: 'alt', items: [place] })).toEqual(['On the water', 'Surf school', 'Lessons at Merewether.', 'Water sports']);
    // map-embed: the map's search words are not shown; reviews: initials and the machine date are not.
    expect(visibleText({ type: 'map-embed', heading: 'Where', query: 'Charlestown NSW 2290', points: [{ icon: 'map-pin', text: 'Shops nearby' }] })).toEqual(['Where', 'Shops nearby']);
    expect(visibleText({ type: 'reviews', layout: 'page', items: [{ name: 'Sam', text: 'Lovely.', initials: 'SM', date: 'March 2024', dateISO: '2024-03-01' }] })).toEqual(['Sam', 'Lovely.', 'March 2024']);
  });
});

describe('MinHash and LSH: the closest earlier texts without comparing every pair', () => {
  it('bands so that a pair at the threshold becomes a candidate 99% of the time', () => {
    for (const t of [0.3, 0.5, 0.8]) {
      const r = rowsPerBand(t);
      expect(1 - (1 - t ** r) ** Math.floor(64 / r)).toBeGreaterThanOrEqual(0.99);
    }
    expect(rowsPerBand(0.5)).toBe(2);
  });

  it('finds every planted near-copy among 500 texts, and offers each text at most `keep` candidates', () => {
    const originals = Array.from({ length: 450 }, () => text());
    // 50 copies of earlier texts with every 12th word changed (Jaccard about 0.5) or every 25th (about 0.7).
    const copies = Array.from({ length: 50 }, (_, i) => ({ of: i * 9, words: edited(originals[i * 9], i % 2 ? 12 : 25) }));
    const sets = [...originals, ...copies.map((c) => c.words)].map((w) => shingles(w));
    const found = [...closestEarlier(sets.map(signature), 0.45, 3)];
    expect(Math.max(...found.map((f) => f.closest.length))).toBeLessThanOrEqual(3);
    copies.forEach((c, i) => {
      const { closest } = found[450 + i];
      expect(jaccard(sets[c.of], sets[450 + i])).toBeGreaterThan(0.45);
      expect(closest, `copy of text ${c.of}`).toContain(c.of);
    });
    // Unrelated texts share no band, so they are never even candidates.
    expect(found.slice(0, 450).every((f) => f.closest.length === 0)).toBe(true);
  });
});
