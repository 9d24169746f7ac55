import { styled } from 'styled-components';

/**
 * The band along the bottom of the window where the fixed buttons live (the chat button on the
 * right, the floating "Check availability" on the left). It is opaque and the page keeps its
 * height free at its end (global-style.ts), so the buttons never sit on a link or a line of
 * text: what scrolls under the band is hidden by it, as under the top bar, and can be scrolled
 * into view. Layout does what a script measuring every line did after each scroll.
 */
const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  height: var(--dock-h);
  z-index: 30;
  background: var(--c-bg);
  border-top: 1px solid var(--c-border);
  /* The buttons it holds need script; without it there is nothing to hold. */
  html:not(.js) & { display: none; }
  @media print { display: none; }
`;

export function DockBar() {
  return <Bar className="dock-bar" />;
}
