import type Flickity from 'flickity';
import { addScriptStyles } from '../../core/script-styles';
import { flickityStyles } from './flickity-styles';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The photo carousel's life: flickity (imported here, it touches window on import) for dragging
 * and animation; previous/next buttons disabled at the ends (no wrap-around); arrow keys; the
 * "n / N" count, progress bar and announcement; and the optional auto-advance, which stops on
 * hover, on focus, out of sight, for reduced motion and with its pause button.
 */
export function enhance(el: HTMLElement) {
  const frame = el.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  const track = frame?.querySelector<HTMLElement>('.track');
  const [prev, next] = frame?.querySelectorAll<HTMLButtonElement>('button[data-step]') ?? [];
  if (!frame || !track || !prev || !next) return;
  const slides = [...track.children] as HTMLElement[];
  const total = slides.length;
  const play = frame.querySelector<HTMLButtonElement>('button.play');
  const count = frame.querySelector('.count');
  const bar = frame.querySelector<HTMLElement>('.bar span');
  const live = frame.querySelector('[aria-live]');
  const delay = Number(frame.dataset.autoplay) || 0;

  let index = 0;
  let playing = delay > 0;
  let hover = false;
  let focus = false;
  let inSight = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flickity: Flickity | undefined;
  let gone = false;

  const schedule = () => {
    clearTimeout(timer);
    const auto = playing && inSight && !reducedMotion() && !hover && !focus;
    live?.setAttribute('aria-live', auto ? 'off' : 'polite');
    if (auto) timer = setTimeout(() => go(index + 1, true), delay);
  };

  const show = (i: number) => {
    index = i;
    prev.disabled = i === 0;
    next.disabled = i === total - 1;
    if (count) count.textContent = `${i + 1} / ${total}`;
    if (bar) bar.style.width = `${((i + 1) / total) * 100}%`;
    if (live) live.textContent = `Photo ${i + 1} of ${total}: ${slides[i].querySelector('img')?.alt ?? ''}`;
    schedule();
  };

  const go = (target: number, wrap = false) => {
    const to = wrap ? (target + total) % total : Math.max(0, Math.min(total - 1, target));
    if (flickity) flickity.select(to, false, reducedMotion());
    else {
      // flickity not loaded yet: scroll the plain row instead.
      track.scrollTo({ left: slides[to].offsetLeft - track.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
    }
    show(to);
    // A button that just became disabled would drop keyboard focus to the page: hand it over.
    if (to === total - 1 && document.activeElement === next) prev.focus();
    if (to === 0 && document.activeElement === prev) next.focus();
  };

  prev.addEventListener('click', () => go(index - 1));
  next.addEventListener('click', () => go(index + 1));
  play?.addEventListener('click', () => {
    playing = !playing;
    play.setAttribute('aria-pressed', String(!playing));
    schedule();
  });
  frame.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go(index + (e.key === 'ArrowRight' ? 1 : -1));
  });
  const hold = (h: boolean, f: boolean) => {
    [hover, focus] = [h, f];
    schedule();
  };
  frame.addEventListener('mouseenter', () => hold(true, focus));
  frame.addEventListener('mouseleave', () => hold(false, focus));
  frame.addEventListener('focusin', () => hold(hover, true));
  frame.addEventListener('focusout', (e) => !frame.contains(e.relatedTarget as Node | null) && hold(hover, false));
  // A slide nobody sees is main-thread work (flickity moves it frame by frame) for nothing.
  const seen = new IntersectionObserver(([entry]) => {
    inSight = entry.isIntersecting;
    frame.toggleAttribute('data-out-of-sight', !inSight);
    schedule();
  });
  seen.observe(frame);

  import('flickity').then(({ default: Flickity }) => {
    if (gone) return;
    addScriptStyles('carousel-flickity', flickityStyles);
    track.scrollLeft = 0;
    flickity = new Flickity(track, {
      cellAlign: 'left',
      contain: true,
      wrapAround: false,
      prevNextButtons: false,
      pageDots: false,
      accessibility: false,
      dragThreshold: 10,
      imagesLoaded: false,
      initialIndex: index,
    });
    flickity.on('select', () => show(flickity!.selectedIndex));
  });
  schedule();

  return {
    unmount() {
      gone = true;
      clearTimeout(timer);
      seen.disconnect();
      flickity?.destroy();
    },
  };
}
