declare module 'virtual:site' {
  import type { ClientSite } from './core/client-site';
  // The islands' share of site.yaml (src/core/client-site.ts), the same at prerender.
  const site: ClientSite;
  export default site;
}
