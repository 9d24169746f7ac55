import { styled } from 'styled-components';
import type { TestimonialBlock } from '../types/content.gen';
import { Stars } from '../components/stars';
import { Container, Section } from '../components/ui';

const Figure = styled.figure`
  margin: 0 auto;
  max-width: 820px;
  text-align: center;
  blockquote { margin: 20px 0; font-family: var(--font-display); font-size: clamp(1.35rem, 2vw + 0.8rem, 2rem); line-height: 1.35; }
  figcaption { font-weight: 600; opacity: 0.9; }
  [role='img'] { justify-content: center; color: inherit; }
`;

export function Testimonial(block: TestimonialBlock) {
  return (
    <Section id={block.id} $tone="primary">
      <Container>
        <Figure>
          <Stars rating={block.rating} size={22} />
          <blockquote>
            <p>“{block.quote}”</p>
          </blockquote>
          <figcaption>— {block.attribution}</figcaption>
        </Figure>
      </Container>
    </Section>
  );
}
