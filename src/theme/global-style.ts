import { createGlobalStyle } from 'styled-components';
import type { Palette, SiteConfig } from '../core/types/content.gen';
import { displayFallbackFaces, displayFontFamily } from './fonts';
import { DEFAULT_FILL, DEFAULT_STROKE } from './icon-defaults';
import { text } from '../theme/type-scale';
import { AT_END_ATTR, BESIDE_CONTENT, FIXED_BUTTON_ATTR, NOT_BESIDE_CONTENT, PAST_TOP_ATTR, SCROLLING_ATTR } from '../core/fixed-buttons';

const vars = (p: Palette) =>
  Object.entries(p)
    .map(([k, v]) => `--c-${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}: ${v};`)
    .join('\n');

/**
 * Theme tokens from site.yaml become custom properties; `.dark` on <html> swaps the palette,
 * so one set of components serves both themes.
 */
export const GlobalStyle = createGlobalStyle<{ $theme: SiteConfig['theme'] }>`
  ${displayFallbackFaces}
  :root {
    ${(p) => vars(p.$theme.light)}
    --radius: ${(p) => p.$theme.radius};
    --font-body: ${(p) => p.$theme.font};
    --font-display: ${displayFontFamily};
    --shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 8px 24px rgb(16 24 40 / 8%);
    --shadow-lg: 0 2px 6px rgb(16 24 40 / 8%), 0 20px 48px rgb(16 24 40 / 14%);
    --nav-h: 68px;
    /* The fixed buttons (src/core/fixed-buttons.ts): their size, their distance from the window's
       edges, and the room the page keeps free for them at its end on a narrow screen. */
    --fab: 48px;
    --fab-gap: 12px;
    --fab-bottom: calc(var(--fab-gap) + env(safe-area-inset-bottom, 0px));
    --fab-room: calc(var(--fab) + 2 * var(--fab-gap) + env(safe-area-inset-bottom, 0px));
    color-scheme: light;
  }
  :root.dark {
    ${(p) => vars(p.$theme.dark)}
    --shadow: 0 1px 2px rgb(0 0 0 / 30%), 0 8px 24px rgb(0 0 0 / 35%);
    --shadow-lg: 0 2px 6px rgb(0 0 0 / 35%), 0 20px 48px rgb(0 0 0 / 45%);
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--nav-h) + 12px); }
  /* Beside the content the fixed buttons cover nothing and stay put. On a narrower screen they
     step aside while the page scrolls and come back at rest, wait out the first screen (unless
     the page ends on it), and what focus or a link scrolls to stops above their room. */
  @media ${BESIDE_CONTENT} { :root { --fab-room: 0px; } }
  @media screen and ${NOT_BESIDE_CONTENT} {
    html.js { scroll-padding-bottom: var(--fab-room); }
    html.js[${SCROLLING_ATTR}] [${FIXED_BUTTON_ATTR}]:not(:focus-within, :has([aria-expanded='true'])),
    html.js:not([${PAST_TOP_ATTR}], [${AT_END_ATTR}]) [${FIXED_BUTTON_ATTR}]:not(:focus-within, :has([aria-expanded='true'])) {
      /* Out of the window, yet in the page: focus (a keyboard's Tab) brings a button back. */
      translate: var(--aside) 0;
    }
  }
  body {
    margin: 0;
    background: var(--c-bg);
    color: var(--c-text);
    font: 400 1rem/1.65 var(--font-body);
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { font-family: var(--font-display); line-height: 1.15; margin: 0 0 .5em; font-weight: 600; letter-spacing: -0.01em; }
  h1 { font-size: clamp(2.2rem, 5vw + 1rem, 4rem); }
  h2 { font-size: clamp(1.7rem, 2.4vw + 1rem, 2.6rem); }
  h3 { font-size: ${text.xl}; }
  p { margin: 0 0 1em; }
  a { color: var(--c-primary); text-underline-offset: 3px; }
  img, svg, video { display: block; max-width: 100%; }
  /* A sprite icon that names no fill or stroke width has lucide's own (src/components/icon-sprite.ts). */
  svg:not([fill]) > use { fill: ${DEFAULT_FILL}; }
  svg:not([stroke-width]) > use { stroke-width: ${DEFAULT_STROKE}; }
  img { height: auto; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid var(--c-primary); outline-offset: 3px; border-radius: 4px; }
  ::selection { background: var(--c-primary); color: var(--c-primary-text); }
  /* Island roots only mark where an island starts; they take no part in layout. */
  [data-island] { display: contents; }
  /* A page's sections after its first two are laid out as they come near the screen rather
     than all before the first paint (docs/decisions/content-visibility.md). A phone, which stacks
     what a wide screen sets side by side, keeps more room for one not yet drawn: a tool that reads
     the page unscrolled places the text of a section taller than its room over the next one. */
  main > section:nth-child(n + 3), main > [data-island]:nth-child(n + 3) > section {
    content-visibility: auto;
    contain-intrinsic-size: auto 40rem;
    @media (max-width: 639px) { contain-intrinsic-size: auto 100rem; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
