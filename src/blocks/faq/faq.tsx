import { styled } from 'styled-components';
import type { FaqBlock } from '../../core/types/content.gen';
import { inline } from '../../components/inline';
import { BlockHead } from '../../components/section-head';
import { Container, Section } from '../../components/ui';
import { text } from '../../theme/type-scale';

const List = styled(Container)`
  max-width: 820px;
  display: grid;
  gap: 12px;
`;

// <details> opens by click, Enter or Space with no script; the global :focus-visible ring marks the summary.
const Item = styled.details`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  transition: border-color 0.2s ease, box-shadow 0.2s ease;
  &[open] {
    border-color: color-mix(in srgb, var(--c-primary) 40%, var(--c-border));
    box-shadow: var(--shadow);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 16px clamp(16px, 2.4vw, 24px);
    min-height: 48px;
    border-radius: var(--radius);
    font-weight: 600;
    font-size: ${text.base};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  /* A chevron drawn with borders: it turns to point up when the answer is open. */
  summary::after {
    content: '';
    flex: none;
    width: 9px;
    height: 9px;
    margin: 0 6px 4px 0;
    border: solid var(--c-primary);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  &[open] summary::after { transform: rotate(-135deg); margin-bottom: -4px; }
  summary:hover { color: var(--c-primary); }
  p {
    margin: 0;
    padding: 0 clamp(16px, 2.4vw, 24px) 20px;
    color: var(--c-muted);
  }
`;

/** Questions guests ask, each a disclosure that opens to its answer. */
export function Faq(block: FaqBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
      </Container>
      <List>
        {block.items.map((item, i) => (
          <Item key={i}>
            <summary>{item.question}</summary>
            <p>{inline(item.answer)}</p>
          </Item>
        ))}
      </List>
    </Section>
  );
}
