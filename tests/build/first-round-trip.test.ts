import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliCopy } from '../../src/build/precompress';
import { builtRoutes, distDir } from '../support/routes';

// A new connection's first round trip carries about 14 KB (TCP's first window: 10 segments).
// A page whose compressed HTML fits arrives whole in it; one byte more and its first paint waits
// a round trip longer (150 ms on Lighthouse's phone). Sizes, not timings: what the server sends to
// every current browser, the build's brotli copy of each page.
const FIRST_ROUND_TRIP = 14 * 1024;

const pages = [...builtRoutes().map((r) => (r === '/' ? 'index.html' : `${r.slice(1)}/index.html`)), '404.html', 'blog/404.html'];

describe("every page's HTML, compressed, fits the first round trip", () => {
  for (const rel of pages)
    it(rel, () => {
      const sent = fs.statSync(brotliCopy(distDir(), rel)).size;
      expect(sent, `${rel}: ${sent} bytes of brotli`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    });

  it('scrolling strips write their words once, for CSS to repeat, on every page', () => {
    for (const rel of pages) {
      const html = fs.readFileSync(path.join(distDir(), 'client', rel), 'utf8');
      const strips = [...html.matchAll(/<div class="words" data-words="([^"]*)">(.*?)<\/div>/g)];
      expect(strips.length, rel).toBeGreaterThan(0); // the footer's, at least
      for (const [, words, inside] of strips) {
        expect(words, rel).not.toBe('');
        expect(inside, rel).toBe('');
      }
    }
  });
});
