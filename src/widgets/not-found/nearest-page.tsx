import type { PageLink } from '../../core/nearest-page';

/**
 * Where the not-found page suggests the page the address most likely meant. Hidden until
 * client.ts, which knows the requested address, finds one among the pages listed here.
 */
export function NearestPage({ pages }: { pages: PageLink[] }) {
  return (
    <p className="nearest" hidden data-pages={JSON.stringify(pages)}>
      Were you looking for <a href="/">this page</a>?
    </p>
  );
}
