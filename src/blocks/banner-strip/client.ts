/** The banner strip's pause button: toggles the strip's paused state and the button's pressed state. */
export function enhance(el: HTMLElement) {
  const strip = el.querySelector<HTMLElement>('[data-paused]');
  const button = el.querySelector<HTMLButtonElement>('button.toggle');
  if (!strip || !button) return;
  button.addEventListener('click', () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(paused));
    strip.dataset.paused = String(paused);
  });
}
