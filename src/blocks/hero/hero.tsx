import { css, styled } from 'styled-components';
import type { HeroBlock } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { ButtonLink } from '../../components/action-link';
import { Picture } from '../../components/picture';
import { ButtonRow, Container, Pill } from '../../components/ui';
import { factsLine } from '../../core/facts-line';
import { displayMeasure } from '../../theme/display-measure';
import { AvailabilityCard } from '../../widgets/live-calendar/availability-card';

const Wrap = styled.section<{ $image: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${(p) => (p.$image ? '#fff' : 'inherit')};
  background: ${(p) => (p.$image ? '#12292b' : 'var(--c-surface-alt)')};
  .bg { position: absolute; inset: 0; z-index: -2; }
  .bg img { width: 100%; height: 100%; object-fit: cover; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    ${(p) => p.$image && 'background: linear-gradient(100deg, rgb(8 20 22 / 82%) 0%, rgb(8 20 22 / 58%) 55%, rgb(8 20 22 / 30%) 100%);'}
  }
`;

const Inner = styled(Container)<{ $aside: boolean; $split: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  padding-top: clamp(64px, 11vw, 140px);
  padding-bottom: clamp(64px, 10vw, 128px);
  grid-template-columns: ${(p) => (p.$aside ? 'minmax(0, 1.25fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  @media (max-width: 899px) { grid-template-columns: minmax(0, 1fr); }
  h1 { max-width: ${displayMeasure(16)}; margin-top: 16px; }
  .text { font-size: clamp(1.05rem, 0.8vw + 0.9rem, 1.3rem); max-width: 58ch; opacity: 0.95; }
  .summary { font-weight: 600; letter-spacing: 0.02em; }
  /* With no photo and nothing beside it, a wide screen sets the words beside the heading, level
     with its last line, rather than leave the right half of the band empty. */
  ${(p) =>
    p.$split &&
    css`
      @media (min-width: 900px) {
        .split { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); column-gap: clamp(40px, 6vw, 96px); align-items: end; }
        .split > div > :last-child { margin-bottom: 0; }
        .split ${ButtonRow}:first-child { margin-top: 0; }
      }
    `}
`;

const Badge = styled(Pill)`
  background: rgb(255 255 255 / 14%);
  color: inherit;
  border-color: rgb(255 255 255 / 30%);
  backdrop-filter: blur(6px);
`;

export function Hero(block: HeroBlock) {
  const site = useSite();
  const hasImage = Boolean(block.image);
  const split = !hasImage && !block.aside;
  return (
    <Wrap $image={hasImage} id={block.id}>
      {block.image && (
        <div className="bg">
          <Picture src={block.image.src} alt={block.image.alt} priority sizes="100vw" />
        </div>
      )}
      <Inner $aside={Boolean(block.aside)} $split={split}>
        <div className={split ? 'split' : undefined}>
          <div>
            {block.badge && (hasImage ? <Badge>{block.badge}</Badge> : <Pill>{block.badge}</Pill>)}
            <h1>{block.heading}</h1>
            {block.summary && <p className="summary">{factsLine(site)}</p>}
          </div>
          <div>
            {block.text && <p className="text">{block.text}</p>}
            {block.buttons && (
              <ButtonRow>
                {block.buttons.map((b, i) => (
                  <ButtonLink key={b.href + i} button={b} variant={hasImage && b.variant === 'secondary' ? 'ghost' : undefined} />
                ))}
              </ButtonRow>
            )}
          </div>
        </div>
        {block.aside === 'availability' && <AvailabilityCard />}
      </Inner>
    </Wrap>
  );
}
