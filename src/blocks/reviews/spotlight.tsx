import { styled } from 'styled-components';
import type { ReviewsBlock } from '../../core/types/content.gen';
import { Stars } from '../../components/stars';
import { Container, Section } from '../../components/ui';

const Figure = styled.figure`
  margin: 0 auto;
  max-width: 820px;
  text-align: center;
  blockquote { margin: 20px 0; font-family: var(--font-display); font-size: clamp(1.35rem, 2vw + 0.8rem, 2rem); line-height: 1.35; }
  figcaption { font-weight: 600; opacity: 0.9; }
  [role='img'] { justify-content: center; color: inherit; }
`;

/** One highlighted quote on a coloured band. */
export function ReviewSpotlight(block: ReviewsBlock) {
  const [r] = block.items;
  return (
    <Section id={block.id} $tone="primary">
      <Container>
        <Figure>
          <Stars rating={r.rating} size={22} />
          <blockquote>
            <p>“{r.quote}”</p>
          </blockquote>
          <figcaption>— {r.name}</figcaption>
        </Figure>
      </Container>
    </Section>
  );
}
