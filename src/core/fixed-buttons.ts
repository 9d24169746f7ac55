/**
 * The fixed buttons (the chat button, the floating "Check availability"): where they may stand.
 *
 * From `BESIDE_CONTENT` on, the window is wide enough for them to stand in the page's margin, beside
 * its content (at most 1,136 px wide: `Container` in src/components/ui.ts), where they cover
 * nothing and stay put. Below it they are compact floating buttons that step aside while the
 * page scrolls and come back once it rests, wait out the page's first screen and find its last
 * screen's corners kept free (src/client/fixed-buttons.ts marks the states on <html>, the global
 * style moves them; src/chrome/page-marks.tsx keeps the room).
 */
export const BESIDE_CONTENT = '(width >= 1280px)';
export const NOT_BESIDE_CONTENT = '(width < 1280px)';

/** The states src/client/fixed-buttons.ts marks on <html>, which the global style reads. */
export const SCROLLING_ATTR = 'data-scrolling';
export const PAST_TOP_ATTR = 'data-past-top';
export const AT_END_ATTR = 'data-at-end';
/** Marks each fixed button's outer element; it steps aside to the side `--aside` points to. */
export const FIXED_BUTTON_ATTR = 'data-fixed-button';
