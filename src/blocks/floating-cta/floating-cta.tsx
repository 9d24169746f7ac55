import { styled } from 'styled-components';
import type { FloatingCtaBlock } from '../../types/content.gen';
import { ButtonLink } from '../../components/action-link';

// Bottom-left so it never covers the chat button at the bottom right. With script it waits
// until the page's first section (the hero, with its own buttons) has scrolled away
// (client.ts). Without script nothing could move it off what it covers (the calendar's key),
// so it is not shown: the hero and the page's own links lead to the same place.
const Dock = styled.div`
  position: fixed;
  left: clamp(12px, 3vw, 24px);
  bottom: clamp(12px, 3vw, 24px);
  z-index: 40;
  transition: opacity 0.2s ease, transform 0.2s ease, translate 0.2s ease, visibility 0.2s;
  a { box-shadow: var(--shadow-lg); }
  html.js &[data-shown='false'] { opacity: 0; visibility: hidden; transform: translateY(12px); }
  /* Moved up its edge by src/client/dodge.ts when a control is under it. */
  translate: 0 var(--dodge-y, 0px);
  visibility: var(--dodge-visibility, visible);
  html:not(.js) & { display: none; }
  @media print { display: none; }
`;

export function FloatingCta(block: FloatingCtaBlock) {
  return (
    <Dock data-shown="false" data-dodge="">
      <ButtonLink button={block.button} />
    </Dock>
  );
}
