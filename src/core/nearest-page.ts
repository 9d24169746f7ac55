// The page a mistyped or outdated address most likely meant, for the not-found page. It runs in
// the browser (src/widgets/not-found/client.ts), so it works on a static host's 404.html too.

import type { PageData } from './page-data';

/** A page the not-found page may suggest: its path and a short name for the link. */
export interface PageLink {
  path: string;
  name: string;
}

/** Every page the not-found page may suggest: all but home, each named by its title's first part. */
export const suggestablePages = (pages: PageData[]): PageLink[] =>
  pages.filter((p) => p.path !== '/').map((p) => ({ path: p.path, name: p.title.split(' | ')[0] }));

const words = (path: string) => path.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The same word, or one typo away (a letter added, left out or changed) in a word of five letters or more. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/**
 * The page whose address shares the most words with the requested one (a typo allowed), the
 * one with the fewest other words among equals; none when no word matches or two pages are
 * equally near ("/accommodation" could mean any of several). "/kahibah" finds
 * /kahibah-accommodation, "/galery" /gallery, "/merewether-stays" nothing. `share`: the least
 * part of the requested words that must match (validate's did-you-mean asks for half).
 */
export function nearestPage(requested: string, pages: PageLink[], share = 0): PageLink | undefined {
  const asked = words(requested);
  const ranked = pages
    .map((page) => {
      const own = words(page.path);
      const matched = own.filter((w) => asked.some((a) => sameWord(a, w))).length;
      return { page, matched, extra: own.length - matched };
    })
    .filter((r) => r.matched > 0 && r.matched >= share * asked.length)
    .sort((a, b) => b.matched - a.matched || a.extra - b.extra);
  const [best, next] = ranked;
  return best && !(next && next.matched === best.matched && next.extra === best.extra) ? best.page : undefined;
}
