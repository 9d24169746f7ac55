import { describe, expect, it } from 'vitest';
import { tiles } from './tiles';

/** Cells a row of four holds, filled in order as CSS grid places them (a large tile takes two rows). */
function rowsOfFour(spans: ReturnType<typeof tiles>): number[] {
  const rows: number[] = [];
  let row = 0;
  for (const t of spans) {
    const w = t === 'full' ? 4 : t ? 2 : 1;
    while ((rows[row] ?? 0) + w > 4) row++;
    rows[row] = (rows[row] ?? 0) + w;
    if (t === 'large' || t === 'full') rows[row + 1] = (rows[row + 1] ?? 0) + w;
  }
  return rows;
}

describe('gallery tiles', () => {
  it('keeps the spans of the seven-photo page: large first, the last two wide', () => {
    expect(tiles(7, true)).toEqual(['large', undefined, undefined, undefined, undefined, 'wide', 'wide']);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 24])('fills every row of four with %i photos, featured or not', (n) => {
    for (const featured of [true, false]) expect(rowsOfFour(tiles(n, featured)).every((cells) => cells === 4), `${n} ${featured}`).toBe(true);
  });
});
