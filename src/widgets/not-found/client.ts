import { nearestPage, type PageLink } from '../../core/nearest-page';

/** Shows the page the requested address most likely meant, if one matches. */
export function enhance(el: HTMLElement) {
  const line = el.querySelector<HTMLElement>('[data-pages]');
  const link = line?.querySelector('a');
  if (!line || !link) return;
  const page = nearestPage(location.pathname, JSON.parse(line.dataset.pages!) as PageLink[]);
  if (!page) return;
  link.href = page.path;
  link.textContent = page.name;
  line.hidden = false;
}
