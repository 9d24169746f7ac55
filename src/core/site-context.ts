import { createContext, useContext } from 'react';
import type { SiteConfig } from './types/content.gen';
import type { ClientSite } from './client-site';

/**
 * The settings a component renders with: the whole of site.yaml in the page, and inside a React
 * island (at prerender as in the browser) only its client share, ClientSite (src/islands/root.tsx), so
 * an island that reads a setting outside it fails at build, not first in a visitor's browser.
 */
export const SiteContext = createContext<SiteConfig | null>(null);

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}

/** An island's share of the settings, typed as such. (Not worked out here: that would put the placeholder code in the browser.) */
export function useClientSite(): ClientSite {
  const site = useSite() as SiteConfig | ClientSite;
  if (!('amenities' in site)) throw new Error('useClientSite() outside a React island: render it in <IslandRoot site={clientSite(site)}>');
  return site;
}
