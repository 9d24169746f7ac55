import type { SiteConfig } from './types/content.gen';

/**
 * The part of site.yaml the browser gets (`virtual:site`), for the islands that read settings:
 * the chat (its script and the facts it fills in), the contact form and the guide (the backend,
 * the contact details, the booking page). Navigation, footer, theme, SEO and the photo list are
 * rendered into the HTML at build and never shipped as data.
 */
const clientSiteKeys = ['brand', 'contact', 'booking', 'backend', 'chat', 'property'] as const;

type ClientSite = Pick<SiteConfig, (typeof clientSiteKeys)[number]>;

export function clientSite(site: SiteConfig): ClientSite {
  return Object.fromEntries(clientSiteKeys.map((k) => [k, site[k]])) as ClientSite;
}
