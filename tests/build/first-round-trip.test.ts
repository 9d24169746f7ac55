import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliCopy } from '../../src/core/dist-layout';
import { builtRoutes, distDir } from '../../harness/routes';

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

describe('what the pages leave to files of their own', () => {
  it('every icon a page draws from the sprite is in the sprite the build wrote', () => {
    const used = new Set<string>();
    for (const rel of pages) for (const [, href] of fs.readFileSync(path.join(distDir(), 'client', rel), 'utf8').matchAll(/<use href="([^"]+)"/g)) used.add(href);
    expect(used.size).toBeGreaterThan(5);
    for (const href of used) {
      const [file, id] = href.split('#');
      const sprite = fs.readFileSync(path.join(distDir(), 'client', file), 'utf8');
      expect(sprite, href).toContain(`<symbol id="${id}" viewBox="0 0 24 24" `);
    }
  });

  it("every page names the chat panel's frame, a file the build wrote, which names the chat's modules", () => {
    for (const rel of pages) {
      const href = /<meta name="chat-frame" content="([^"]+)"/.exec(fs.readFileSync(path.join(distDir(), 'client', rel), 'utf8'))?.[1];
      expect(href, rel).toMatch(/^\/assets\/chat-frame-\w+\.html$/);
      const frame = fs.readFileSync(path.join(distDir(), 'client', href!), 'utf8');
      expect(frame).toMatch(/^<style>[\s\S]+<\/style><div class="[^"]*chat-frame/);
      const modules = [...frame.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
      expect(modules.length).toBeGreaterThan(0);
      for (const m of modules) expect(fs.existsSync(path.join(distDir(), 'client', m)), m).toBe(true);
    }
  });
});
