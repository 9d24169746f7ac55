import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * The display face and its metric-adjusted fallbacks: until the self-hosted Fraunces arrives
 * (font-display: swap, preloaded), headings set in Georgia or Times sized and spaced to take the
 * same room, so the swap moves nothing. Computed at build time; only the CSS reaches the page.
 */
const stack = createFontStack([{ ...fraunces, familyName: 'Fraunces Variable' }, georgia, timesNewRoman], { fontFaceFormat: 'styleString' });

export const displayFontFamily = `${stack.fontFamily}, serif`;
export const displayFallbackFaces = stack.fontFaces;
