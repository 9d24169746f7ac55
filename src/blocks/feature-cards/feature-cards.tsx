import { styled } from 'styled-components';
import type { FeatureCardsBlock } from '../../core/types/content.gen';
import { SectionLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { Card, Container, IconBadge, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';

// Cards per row on wide screens chosen from the count (4 → 4, 5 → 3 + 2, 6 → 3 + 3), with a
// short last row centred, so no card is ever left alone at the left edge.
const Cards = styled.div<{ $perRow: number }>`
  --gap: clamp(16px, 2.4vw, 28px);
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  > * { flex: 0 1 100%; }
  @media (min-width: 600px) { > * { flex-basis: calc((100% - var(--gap)) / 2); } }
  @media (min-width: 960px) {
    > * { flex-basis: calc((100% - ${(p) => p.$perRow - 1} * var(--gap)) / ${(p) => p.$perRow}); }
  }
`;

const perRow = (n: number) => (n <= 4 ? n : n % 4 === 0 ? 4 : 3);

export function FeatureCards(block: FeatureCardsBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Cards $perRow={perRow(block.items.length)}>
          {block.items.map((item) => (
            <Card key={item.title}>
              <IconBadge>
                <Icon name={item.icon} />
              </IconBadge>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Card>
          ))}
        </Cards>
        <SectionLink button={block.link} />
      </Container>
    </Section>
  );
}
