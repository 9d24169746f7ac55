import type { SiteConfig } from '../types/content.gen';
import type { PageData } from '../app/page-data';

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Indexable routes only: noindex pages (the digital guide) stay out. */
export function sitemapXml(site: SiteConfig, pages: PageData[]): string {
  const urls = pages
    .filter((p) => !p.robots.includes('noindex'))
    .map((p) => `  <url><loc>${xmlEsc(site.baseUrl + (p.path === '/' ? '/' : p.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\nDisallow: /digital-guide\nDisallow: /functions/\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
