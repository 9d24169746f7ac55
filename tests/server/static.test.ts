import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressChanged } from '../../src/build/precompress';
import { createApp } from '../../src/server/app';
import { acceptsBrotli } from '../../src/server/static';
import { testDeps } from '../support/deps';

const deps = testDeps();
const app = createApp(deps);
const client = path.join(deps.distDir, 'client');

function put(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(client, rel)), { recursive: true });
  fs.writeFileSync(path.join(client, rel), text);
}

beforeAll(() => {
  put('index.html', '<h1>Home</h1>');
  put('about/index.html', '<h1>About</h1>');
  put('404.html', '<h1>Oops! Page not found</h1>');
  put('blog/404.html', '<h1>Post Not Found</h1>');
  put('assets/app-abc123.js', 'console.log(1);'.repeat(200));
  put('robots.txt', 'User-agent: *');
  put('images/IMG_2041.JPG', 'a JPEG from a phone');
});

describe('serving the prerendered site', () => {
  it('serves each route from its index.html', async () => {
    const res = await app.request('/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('About');
    expect((await app.request('/')).status).toBe(200);
  });

  it("serves a camera's IMG_2041.JPG as a JPEG", async () => {
    const res = await app.request('/images/IMG_2041.JPG');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers unknown paths with a real 404 and the not-found page', async () => {
    const res = await app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  it('answers unknown blog posts with 404 and the post-not-found view', async () => {
    const res = await app.request('/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Post Not Found');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    expect((await app.request('/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/about')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text when the client accepts gzip', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  describe("the build's brotli copies", () => {
    const page = `<h1>Reviews</h1>${'<p>Lovely stay, spotless and quiet.</p>'.repeat(100)}`;
    beforeAll(async () => {
      put('reviews/index.html', page);
      await precompressChanged(deps.distDir);
    });

    it('sends the brotli copy to a browser that takes it, with its own validator', async () => {
      const res = await app.request('/reviews', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(page.length / 10);
      expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
      const plain = await app.request('/reviews');
      expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'));
      expect(await plain.text()).toBe(page);
    });

    it('falls back to gzip on the fly for a browser without brotli', async () => {
      const res = await app.request('/reviews', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
    });

    it('ignores a copy older than its file, so a page changed after the build is never served stale', async () => {
      const changed = page.replace('Reviews', 'Guest reviews');
      put('reviews/index.html', changed);
      const later = new Date(Date.now() + 2000); // a clock tick apart from the build, whatever the file system's resolution
      fs.utimesSync(path.join(client, 'reviews/index.html'), later, later);
      const res = await app.request('/reviews', { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).not.toBe('br');
      expect(await res.text()).toContain('Guest reviews');
    });

    it('reads q=0 as a refusal', () => {
      expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
      expect(acceptsBrotli('BR; q=0.5')).toBe(true);
      expect(acceptsBrotli('brotli, gzip')).toBe(false);
      expect(acceptsBrotli(undefined)).toBe(false);
    });
  });

  describe('a photo of 1 MB', () => {
    const photo = Buffer.from(Array.from({ length: 1 << 20 }, (_, i) => (i * 31 + (i >> 12)) & 255));
    beforeAll(() => {
      fs.mkdirSync(path.join(client, 'img'), { recursive: true });
      fs.writeFileSync(path.join(client, 'img/terrace.jpg'), photo);
    });
    afterEach(() => vi.restoreAllMocks());

    it('is read from disk once, however many clients ask for it at the same time, then sent from memory', async () => {
      const readFile = vi.spyOn(fs.promises, 'readFile');
      const open = vi.spyOn(fs.promises, 'open');
      const first = await Promise.all(Array.from({ length: 5 }, () => app.request('/img/terrace.jpg')));
      const later = await app.request('/img/terrace.jpg');
      for (const res of [...first, later]) {
        expect([res.status, res.headers.get('content-length')]).toEqual([200, String(photo.length)]);
        expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
      }
      expect(readFile).toHaveBeenCalledTimes(1);
      expect(open).not.toHaveBeenCalled(); // never streamed
    });

    it('answers with its headers, a range and a 304 from memory as from disk', async () => {
      const res = await app.request('/img/terrace.jpg');
      expect(Object.fromEntries(['content-type', 'cache-control', 'accept-ranges'].map((h) => [h, res.headers.get(h)]))).toEqual({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
      });
      const etag = res.headers.get('etag')!;
      expect((await app.request('/img/terrace.jpg', { headers: { 'if-none-match': etag } })).status).toBe(304);
      const part = await app.request('/img/terrace.jpg', { headers: { range: 'bytes=65530-65545' } });
      expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([206, `bytes 65530-65545/${photo.length}`, '16']);
      expect(Buffer.from(await part.arrayBuffer()).equals(photo.subarray(65530, 65546))).toBe(true);
      const head = await app.request('/img/terrace.jpg', { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(photo.length), 0]);
    });
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await app.request('/about/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about');
  });

  it('never serves files outside dist/client', async () => {
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/..%2f..%2fpackage.json', '/%00']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });

  it('answers paths no file can be (below a file, a 300-character segment) with the 404 page', async () => {
    for (const p of ['/robots.txt/x', '/index.html/x', `/${'a'.repeat(300)}`]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('Oops! Page not found');
    }
  });

  it('sets basic security headers', async () => {
    const res = await app.request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the functions mount', () => {
  it('answers the CORS preflight supabase-js sends', async () => {
    const res = await app.request(`/functions/v1/${deps.site.backend.functions.availability}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type, x-client-info' },
    });
    expect(res.status).toBeLessThan(300);
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['authorization', 'apikey', 'content-type', 'x-client-info']) expect(allowed).toContain(h);
  });

  it('gives an unknown function a JSON 404', async () => {
    const res = await app.request('/functions/v1/nope', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/No function/);
  });

  it('refuses bodies over 16 KB with 413, not a crash', async () => {
    const res = await app.request(`/functions/v1/${deps.site.backend.functions.enquiry}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(20_000) }),
    });
    expect(res.status).toBe(413);
  });
});
