import { styled, css } from 'styled-components';
import { text } from '../../theme/type-scale';

/** The shared look of the guide's panels: soft cards on the page background. */

export const PanelHead = styled.header`
  margin-bottom: clamp(20px, 3vw, 32px);
  h2 { margin-bottom: 0.25em; }
  p { color: var(--c-muted); margin: 0; max-width: 62ch; }
`;

export const SubHead = styled.h3`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: clamp(1.3rem, 1vw + 1rem, 1.6rem);
  margin: clamp(36px, 5vw, 56px) 0 18px;
`;

export const Cards = styled.div<{ $min?: number }>`
  display: grid;
  gap: clamp(14px, 2vw, 22px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 280}px), 1fr));
  align-items: start;
`;

export const GuideCard = styled.article<{ $tone?: 'plain' | 'primary' | 'warm' }>`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: clamp(18px, 2.2vw, 26px);
  break-inside: avoid;
  /* A tab's cards are laid out as they near the screen: a tap on a tab lays out its first screen,
     not the tens of cards below it (the Local Area tab: 11 ms of layout here, a phone's 44).
     Printed, every card is drawn. */
  content-visibility: auto;
  contain-intrinsic-size: auto 260px;
  @media print {
    content-visibility: visible;
  }
  ${(p) =>
    p.$tone === 'primary' &&
    css`
      background: linear-gradient(160deg, color-mix(in srgb, var(--c-primary) 12%, var(--c-surface)), var(--c-surface) 70%);
      border-color: color-mix(in srgb, var(--c-primary) 30%, var(--c-border));
    `}
  ${(p) =>
    p.$tone === 'warm' &&
    css`
      background: linear-gradient(160deg, color-mix(in srgb, var(--c-accent) 10%, var(--c-surface)), var(--c-surface) 70%);
      border-color: color-mix(in srgb, var(--c-accent) 28%, var(--c-border));
    `}
  h3, h4 { font-size: ${text.lg}; margin: 0 0 0.5em; }
  p:last-child, ul:last-child, ol:last-child { margin-bottom: 0; }
`;

export const CardTitle = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  h3, h4 { margin: 0; }
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'accent' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  color: ${(p) => (p.$tone === 'accent' ? 'var(--c-accent)' : 'var(--c-primary)')};
  background: color-mix(in srgb, ${(p) => (p.$tone === 'accent' ? 'var(--c-accent)' : 'var(--c-primary)')} 12%, transparent);
`;

export const Bullets = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  li { position: relative; padding-left: 20px; }
  li::before {
    content: '';
    position: absolute;
    left: 2px;
    top: 0.62em;
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--c-primary) 70%, transparent);
  }
`;

export const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: 12px;
  li { counter-increment: step; position: relative; padding-left: 40px; min-height: 28px; }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: ${text.sm};
    font-weight: 700;
    color: var(--c-primary-text);
    background: var(--c-primary);
  }
`;

export const Meta = styled.dl`
  margin: 0;
  display: grid;
  gap: 8px;
  font-size: ${text.md};
  div { display: flex; gap: 10px; align-items: flex-start; }
  dt { flex: none; color: var(--c-primary); padding-top: 2px; }
  dd { margin: 0; }
`;

export const Note = styled.p`
  margin: 14px 0 0;
  padding: 10px 14px;
  border-radius: 12px;
  font-size: ${text.sm};
  background: color-mix(in srgb, var(--c-star) 12%, var(--c-surface));
  border: 1px solid color-mix(in srgb, var(--c-star) 35%, transparent);
  strong { font-weight: 700; }
`;

export const SmallButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: 999px;
  font-weight: 600;
  font-size: ${text.md};
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  border: 1.5px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
  transition: background-color 0.15s ease, border-color 0.15s ease, transform 0.15s ease;
  &:hover { border-color: var(--c-primary); transform: translateY(-1px); }
  ${(p) =>
    p.$variant === 'primary' &&
    css`
      background: var(--c-primary);
      border-color: var(--c-primary);
      color: var(--c-primary-text);
    `}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 18px;
`;
