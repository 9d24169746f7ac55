import { Pause, Play } from '../../components/lucide-icons';
import { styled, keyframes } from 'styled-components';
import type { BannerStripBlock } from '../../types/content.gen';

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Strip = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  background: var(--c-band);
  color: var(--c-band-text);
  overflow: hidden;
  .track {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    /* Soft edges so words fade in and out instead of being cut. */
    mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);
  }
  .words {
    display: inline-flex;
    white-space: nowrap;
    padding: 11px 0;
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    animation: ${slide} 32s linear infinite;
  }
  .words span { display: inline-flex; align-items: center; }
  .words span::after { content: '✦'; margin: 0 1.6em; opacity: 0.7; font-size: 0.85em; }
  &:hover .words, &[data-paused='true'] .words, &[data-out-of-sight] .words { animation-play-state: paused; }
  .toggle .play, &[data-paused='true'] .toggle .pause { display: none; }
  &[data-paused='true'] .toggle .play { display: block; }
  /* The pause button needs script; without it the strip still pauses on hover. */
  html:not(.js) & .toggle { display: none; }
  @media (prefers-reduced-motion: reduce) {
    .words { animation: none; }
    .toggle { display: none; }
  }
  .toggle {
    flex: none;
    display: grid;
    place-items: center;
    width: 44px;
    height: 40px;
    margin-right: 4px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
    border-radius: 10px;
    opacity: 0.85;
  }
  .toggle:hover { opacity: 1; }
  .toggle:focus-visible { outline-color: currentColor; outline-offset: -4px; }
`;

/**
 * A slim strip of words that drifts sideways. It pauses on hover, has a pause button (moving
 * content that runs on needs one) and stands still for visitors who prefer reduced motion.
 * The button's few lines of script are in banner-strip.client.ts.
 */
export function BannerStrip(block: BannerStripBlock) {
  // Two copies back to back so the loop is seamless at -50%; repeated enough to fill wide screens.
  const run = [...block.words, ...block.words, ...block.words];
  const label = block.label ?? block.words.join(' · ');
  return (
    <Strip id={block.id} aria-label={label} data-paused="false" data-marquee="">
      <p className="visually-hidden">{label}</p>
      <div className="track" aria-hidden="true">
        <div className="words">
          {[...run, ...run].map((w, i) => (
            <span key={i}>{w}</span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="toggle"
        aria-pressed="false"
        aria-label="Pause the scrolling words"
      >
        <Pause className="pause" size={16} aria-hidden="true" />
        <Play className="play" size={16} aria-hidden="true" />
      </button>
    </Strip>
  );
}
