declare module 'virtual:site' {
  import type { SiteConfig } from './types/content.gen';
  const site: SiteConfig;
  export default site;
}
