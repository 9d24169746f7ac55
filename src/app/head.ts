import type { PageData } from '../engine/page-data';

function meta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Brings <head> in line with the page after a client-side navigation: title, description,
 * canonical, robots, Open Graph, and JSON-LD (the previous page's structured data is removed).
 */
export function applyHead(page: PageData) {
  document.title = page.title;
  meta('name', 'description', page.description);
  meta('name', 'robots', page.robots);
  meta('property', 'og:title', page.title);
  meta('property', 'og:description', page.description);
  meta('property', 'og:url', page.canonical);
  meta('property', 'og:image', page.ogImage);
  meta('property', 'og:image:alt', page.ogImageAlt);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = page.canonical;
  document.head.querySelectorAll('script[data-page-jsonld]').forEach((s) => s.remove());
  for (const data of page.jsonLd) {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.dataset.pageJsonld = '';
    s.textContent = JSON.stringify(data);
    document.head.appendChild(s);
  }
}
