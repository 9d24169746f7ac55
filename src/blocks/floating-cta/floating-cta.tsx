import { styled } from 'styled-components';
import type { FloatingCtaBlock } from '../../core/types/content.gen';
import { ButtonLink } from '../../components/action-link';

// Bottom-left in the band kept for the fixed buttons (src/chrome/dock-bar.tsx), so it covers
// nothing and never the chat button at the bottom right. With script it waits until the page's
// first section (the hero, with its own buttons) has scrolled away (client.ts). The band is
// there only with script, so without it the button is not shown: the hero and the page's own
// links lead to the same place.
const Dock = styled.div`
  position: fixed;
  left: clamp(12px, 3vw, 24px);
  bottom: calc(var(--dock-pad) + env(safe-area-inset-bottom, 0px));
  height: 60px;
  display: flex;
  align-items: center;
  z-index: 40;
  transition: opacity 0.2s ease, transform 0.2s ease, visibility 0.2s;
  html.js &[data-shown='false'] { opacity: 0; visibility: hidden; transform: translateY(12px); }
  html:not(.js) & { display: none; }
  @media print { display: none; }
`;

export function FloatingCta(block: FloatingCtaBlock) {
  return (
    <Dock data-shown="false">
      <ButtonLink button={block.button} />
    </Dock>
  );
}
