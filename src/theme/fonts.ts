import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { DISPLAY_FAMILY } from '../core/theme-boot';

/**
 * The display face and its metric-adjusted fallbacks: until the self-hosted Fraunces is added
 * (after the first paint, src/core/theme-boot.ts) and has arrived, headings
 * set in Georgia or Times sized and spaced to take the same room, so the swap moves nothing.
 * Computed at build time; only the CSS reaches the page.
 */
const stack = createFontStack([{ ...fraunces, familyName: DISPLAY_FAMILY }, georgia, timesNewRoman], { fontFaceFormat: 'styleString' });

export const displayFontFamily = `${stack.fontFamily}, serif`;
export const displayFallbackFaces = stack.fontFaces;
