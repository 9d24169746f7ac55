import type { FactPanelsBlock, Panel } from '../../core/types/content.gen';
import { FactPanel } from '../../components/fact-panel';
import { Container, Grid, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { useSite } from '../../core/site-context';

export function FactPanels(block: FactPanelsBlock) {
  const { property } = useSite();
  // What the house has is stated once, in site.yaml, for this page and the chat alike.
  const panels: Panel[] = [...(block.panels ?? []), ...(block.amenities ? (property.amenities ?? []) : [])];
  return (
    <Section id={block.id} $tone={block.tone === 'alt' ? 'alt' : 'plain'}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={300}>
          {panels.map((p) => (
            <FactPanel key={p.title} panel={p} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
