import { styled } from 'styled-components';
import type { ImageBannerBlock } from '../../core/types/content.gen';
import { Picture } from '../../components/picture';
import { Container } from '../../components/ui';
import { text } from '../../theme/type-scale';
import { displayMeasure } from '../../theme/display-measure';

const Banner = styled.section<{ $text: boolean }>`
  position: relative;
  isolation: isolate;
  display: grid;
  align-items: end;
  min-height: clamp(340px, 46vw, 600px);
  background: #12292b;
  color: #fff;
  overflow: hidden;
  .bg { position: absolute; inset: 0; z-index: -2; }
  .bg picture, .bg img { display: block; width: 100%; height: 100%; object-fit: cover; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    ${(p) => p.$text && 'background: linear-gradient(0deg, rgb(8 20 22 / 78%) 0%, rgb(8 20 22 / 30%) 45%, transparent 75%);'}
  }
  .copy { padding-top: 48px; padding-bottom: clamp(32px, 5vw, 64px); }
  h2 { color: #fff; max-width: ${displayMeasure(20)}; margin-bottom: 0.3em; }
  p { max-width: 52ch; font-size: ${text.lg}; margin: 0; color: #eef4f2; }
`;

/** A full-width photo, optionally with a line of text over its lower edge. */
export function ImageBanner(block: ImageBannerBlock) {
  const hasText = Boolean(block.heading || block.text);
  return (
    <Banner id={block.id} $text={hasText}>
      <div className="bg">
        <Picture src={block.image.src} alt={block.image.alt} sizes="100vw" />
      </div>
      {hasText && (
        <Container className="copy">
          {block.heading && <h2>{block.heading}</h2>}
          {block.text && <p>{block.text}</p>}
        </Container>
      )}
    </Banner>
  );
}
