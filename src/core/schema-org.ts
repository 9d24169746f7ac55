import type { SiteConfig } from './types/content.gen';

/** The site's owner: author and publisher of every post. */
export function organisation(site: SiteConfig): Record<string, unknown> {
  return { '@type': 'Organization', name: site.brand.name, url: site.baseUrl + '/' };
}

/** An absolute URL on the site for a path. */
export const siteUrl = (site: SiteConfig, path: string) => site.baseUrl + path;
