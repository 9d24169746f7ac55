import { Ban, Check } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { FactPanelsBlock } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Card, CheckList, Container, Grid, IconBadge, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { useSite } from '../../core/site-context';

const FactCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  header { display: flex; align-items: center; gap: 14px; }
  header ${IconBadge} { margin: 0; flex: none; }
  h3 { margin: 0; }
  dl { margin: 0; display: grid; }
  dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
    padding: 10px 0;
    border-bottom: 1px dashed var(--c-border);
  }
  dl > div:last-child { border-bottom: 0; }
  dt { color: var(--c-muted); }
  dd { margin: 0; font-weight: 600; text-align: right; }
  ${CheckList} li.not-allowed svg { color: var(--c-accent); }
`;

type Panel = Pick<NonNullable<FactPanelsBlock['panels']>[number], 'icon' | 'title' | 'rows' | 'items' | 'itemStyle'>;

export function FactPanels(block: FactPanelsBlock) {
  const { property } = useSite();
  // What the house has and its rules are stated once, in site.yaml, for this page and the chat alike.
  const panels: Panel[] = [
    ...(block.panels ?? []).map((p) => (p.houseRules ? { ...p, items: [...(p.items ?? []), ...(property.houseRules ?? [])] } : p)),
    ...(block.amenities ? (property.amenities ?? []) : []),
  ];
  return (
    <Section id={block.id} $tone={block.tone === 'alt' ? 'alt' : 'plain'}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={300}>
          {panels.map((p) => (
            <FactCard key={p.title}>
              <header>
                <IconBadge>
                  <Icon name={p.icon} />
                </IconBadge>
                <h3>{p.title}</h3>
              </header>
              {p.rows && (
                <dl>
                  {p.rows.map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {p.items?.length ? (
                <CheckList>
                  {p.items.map((item) => (
                    <li key={item} className={p.itemStyle === 'not-allowed' ? 'not-allowed' : undefined}>
                      {p.itemStyle === 'not-allowed' ? <Ban size={18} aria-hidden="true" /> : <Check size={18} aria-hidden="true" />}
                      <span>{item}</span>
                    </li>
                  ))}
                </CheckList>
              ) : null}
            </FactCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
