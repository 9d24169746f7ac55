/**
 * Scrolling words ([data-marquee]: the banner strip, the footer's banner) stand still while they
 * are out of sight. An endless animation nobody sees still draws frames: on a phone that is
 * battery, and on this site's pages it was most of what an idle page cost the processor.
 */
export function pauseMotionOutOfSight() {
  const seen = new IntersectionObserver((entries) => {
    for (const e of entries) (e.target as HTMLElement).toggleAttribute('data-out-of-sight', !e.isIntersecting);
  });
  // Called again after a page swap: the swapped-out strips are let go.
  const observe = () => {
    seen.disconnect();
    document.querySelectorAll('[data-marquee]').forEach((el) => seen.observe(el));
  };
  observe();
  return observe;
}
