import { styled } from 'styled-components';

// Two marks src/client/fixed-buttons.ts watches, so the fixed buttons know where the page stands
// without measuring it (src/core/fixed-buttons.ts).

/** In view until the page has scrolled by the room a fixed button takes: its first screen. */
const Top = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: max(var(--fab-room), 1px);
  pointer-events: none;
`;

/**
 * The room kept at the end of the page, inside the footer (its colour), so that on a narrow
 * screen the buttons' corners of the last screen hold nothing; whole in view only at the end.
 * None on a wide screen, where the buttons stand beside the content, nor without script, where
 * there are no buttons.
 */
const End = styled.div`
  height: var(--fab-room);
  html:not(.js) & { height: 0; }
  @media print { display: none; }
`;

export const PageTop = () => <Top data-page-top="" aria-hidden="true" />;
export const PageEnd = () => <End data-page-end="" aria-hidden="true" />;
