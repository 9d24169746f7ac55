import { ChevronLeft, ChevronRight, Pause, Play } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { CarouselPhoto, PhotoCarouselBlock } from '../../core/types/content.gen';
import { Picture } from '../../components/picture';
import { Container, Section } from '../../components/ui';
import { useComputed } from '../../core/computed';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Frame = styled.section`
  position: relative;

  /* Before flickity loads the slides are a plain scroll-snap row of the same size, so the page
     looks the same and hydration has nothing to reconcile. Only without JavaScript can it be
     scrolled by hand: a scrollable row that flickity then rebuilds counts as a large layout
     shift in Chromium, even off-screen. */
  .track {
    display: flex;
    overflow: hidden;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    border-radius: var(--radius);
  }
  .track::-webkit-scrollbar { display: none; }
  /* Until flickity takes over, only the first photo and the edge of the second are in sight:
     the rest stay unrendered, so their lazy images do not compete with the hero photo. */
  html.js & .track:not(.flickity-enabled) > .slide:nth-child(n + 3) { display: none; }
  @media (scripting: none) { .track { overflow-x: auto; } }
  .track:focus-visible { outline-offset: 4px; }

  .slide {
    flex: none;
    width: 86%;
    margin: 0 14px 0 0;
    scroll-snap-align: start;
    @media (min-width: 700px) { width: 66%; margin-right: 20px; }
    @media (min-width: 1100px) { width: 58%; }
  }
  .photo {
    aspect-ratio: 3 / 2;
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--c-surface-alt);
  }
  .photo picture, .photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .slide figure { margin: 0; }
  .slide figcaption { margin-top: 10px; color: var(--c-muted); font-size: ${text.md}; }

  .controls {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-top: 22px;
  }
  .count {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    color: var(--c-muted);
    min-width: 5ch;
  }
  .bar {
    flex: 1;
    height: 3px;
    border-radius: 3px;
    background: var(--c-border);
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: var(--c-primary);
    transition: width 0.4s ease;
  }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
  box-shadow: var(--shadow);
  cursor: pointer;
  transition: transform 0.15s ease, background-color 0.15s ease, opacity 0.15s ease;
  &:hover:not(:disabled) { transform: translateY(-1px); background: var(--c-surface-alt); }
  &:disabled { opacity: 0.4; cursor: not-allowed; box-shadow: none; }

  /* The pause button shows what it will do; it has nothing to do without script or motion. */
  &.play[aria-pressed='false'] .i-play, &.play[aria-pressed='true'] .i-pause { display: none; }
  &.play { @media (scripting: none), (prefers-reduced-motion: reduce) { display: none; } }
`;

/**
 * A photo carousel, rendered on its first photo. client.ts brings it to life
 * (flickity for dragging and animation, the buttons, arrow keys and auto-advance): this
 * component only draws the markup it reads.
 */
export function PhotoCarousel(block: PhotoCarouselBlock) {
  const photos = useComputed<CarouselPhoto[]>() ?? [];
  const total = photos.length;
  if (total === 0) return null;
  return (
    <Section id={block.id} style={{ paddingTop: 'clamp(24px, 4vw, 56px)' }}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Frame aria-roledescription="carousel" aria-label={block.label} data-autoplay={block.autoPlayMs}>
          <div className="track" tabIndex={0} role="group" aria-label="Slides (use the left and right arrow keys)">
            {photos.map((p, i) => (
              // A figure may not take the group role, so the slide is a div around it.
              <div key={p.src + i} className="slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${total}`}>
                <figure>
                  <div className="photo">
                    <Picture src={p.src} alt={p.alt} sizes="(min-width: 1100px) 680px, (min-width: 700px) 66vw, 86vw" />
                  </div>
                  {block.captions && p.caption && <figcaption>{p.caption}</figcaption>}
                </figure>
              </div>
            ))}
          </div>
          <div className="controls">
            <RoundButton type="button" data-step="-1" aria-label="Previous photo" disabled>
              <ChevronLeft size={22} aria-hidden="true" />
            </RoundButton>
            <RoundButton type="button" data-step="1" aria-label="Next photo" disabled={total === 1}>
              <ChevronRight size={22} aria-hidden="true" />
            </RoundButton>
            <span className="count" aria-hidden="true">{`1 / ${total}`}</span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${100 / total}%` }} />
            </span>
            {block.autoPlayMs && (
              <RoundButton type="button" className="play" aria-pressed="false" aria-label="Pause the slideshow">
                <Pause className="i-pause" size={18} aria-hidden="true" />
                <Play className="i-play" size={18} aria-hidden="true" />
              </RoundButton>
            )}
          </div>
          <p className="visually-hidden" aria-live={block.autoPlayMs ? 'off' : 'polite'} aria-atomic="true">
            {`Photo 1 of ${total}: ${photos[0].alt}`}
          </p>
        </Frame>
      </Container>
    </Section>
  );
}
