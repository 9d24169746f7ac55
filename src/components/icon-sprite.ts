import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from './lucide-icons';
import { DEFAULT_FILL, DEFAULT_STROKE } from '../theme/icon-defaults';

/**
 * The icons of static HTML, drawn from one file every page shares. Inline, the drawing of each
 * icon (its paths) was in every page that shows it: two and a half KB of the home page's
 * compressed HTML, past the first round trip. Static pages now say `<use href="…#wifi">` and the
 * browser fetches the drawings once, cached for good (the name carries a hash of the drawings).
 * Islands that React hydrates keep their icons inline: React draws them again as they are.
 */
export interface IconSprite {
  /** Site path of the sprite, e.g. /assets/icons-1a2b3c4d.svg */
  href: string;
  svg: string;
}

let made: IconSprite | undefined;

/** Every icon the code can draw (src/components/lucide-icons.ts), not only those the content uses: the file changes with the code alone. */
export function iconSprite(): IconSprite {
  if (made) return made;
  const symbols: string[] = [];
  for (const icon of Object.values(lucide)) {
    if (typeof icon !== 'object' && typeof icon !== 'function') continue;
    const svg = renderToStaticMarkup(createElement(icon as lucide.LucideIcon));
    const name = /class="lucide lucide-([a-z0-9-]+)/.exec(svg)?.[1];
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (name && inner) symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${DRAWING}>${inner}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...new Set(symbols)].sort().join('')}</svg>\n`;
  made = { href: `/assets/icons-${fnv1a(svg)}.svg`, svg };
  return made;
}

/**
 * How every lucide icon is drawn, said once on each symbol rather than on each icon of a page
 * (a quarter KB of the home page's compressed HTML).
 */
const DRAWING = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
const SAID_ELSEWHERE = new RegExp(` (xmlns="[^"]*"|viewBox="0 0 24 24"|fill="${DEFAULT_FILL}"|stroke-width="${DEFAULT_STROKE}"|${DRAWING.split(' ').join('|')})`, 'g');

/** Each inline lucide icon in `html` drawn from the sprite instead: the same `<svg>` element and its own attributes, a `<use>` for its paths. */
export function iconsFromSprite(html: string, href: string): string {
  return html.replace(/<svg ([^>]*class="lucide lucide-([a-z0-9-]+)[^>]*)>[\s\S]*?<\/svg>/g, (_, attrs: string, name: string) => {
    const own = ` ${attrs}`.replace(SAID_ELSEWHERE, '').replace(/ class="lucide lucide-[a-z0-9-]+ ?([^"]*)"/, (_c, rest: string) => (rest ? ` class="${rest}"` : ''));
    return `<svg${own}><use href="${href}#${name}"></use></svg>`;
  });
}

/** A short content hash without node:crypto (this module is in the server's bundles too). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
