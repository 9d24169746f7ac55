/**
 * lucide's own fill and stroke width: an icon that says no other gets them from the page's CSS
 * (global-style.ts) rather than from its own attributes, which the sprite
 * (src/components/icon-sprite.ts) leaves out; one that does say (a filled star) keeps its own, which the lines
 * inherit. A module of their own: the global style need not reach the sprite's renderer.
 */
export const DEFAULT_FILL = 'none';
export const DEFAULT_STROKE = '2';
