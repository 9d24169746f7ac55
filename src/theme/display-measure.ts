/** The width of the display face's "0" at weight 600, in em: its `ch` (measured in Chromium). */
const DISPLAY_CH_EM = 0.675;

/**
 * A heading's measure of `n` characters of the display face, in em. `ch` would be the width of
 * the "0" of whichever face is in use, and the fallbacks' is narrower (Liberation Serif's 0.58
 * em): a hero's title was 38 px narrower until the face arrived, wrapped onto one more line,
 * and moved everything below it when it did (Lighthouse's layout shift 0.03 on three pages).
 */
export const displayMeasure = (n: number) => `${+(n * DISPLAY_CH_EM).toFixed(2)}em`;
