import { createFontStack } from '@capsizecss/core';
import fraunces from '@capsizecss/metrics/fraunces';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import georgia from '@capsizecss/metrics/georgia';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import tinos from '@capsizecss/metrics/tinos';
import tinosBold from '@capsizecss/metrics/tinos/700';
import { DISPLAY_FAMILY, DISPLAY_WEIGHTS } from '../core/theme-boot';

/**
 * The display face and its metric-adjusted fallbacks: until the self-hosted Fraunces is added
 * (after the first paint, src/core/theme-boot.ts) and has arrived, headings are set in the
 * serif the device has (Georgia on Apple and Windows, Noto Serif on Android, Liberation Serif on
 * Linux, which has Tinos's metrics), sized and spaced to take the same room, so the swap
 * moves nothing: a heading that wraps in one face and not the other shifts what follows.
 * Computed at build time; only the CSS reaches the page.
 *
 * Headings are set at 600, where Fraunces is 3% wider than at 400; a regular fallback made bold
 * by the browser keeps its regular widths, so the semibold text gets the fallbacks' bold cuts,
 * sized to Fraunces at 600 (Liberation Serif's synthetic bold: "What Our Guests Say" set 7 px
 * narrower than the face, one line where the face takes two on a 390 px phone).
 */
const liberation = (metrics: typeof tinos, style: string) => ({
  ...metrics,
  familyName: 'Liberation Serif',
  fullName: `Liberation Serif${style ? ` ${style}` : ''}`,
  postscriptName: `LiberationSerif${style ? `-${style}` : ''}`,
});
const stack = (display: typeof fraunces, fallbacks: (typeof georgia)[], weight: number) =>
  createFontStack([{ ...display, familyName: DISPLAY_FAMILY }, ...fallbacks], { fontFaceFormat: 'styleString', fontFaceProperties: { fontWeight: String(weight) } });
const regular = stack(fraunces, [georgia, notoSerif, liberation(tinos, '')], DISPLAY_WEIGHTS.min);
const semibold = stack(fraunces600, [georgiaBold, notoSerifBold, liberation(tinosBold, 'Bold')], DISPLAY_WEIGHTS.max);

export const displayFontFamily = `${regular.fontFamily}, serif`;
export const displayFallbackFaces = regular.fontFaces + semibold.fontFaces;
