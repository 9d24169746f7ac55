// The server's answers to the gate's plain form post (src/server/guide/page.ts), made from the
// prerendered gate page: they know this block's markup, so they live beside it.
import type { GateNotice } from '../../core/guide-gate';

const ISLAND = '<div data-island="guide-gate"';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Whether a prerendered page holds the gate. */
export const holdsGate = (html: string): boolean => html.includes(ISLAND);

/** The gate page with a notice in its message line, in the words the script would use. */
export function withNotice(page: string, n: GateNotice, problem: boolean): string {
  const out = page.replace(
    /<p class="message" id="([^"]+)"(?: role="alert")?><\/p>/,
    `<p class="message" id="$1" role="alert" data-tone="${problem ? 'problem' : 'info'}"><strong>${escapeHtml(n.title)}</strong> ${escapeHtml(n.text)}</p>`,
  );
  return problem ? out.replace('<input ', '<input aria-invalid="true" ') : out;
}

/** The gate page with the guide in the gate's place: no island left for the page's script to start. */
export function withGuide(page: string, guide: { html: string; css: string }): string {
  const start = page.indexOf(ISLAND);
  // React escapes "<" in attributes and text, so every "<div" and "</div>" here is a tag.
  let depth = 0;
  let end = start;
  for (const m of page.slice(start).matchAll(/<div\b|<\/div>/g)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = start + m.index + m[0].length;
      break;
    }
  }
  const html = `${page.slice(0, start)}<div class="island">${guide.html}</div>${page.slice(end)}`;
  return html.replace('</head>', `<style>${guide.css}</style></head>`);
}

