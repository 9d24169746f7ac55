import { styled } from 'styled-components';
import type { FloatingCtaBlock } from '../types/content.gen';
import { ButtonLink } from '../components/action-link';

// Bottom-left so it never covers the chat button at the bottom right.
const Dock = styled.div`
  position: fixed;
  left: clamp(12px, 3vw, 24px);
  bottom: clamp(12px, 3vw, 24px);
  z-index: 40;
  a { box-shadow: var(--shadow-lg); }
  @media print { display: none; }
`;

export function FloatingCta(block: FloatingCtaBlock) {
  return (
    <Dock>
      <ButtonLink button={block.button} />
    </Dock>
  );
}
