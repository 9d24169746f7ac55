import { styled } from 'styled-components';
import { Container, buttonStyles } from './ui';
import { text } from '../theme/type-scale';

/** The short centred screens: not found, post not found, the error screen. */
export const Centered = styled(Container)`
  min-height: 60vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding-top: 64px;
  padding-bottom: 64px;
  .code { font-family: var(--font-display); font-size: clamp(4rem, 12vw, 8rem); line-height: 1; margin: 0; color: var(--c-primary); }
  p { color: var(--c-muted); font-size: ${text.xl}; }
  a.home { ${buttonStyles('primary')} justify-self: center; }
`;
