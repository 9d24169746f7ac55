import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../core/paths';
import { DISPLAY_FAMILY, DISPLAY_FONT_META, DISPLAY_WEIGHTS } from '../core/theme-boot';
import { cacheKey, remembered } from './build-cache';

const source = path.join(rootDir, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2');

/**
 * The weights the display face is set in: 400 (quotes, scores, the 404 code) and 600
 * (headings). Cutting the weight axis to this range, and the glyphs to the characters the
 * pages use, makes the one font every page uses less than two thirds of fontsource's file.
 */
const weights = DISPLAY_WEIGHTS;

/**
 * Every printable ASCII character as well: text drawn after the build (the unlocked guide, the
 * chat, the calendar's month names) never falls back to another face mid-word.
 */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * The characters a page's visible text is made of (tags, styles, scripts and icons left out),
 * with the words CSS draws from a scrolling strip's attribute (src/components/marquee.tsx).
 */
export function textCharacters(html: string): Set<string> {
  const text = html
    .replace(/<(style|script|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, (tag) => (tag.includes('data-words="') ? ` ${/\sdata-words="([^"]*)"/.exec(tag)?.[1] ?? ''} ` : '  '))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, '\u00a0');
  return charactersOf(text);
}

/**
 * `new Set(text)`, the characters (code points) of a text, without a Set lookup per character:
 * a page's text is thousands of ASCII letters, each met once here. Half the time, for each page.
 */
function charactersOf(text: string): Set<string> {
  const ascii = new Uint8Array(128);
  const out = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (!ascii[c]) out.add(text[i]);
      ascii[c] = 1;
      continue;
    }
    const point = text.codePointAt(i)!;
    out.add(String.fromCodePoint(point));
    if (point > 0xffff) i++;
  }
  return out;
}

export interface DisplayFont {
  /** Path under the client build, e.g. /assets/display-1a2b3c4d.woff2 */
  href: string;
  /** The tags every page's head carries: its file's name for the head script, its rule without script. */
  tags: string;
}

/** Writes the display face cut to `characters` (plus ASCII) into clientDir/assets. */
export async function buildDisplayFont(characters: Iterable<string>, clientDir: string): Promise<DisplayFont> {
  const text = [...new Set([...ascii, ...characters])].filter((c) => c.codePointAt(0)! >= 0x20).sort().join('');
  const face = fs.readFileSync(source);
  // harfbuzz is loaded only to cut a font no build has cut before.
  const font = await remembered('display-font', cacheKey(face, text, JSON.stringify(weights)), async () =>
    (await import('subset-font')).default(face, text, { targetFormat: 'woff2', variationAxes: { wght: weights } }),
  );
  const href = `/assets/display-${crypto.createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, href), font);
  const css =
    `@font-face{font-family:"${DISPLAY_FAMILY}";font-style:normal;font-display:swap;` +
    `font-weight:${weights.min} ${weights.max};src:url(${href}) format("woff2-variations")}`;
  // With script, the head script adds the face once the page is on screen (src/core/theme-boot.ts).
  return { href, tags: `<meta name="${DISPLAY_FONT_META}" content="${href}" />\n    <noscript><style>${css}</style></noscript>` };
}
