import { styled } from 'styled-components';
import type { TextBlock } from '../../core/types/content.gen';
import { inline } from '../../components/inline';
import { Container, Section } from '../../components/ui';
import { text } from '../../theme/type-scale';

const Prose = styled(Container)`
  max-width: 760px;
  p { font-size: ${text.lg}; }
`;


export function Text(block: TextBlock) {
  return (
    <Section id={block.id}>
      <Prose>
        {block.heading && <h2>{block.heading}</h2>}
        {block.paragraphs.map((p, i) => (
          <p key={i}>{inline(p)}</p>
        ))}
      </Prose>
    </Section>
  );
}
