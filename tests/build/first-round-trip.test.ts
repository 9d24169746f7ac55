import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_WINDOW_BYTES } from '../../src/core/first-round-trip';
import { builtRoutes, distDir } from '../../harness/routes';
import { startServer, type RunningServer } from '../../harness/server';

const pages = [...builtRoutes().map((r) => (r === '/' ? 'index.html' : `${r.slice(1)}/index.html`)), '404.html', 'blog/404.html'];
const address = (rel: string) => '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');

/** The bytes a browser receives for a page on a new connection: status line, headers, body. */
function answerBytes(server: RunningServer, page: string): Promise<{ total: number; encoding: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${page} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`),
    );
    let got = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const end = got.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = got.subarray(0, end).toString('latin1');
      const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1]);
      if (got.length < end + 4 + length) return;
      socket.destroy();
      resolve({ total: end + 4 + length, encoding: /^content-encoding: *(\S+)/im.exec(head)?.[1] ?? 'none' });
    });
    socket.on('error', reject);
  });
}

describe("every page's answer fits the first round trip", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ distDir: distDir() });
  });
  afterAll(() => server?.stop());

  // Sizes, not timings: what the server sends every current browser, its headers included
  // (about 850 bytes of the window).
  for (const rel of pages)
    it(rel, async () => {
      const { total, encoding } = await answerBytes(server, address(rel));
      expect(encoding, rel).toBe('br');
      expect(total, `${rel}: ${total} bytes with its headers`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
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
