import { styled, css } from 'styled-components';
import { text } from '../theme/type-scale';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 clamp(18px, 4vw, 32px);
`;

type Tone = 'plain' | 'alt' | 'primary';

export const Section = styled.section<{ $tone?: Tone }>`
  padding: clamp(56px, 8vw, 104px) 0;
  ${(p) => p.$tone === 'alt' && css`background: var(--c-surface-alt);`}
  ${(p) =>
    p.$tone === 'primary' &&
    css`
      background: var(--c-band);
      color: var(--c-band-text);
      a { color: inherit; }
    `}
`;

export const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.14em;
  font-size: ${text.xs};
  font-weight: 600;
  color: var(--c-primary);
  margin-bottom: 0.75rem;
`;

export const Lead = styled.p`
  font-size: clamp(1.05rem, 0.6vw + 0.95rem, 1.2rem);
  color: var(--c-muted);
  max-width: 62ch;
`;

export const SectionHead = styled.header<{ $center?: boolean }>`
  margin-bottom: clamp(28px, 4vw, 48px);
  ${(p) => p.$center && css`text-align: center; ${Lead} { margin-inline: auto; }`}
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: clamp(16px, 2.4vw, 28px);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? 260}px), 1fr));
`;

export const Card = styled.article`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: clamp(20px, 2.4vw, 28px);
  h3 { margin-bottom: 0.4em; }
  p:last-child { margin-bottom: 0; }
`;

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  background: color-mix(in srgb, var(--c-primary) 12%, transparent);
  color: var(--c-primary);
  margin-bottom: 14px;
`;

export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: ${text.xs};
  font-weight: 600;
  background: color-mix(in srgb, var(--c-primary) 12%, var(--c-surface));
  color: var(--c-text);
  border: 1px solid color-mix(in srgb, var(--c-primary) 25%, transparent);
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
  li { display: flex; gap: 10px; align-items: flex-start; }
  li svg { flex: none; color: var(--c-primary); margin-top: 3px; }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 22px;
  border-radius: 999px;
  font-weight: 600;
  font-size: ${text.base};
  text-decoration: none;
  border: 2px solid transparent;
  cursor: pointer;
  transition: transform 0.15s ease, box-shadow 0.15s ease, background-color 0.15s ease;
  &:hover { transform: translateY(-1px); box-shadow: var(--shadow); }
  &:active { transform: none; }
  &[aria-disabled='true'], &:disabled { opacity: 0.5; cursor: not-allowed; transform: none; box-shadow: none; }
`;

export type Variant = 'primary' | 'secondary' | 'ghost' | 'book';

export const buttonStyles = (variant: Variant = 'primary') => css`
  ${buttonBase}
  ${variant === 'primary' && css`background: var(--c-primary); color: var(--c-primary-text);`}
  ${variant === 'book' && css`background: var(--c-accent); color: var(--c-accent-text);`}
  ${variant === 'secondary' && css`background: var(--c-surface); color: var(--c-text); border-color: var(--c-border);`}
  ${variant === 'ghost' && css`background: transparent; color: inherit; border-color: currentColor;`}
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${(p) => buttonStyles(p.$variant)}
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
`;
