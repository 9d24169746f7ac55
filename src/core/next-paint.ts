/**
 * Runs `fn` once the next frame has been drawn: what a tap starts beyond its first answer (an
 * island's code, a tab's content, a search's results) comes after that answer is on screen, so a
 * slow phone shows the tap was taken within a frame (INP counts to that paint).
 */
export const afterNextPaint = (fn: () => void) => void requestAnimationFrame(() => setTimeout(fn));
