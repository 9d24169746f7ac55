import { Check } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { UseCasesBlock } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Card, CheckList, Container, Grid, IconBadge, Pill, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Item = styled(Card)`
  .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }
  ${CheckList} { margin-top: 14px; font-size: ${text.md}; gap: 6px; }
`;

export function UseCases(block: UseCasesBlock) {
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={300}>
          {block.items.map((item) => (
            <Item key={item.title}>
              <div className="top">
                {item.icon ? (
                  <IconBadge>
                    <Icon name={item.icon} />
                  </IconBadge>
                ) : (
                  <span />
                )}
                {item.badge && <Pill>{item.badge}</Pill>}
              </div>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.features && (
                <CheckList>
                  {item.features.map((f) => (
                    <li key={f}>
                      <Check size={16} aria-hidden="true" />
                      <span>{f}</span>
                    </li>
                  ))}
                </CheckList>
              )}
            </Item>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
