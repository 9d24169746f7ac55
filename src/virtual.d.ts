declare module 'virtual:site' {
  import type { SiteConfig } from './core/types/content.gen';
  // The islands' share of site.yaml (src/core/client-site.ts), read through the same useSite()
  // as at prerender; the hydration tests fail if an island reads a setting outside it.
  const site: SiteConfig;
  export default site;
}
