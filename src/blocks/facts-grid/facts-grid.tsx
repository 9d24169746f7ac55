import { styled } from 'styled-components';
import type { FactsGridBlock } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Container, IconBadge, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(12px, 2vw, 20px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: clamp(16px, 2vw, 24px);
  container-type: inline-size;
  ${IconBadge} { width: 42px; height: 42px; border-radius: 12px; margin-bottom: 18px; }
  .value {
    font-family: var(--font-display);
    font-size: clamp(1.5rem, 1.4vw + 1rem, 2.1rem);
    font-weight: 600;
    line-height: 1.1;
    overflow-wrap: break-word;
    max-width: 100%;
  }
  /* Words ("Charlestown") are set smaller than numbers, and to the tile's own width, so they fit
     unbroken in six tiles across a desktop as in two across a phone. */
  .value.long { font-size: min(1.55rem, 15cqi); padding-top: 0.3em; }
  .label { color: var(--c-muted); font-size: ${text.sm}; margin-top: 6px; }
`;

/** Headline numbers as tiles; the value is read first so "4 Max guests" makes sense aloud. */
export function FactsGrid(block: FactsGridBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Tiles>
          {block.items.map((f) => (
            <Tile key={f.label}>
              <IconBadge>
                <Icon name={f.icon} size={22} />
              </IconBadge>
              <span className={f.value.length > 5 ? 'value long' : 'value'}>{f.value}</span>
              <span className="label">{f.label}</span>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Section>
  );
}
