import { styled } from 'styled-components';
import { Marquee } from '../../components/marquee';
import type { BannerStripBlock } from '../../core/types/content.gen';
import { text } from '../../theme/type-scale';

const Strip = styled.section`
  background: var(--c-band);
  color: var(--c-band-text);
  .track {
    /* Soft edges so words fade in and out instead of being cut. */
    mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);
  }
  .words {
    padding: 11px 0;
    font-size: ${text.xs};
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
`;

/**
 * A slim strip of words that drifts sideways (src/components/marquee.tsx: pause checkbox, still
 * under the pointer and for reduced motion). Screen readers hear the words once, as a sentence.
 * No script: the strip is plain HTML and CSS.
 */
export function BannerStrip(block: BannerStripBlock) {
  const label = block.label ?? block.words.join(' · ');
  return (
    <Strip id={block.id} aria-label={label}>
      <p className="visually-hidden">{label}</p>
      <Marquee words={block.words} pauseLabel="Pause the scrolling words" seconds={32} />
    </Strip>
  );
}
