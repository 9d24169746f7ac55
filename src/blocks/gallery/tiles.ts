/** How a photo spans the gallery grid from 640 px up: `large` 2 × 2, `wide` 2 × 1, `full` the whole row. */
export type Tile = 'large' | 'wide' | 'full' | undefined;

/**
 * Spans for n photos that leave no row part-empty, in four columns (two on tablets, where a
 * wide photo fills its row): the first photo of a featured grid is large, and the last one, two
 * or three photos are wide, as many as the rows of four need. Before the wide ones come an even
 * number of single photos, so the two-column rows fill too.
 */
export function tiles(n: number, featured: boolean): Tile[] {
  if (n === 1) return ['full'];
  if (featured && n === 2) return ['large', 'large'];
  const cells = featured ? n + 3 : n;
  const wide = (4 - (cells % 4)) % 4;
  return Array.from({ length: n }, (_, i) => (featured && i === 0 ? 'large' : i >= n - wide ? 'wide' : undefined));
}

/** The rendered width of a tile at each breakpoint (the grid is at most 1136 px wide), so the browser picks the right variant. */
export const tileSizes: Record<NonNullable<Tile> | 'single', string> = {
  full: '(min-width: 1000px) 1140px, 100vw',
  large: '(min-width: 1000px) 570px, 100vw',
  wide: '(min-width: 1000px) 570px, 100vw',
  single: '(min-width: 1000px) 280px, (min-width: 640px) 50vw, 100vw',
};
