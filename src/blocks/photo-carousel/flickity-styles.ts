// The few rules of flickity.css the carousel needs, for the markup flickity builds: they come with
// the script that builds it (core/script-styles.ts says why), not a render-blocking stylesheet.
const c = '[aria-roledescription="carousel"]';
export const flickityStyles = `
${c} .track.flickity-enabled { display: block; overflow: visible; position: relative; }
${c} .flickity-viewport { overflow: hidden; position: relative; height: 100%; touch-action: pan-y; border-radius: var(--radius); }
${c} .flickity-slider { position: absolute; width: 100%; height: 100%; left: 0; }
${c} .flickity-cell { position: absolute; left: 0; }
${c} .is-draggable .flickity-viewport { cursor: grab; }
${c} .is-draggable .flickity-viewport.is-pointer-down { cursor: grabbing; }
${c} .is-draggable { user-select: none; -webkit-tap-highlight-color: transparent; }
`;
