import type { SiteConfig } from '../core/types/content.gen';
import type { PageData } from '../core/page-data';

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Indexable routes only: noindex pages (the digital guide) and pages whose `canonical:` names another stay out. */
export function sitemapXml(site: SiteConfig, pages: PageData[]): string {
  const urls = pages
    .filter((p) => !p.robots.includes('noindex') && p.canonical === site.baseUrl + p.path)
    .map((p) => `  <url><loc>${xmlEsc(site.baseUrl + (p.path === '/' ? '/' : p.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Noindex pages (the digital guide) are not disallowed: a crawler kept out never reads their
 * `noindex`, and a linked address could then be indexed without its content.
 */
export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
