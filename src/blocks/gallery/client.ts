/**
 * The gallery's larger view, in plain script: a photo's link opens it in the native modal
 * <dialog> (viewer.tsx) with its caption; the arrow keys, the buttons and a sideways swipe move
 * through every photo of the gallery; Escape, the close button or a click beside the photo
 * close it, and focus returns to the link of the photo last shown. Without this script each
 * link simply opens the photo's file.
 */
export function enhance(el: HTMLElement) {
  const dialog = el.querySelector<HTMLDialogElement>('dialog.viewer');
  const links = [...el.querySelectorAll<HTMLAnchorElement>('a[data-photo]')];
  if (!dialog || !links.length) return;
  const frame = dialog.querySelector<HTMLElement>('.frame')!;
  const count = dialog.querySelector<HTMLElement>('.count')!;
  const text = dialog.querySelector<HTMLElement>('.text')!;
  let current = 0;

  const show = (i: number) => {
    current = (i + links.length) % links.length;
    const link = links[current];
    // The tile's own picture, asked for at the size the viewer shows it.
    const picture = link.querySelector('picture, img')!.cloneNode(true) as HTMLElement;
    for (const source of picture.querySelectorAll('source')) source.sizes = '(min-width: 1000px) 86vw, 100vw';
    const img = picture instanceof HTMLImageElement ? picture : picture.querySelector('img')!;
    img.loading = 'eager';
    img.removeAttribute('fetchpriority');
    frame.replaceChildren(picture);
    count.textContent = `${current + 1} / ${links.length}`;
    text.textContent = link.dataset.caption ?? '';
  };

  const onLinkClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>('a[data-photo]');
    // A new tab or window (ctrl, cmd, shift, middle button) still gets the file.
    if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    show(links.indexOf(link));
    dialog.showModal();
  };

  // A click on a swipe's end is no click beside the photo.
  let swipeFrom: { x: number; y: number } | null = null;
  let swiped = false;
  const controls: [string, () => void][] = [
    ['.prev', () => show(current - 1)],
    ['.next', () => show(current + 1)],
    ['.close', () => dialog.close()],
  ];
  for (const [selector, act] of controls) dialog.querySelector(selector)?.addEventListener('click', act);
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight') show(current + 1);
    else if (e.key === 'ArrowLeft') show(current - 1);
  });
  dialog.addEventListener('click', (e) => {
    if (!swiped && !(e.target as Element).closest('img, button, figcaption')) dialog.close();
    swiped = false;
  });
  dialog.addEventListener('pointerdown', (e) => {
    swipeFrom = { x: e.clientX, y: e.clientY };
    swiped = false;
  });
  dialog.addEventListener('pointerup', (e) => {
    if (!swipeFrom) return;
    const dx = e.clientX - swipeFrom.x;
    const dy = e.clientY - swipeFrom.y;
    swipeFrom = null;
    if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy)) return;
    swiped = true;
    show(current + (dx < 0 ? 1 : -1));
  });
  dialog.addEventListener('pointercancel', () => (swipeFrom = null));
  dialog.addEventListener('close', () => links[current].focus());
  for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
  el.addEventListener('click', onLinkClick);
  return {
    unmount: () => {
      el.removeEventListener('click', onLinkClick);
      if (dialog.open) dialog.close();
    },
  };
}
