import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { FloatingCtaBlock } from '../types/content.gen';
import { ButtonLink } from '../components/action-link';

// Bottom-left so it never covers the chat button at the bottom right. On phones it waits until
// the visitor scrolls past the first screen, where it would cover the hero's own buttons.
const Dock = styled.div`
  position: fixed;
  left: clamp(12px, 3vw, 24px);
  bottom: clamp(12px, 3vw, 24px);
  z-index: 40;
  transition: opacity 0.2s ease, transform 0.2s ease, visibility 0.2s;
  a { box-shadow: var(--shadow-lg); }
  @media (max-width: 899px) {
    &[data-shown='false'] { opacity: 0; visibility: hidden; transform: translateY(12px); }
  }
  @media print { display: none; }
`;

export function FloatingCta(block: FloatingCtaBlock) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight * 0.6);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Dock data-shown={shown}>
      <ButtonLink button={block.button} />
    </Dock>
  );
}
