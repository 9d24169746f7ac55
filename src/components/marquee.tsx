import type { CSSProperties } from 'react';
import { styled, keyframes } from 'styled-components';
import { Pause, Play } from './lucide-icons';

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

// The words are in the markup once, in an attribute; CSS draws them as often as a wide screen
// needs, in two equal halves so that sliding one half's width (-50%) loops without a seam. The
// slide is a transform, which the compositor runs without the main thread.
const Frame = styled.div`
  display: flex;
  align-items: center;
  overflow: hidden;
  .track {
    flex: 1;
    min-width: 0;
    overflow: hidden;
  }
  .words {
    display: flex;
    width: max-content;
    white-space: pre;
    animation: ${slide} var(--marquee-s) linear infinite;
  }
  .words::before,
  .words::after {
    content: attr(data-words) attr(data-words) attr(data-words);
  }
  /* Still under the pointer, when paused, and while out of sight (src/client/motion.ts). */
  &:hover .words,
  &:has(.pause input:checked) .words,
  &[data-out-of-sight] .words {
    animation-play-state: paused;
  }
  .pause {
    flex: none;
    position: relative;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    /* At the content's right edge (Container, src/components/ui.ts), not in the margin where a
       wide window's fixed buttons stand (src/core/fixed-buttons.ts). */
    margin-right: max(4px, (100% - 1136px) / 2);
    border-radius: 10px;
    color: inherit;
    opacity: 0.85;
    cursor: pointer;
  }
  .pause:hover { opacity: 1; }
  .pause:has(:focus-visible) { outline: 3px solid currentColor; outline-offset: -4px; }
  /* The checkbox covers its icon: its own box is what is tapped and what a screen reader names. */
  .pause input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
  .pause .play, .pause:has(input:checked) .stop { display: none; }
  .pause:has(input:checked) .play { display: block; }
  @media (prefers-reduced-motion: reduce) {
    .words { animation: none; }
    .pause { display: none; }
  }
`;

/** The words of a scrolling strip as one run, each followed by a star: what CSS repeats. */
const marqueeRun = (words: string[]) => words.map((w) => `${w}\u2003✦\u2003`).join('');

/**
 * Words that drift sideways, decoration only (hidden from screen readers, who get the words
 * once elsewhere). Moving content that runs on needs a way to stop it (WCAG 2.2.2): a pause
 * checkbox, which works without script; the strip also stands still under the pointer, out of
 * sight and for visitors who prefer reduced motion.
 */
export function Marquee({ words, pauseLabel, seconds, persist, className }: { words: string[]; pauseLabel: string; seconds: number; persist?: string; className?: string }) {
  return (
    // `persist`: the router keeps this strip across pages (src/client/router.ts), paused or not.
    // The speed in a property of its own, so every strip shares one set of rules.
    <Frame className={className} style={{ '--marquee-s': `${seconds}s` } as CSSProperties} data-marquee="" data-persist={persist}>
      <div className="track" aria-hidden="true">
        <div className="words" data-words={marqueeRun(words)} />
      </div>
      <label className="pause">
        <input type="checkbox" aria-label={pauseLabel} />
        <Pause className="stop" size={16} aria-hidden="true" />
        <Play className="play" size={16} aria-hidden="true" />
      </label>
    </Frame>
  );
}
