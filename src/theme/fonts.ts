import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import notoSerif from '@capsizecss/metrics/notoSerif';
import tinos from '@capsizecss/metrics/tinos';
import { DISPLAY_FAMILY } from '../core/theme-boot';

/**
 * The display face and its metric-adjusted fallbacks: until the self-hosted Fraunces is added
 * (after the first paint, src/core/theme-boot.ts) and has arrived, headings are set in the
 * serif the device has (Georgia on Apple and Windows, Noto Serif on Android, Liberation Serif on
 * Linux, which has Tinos's metrics), sized and spaced to take the same room, so the swap
 * moves nothing: a heading that wraps in one face and not the other shifts what follows.
 * Computed at build time; only the CSS reaches the page.
 */
const liberationSerif = { ...tinos, familyName: 'Liberation Serif', fullName: 'Liberation Serif', postscriptName: 'LiberationSerif' };
const stack = createFontStack([{ ...fraunces, familyName: DISPLAY_FAMILY }, georgia, notoSerif, liberationSerif], { fontFaceFormat: 'styleString' });

export const displayFontFamily = `${stack.fontFamily}, serif`;
export const displayFallbackFaces = stack.fontFaces;
