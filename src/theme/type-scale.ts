/**
 * Every fixed text size the site sets (headings that scale with the screen use `clamp()`).
 * Each size, with each weight, is a font Chrome prepares before the first layout can finish:
 * the home page once used 32 and its first layout took a fifth longer than on this scale
 * (docs/decisions/type-scale.md). A size a component needs is added here, not written inline;
 * `tests/build/type-scale.test.ts` holds the built pages to it.
 */
export const text = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '0.9375rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.375rem',
  '3xl': '1.75rem',
  '4xl': '2.5rem',
} as const;
