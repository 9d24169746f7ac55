import type { FeatureCardsBlock } from '../types/content.gen';
import { ButtonLink } from '../components/action-link';
import { Icon } from '../components/icon';
import { ButtonRow, Card, Container, Grid, IconBadge, Section } from '../components/ui';
import { BlockHead } from './section-head';

export function FeatureCards(block: FeatureCardsBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={240}>
          {block.items.map((item) => (
            <Card key={item.title}>
              <IconBadge>
                <Icon name={item.icon} />
              </IconBadge>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Card>
          ))}
        </Grid>
        {block.link && (
          <ButtonRow style={{ justifyContent: 'center' }}>
            <ButtonLink button={block.link} />
          </ButtonRow>
        )}
      </Container>
    </Section>
  );
}
