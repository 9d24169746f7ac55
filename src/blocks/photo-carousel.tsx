import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { styled } from 'styled-components';
import type Flickity from 'flickity';
import type { CarouselPhoto, PhotoCarouselBlock } from '../types/content.gen';
import { Picture } from '../components/picture';
import { Container, Section } from '../components/ui';
import { useComputed } from '../engine/computed';
import { BlockHead } from './section-head';

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
  @media (scripting: none) { .track { overflow-x: auto; } }
  .track:focus-visible { outline-offset: 4px; }

  /* The few rules of flickity.css the carousel needs, kept here instead of a render-blocking
     stylesheet on every page. */
  .track.flickity-enabled { display: block; overflow: visible; position: relative; }
  .flickity-viewport { overflow: hidden; position: relative; height: 100%; touch-action: pan-y; border-radius: var(--radius); }
  .flickity-slider { position: absolute; width: 100%; height: 100%; left: 0; }
  .flickity-cell { position: absolute; left: 0; }
  .is-draggable .flickity-viewport { cursor: grab; }
  .is-draggable .flickity-viewport.is-pointer-down { cursor: grabbing; }
  .is-draggable { user-select: none; -webkit-tap-highlight-color: transparent; }

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
  .slide figcaption { margin-top: 10px; color: var(--c-muted); font-size: 0.95rem; }

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
`;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** The photos a carousel shows: the engine's selection from site.yaml, or the block's own list. */
function usePhotos(block: PhotoCarouselBlock): CarouselPhoto[] {
  const computed = useComputed<CarouselPhoto[]>();
  const list = computed ?? (Array.isArray(block.photos) ? block.photos : []);
  return block.count ? list.slice(0, block.count) : list;
}

/**
 * A photo carousel: flickity (loaded on the client only, it touches window on import) for
 * dragging and animation, with its own previous/next buttons that are disabled at the ends
 * (no wrap-around), arrow keys, "n of N" slide labels and an optional auto-advance that stops
 * on hover, on focus, for reduced motion, and with its pause button.
 */
export function PhotoCarousel(block: PhotoCarouselBlock) {
  const photos = usePhotos(block);
  // flickity owns the slides once it starts, so React must never re-render them in place: a
  // different set of photos (another page's carousel in the same spot) gets a fresh carousel.
  const key = photos.map((p) => p.src).join('|') + (block.captions ? '+c' : '');
  return <Carousel key={key} block={block} photos={photos} />;
}

function Carousel({ block, photos }: { block: PhotoCarouselBlock; photos: CarouselPhoto[] }) {
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(Boolean(block.autoPlayMs));
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [reduced, setReduced] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const flkty = useRef<Flickity | null>(null);
  const prevBtn = useRef<HTMLButtonElement>(null);
  const nextBtn = useRef<HTMLButtonElement>(null);
  const indexRef = useRef(0);
  indexRef.current = index;

  useEffect(() => {
    setReduced(prefersReducedMotion());
    let cancelled = false;
    const el = track.current;
    if (!el) return;
    import('flickity').then(({ default: Flickity }) => {
      if (cancelled) return;
      el.scrollLeft = 0;
      const f = new Flickity(el, {
        cellAlign: 'left',
        contain: true,
        wrapAround: false,
        prevNextButtons: false,
        pageDots: false,
        accessibility: false,
        dragThreshold: 10,
        imagesLoaded: false,
        initialIndex: indexRef.current,
      });
      f.on('select', () => setIndex(f.selectedIndex));
      flkty.current = f;
    });
    return () => {
      cancelled = true;
      flkty.current?.destroy();
      flkty.current = null;
    };
  }, []);

  const go = useCallback(
    (target: number, wrap = false) => {
      const next = wrap ? (target + total) % total : Math.max(0, Math.min(total - 1, target));
      const f = flkty.current;
      if (f) f.select(next, false, prefersReducedMotion());
      else {
        // flickity not loaded yet: scroll the plain row instead.
        const el = track.current;
        const slide = el?.children[next] as HTMLElement | undefined;
        if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        setIndex(next);
      }
      // A button that just became disabled would drop keyboard focus to the page: hand it over.
      const active = typeof document !== 'undefined' ? document.activeElement : null;
      if (next === total - 1 && active === nextBtn.current) prevBtn.current?.focus();
      if (next === 0 && active === prevBtn.current) nextBtn.current?.focus();
    },
    [total],
  );

  const autoPlay = Boolean(block.autoPlayMs) && playing && !reduced && !held.hover && !held.focus;
  useEffect(() => {
    if (!autoPlay || !block.autoPlayMs) return;
    const t = setTimeout(() => go(index + 1, true), block.autoPlayMs);
    return () => clearTimeout(t);
  }, [autoPlay, block.autoPlayMs, index, go]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + (e.key === 'ArrowRight' ? 1 : -1));
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
  };

  // Slides never re-render after hydration: flickity has moved them into its own wrapper.
  const slides = useMemo(
    () =>
      photos.map((p, i) => (
        // A figure may not take the group role, so the slide is a div around it.
        <div key={p.src + i} className="slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${photos.length}`}>
          <figure>
            <div className="photo">
              <Picture src={p.src} alt={p.alt} sizes="(min-width: 1100px) 680px, (min-width: 700px) 66vw, 86vw" />
            </div>
            {block.captions && p.caption && <figcaption>{p.caption}</figcaption>}
          </figure>
        </div>
      )),
    [photos, block.captions],
  );

  if (total === 0) return null;
  const current = photos[index];
  return (
    <Section id={block.id} style={{ paddingTop: 'clamp(24px, 4vw, 56px)' }}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Frame
          aria-roledescription="carousel"
          aria-label={block.label}
          onKeyDown={onKeyDown}
          onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
          onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
          onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
          onBlur={onBlur}
        >
          <div className="track" ref={track} tabIndex={0} role="group" aria-label="Slides (use the left and right arrow keys)">
            {slides}
          </div>
          <div className="controls">
            <RoundButton ref={prevBtn} type="button" aria-label="Previous photo" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft size={22} aria-hidden="true" />
            </RoundButton>
            <RoundButton ref={nextBtn} type="button" aria-label="Next photo" disabled={index === total - 1} onClick={() => go(index + 1)}>
              <ChevronRight size={22} aria-hidden="true" />
            </RoundButton>
            <span className="count" aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${((index + 1) / total) * 100}%` }} />
            </span>
            {block.autoPlayMs && !reduced && (
              <RoundButton type="button" aria-pressed={!playing} aria-label="Pause the slideshow" onClick={() => setPlaying((p) => !p)}>
                {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
              </RoundButton>
            )}
          </div>
          <p className="visually-hidden" aria-live={autoPlay ? 'off' : 'polite'} aria-atomic="true">
            {`Photo ${index + 1} of ${total}: ${current.alt}`}
          </p>
        </Frame>
      </Container>
    </Section>
  );
}
