/**
 * Short class names for a page's static HTML. styled-components names each rule after a hash of
 * its CSS (`gOIluw`): random letters, which brotli cannot shorten, written once in the CSS and
 * again in every element that uses them. On the home page they were 490 of its 14,000 compressed
 * bytes, the difference between one round trip and two on a slow phone. Here each is renamed to
 * `_` and a number, in the page's CSS and in the class attributes of its static HTML.
 *
 * A name stays as generated where anything else may meet it: inside an island (React hydrates it
 * as rendered, and styled-components adds the same names to the page at run time) and inside an
 * element the router keeps across pages (`data-persist`), whose names must mean the same on every
 * page. Generated names are only letters (and `sc-` ids), so `_0` can meet none of them, nor a
 * class the site's own scripts look for (`track`, `slide`, `words`).
 */

const CLASS_ATTR = / class="([^"]*)"/g;

const classesIn = (html: string): string[] => [...html.matchAll(CLASS_ATTR)].flatMap((m) => m[1].split(' '));

/** The markup of each element carrying `data-persist`, to its matching end tag (React's output is well formed). */
function persistedParts(html: string): string[] {
  const parts: string[] = [];
  for (const m of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*\sdata-persist="[^"]*"[^>]*>/g)) {
    const tag = m[1];
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : t[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    parts.push(html.slice(m.index, end));
  }
  return parts;
}

/**
 * `html` (a page's static markup, its islands not yet in it) and `css` with `generated` names
 * shortened, except those in `islandHtml` or in persisted elements.
 */
export function shortClassNames(html: string, css: string, generated: Set<string>, islandHtml: string[]): { html: string; css: string } {
  const kept = new Set([...islandHtml.flatMap(classesIn), ...persistedParts(html).flatMap(classesIn)]);
  const short = new Map<string, string>();
  for (const name of classesIn(html)) {
    if (generated.has(name) && !kept.has(name) && !short.has(name)) short.set(name, `_${short.size.toString(36)}`);
  }
  if (!short.size) return { html, css };
  return {
    html: html.replace(CLASS_ATTR, (_, names: string) => ` class="${names
      .split(' ')
      .map((n) => short.get(n) ?? n)
      .join(' ')}"`),
    // A selector's `.name`, not a dot inside a url() or a string.
    css: css.replace(/(url\([^)]*\)|"[^"]*"|'[^']*')|\.(-?[_a-zA-Z][\w-]*)/g, (whole, quoted: string | undefined, name: string) => {
      const to = !quoted && short.get(name);
      return to ? `.${to}` : whole;
    }),
  };
}
