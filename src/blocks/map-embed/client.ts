/** Puts the map's frame in place once the map is near the screen (the island's "visible" trigger). */
export function enhance(el: HTMLElement) {
  const holder = el.querySelector<HTMLElement>('[data-map-src]');
  if (!holder || holder.querySelector('iframe')) return;
  const frame = document.createElement('iframe');
  frame.src = holder.dataset.mapSrc!;
  frame.title = holder.dataset.mapTitle!;
  frame.loading = 'lazy';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  holder.append(frame);
}
