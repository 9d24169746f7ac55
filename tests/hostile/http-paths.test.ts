import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { get as getOwn, stillHealthy } from './support';

// Paths an attacker (or a confused crawler) sends. No 5xx, no stack trace in the log, no
// redirect to another site: every unresolvable path is the 404 page.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: distDir() });
});
afterAll(() => server?.stop());

/** A GET on a connection of its own (redirects not followed): see harness/requests.ts. */
const get = (path: string, headers: Record<string, string> = {}) => getOwn(server, path, headers);

const notFound: [string, string][] = [
  ['raw dot segments', '/assets/../../../etc/passwd'],
  ['encoded dot segments', '/%2e%2e/%2e%2e/etc/passwd'],
  ['encoded slashes with dots', '/..%2f..%2f..%2fetc%2fpasswd'],
  ['double-encoded dots', '/%252e%252e/%252e%252e/etc/passwd'],
  ['backslash traversal', '/..%5c..%5cetc%5cpasswd'],
  ['a NUL byte', '/about%00.html'],
  ['a 256-character segment', `/${'a'.repeat(256)}`],
  ['a 5,000-character segment', `/${'b'.repeat(5000)}`],
  ['a path below a file', '/robots.txt/x'],
  ['a path below index.html', '/index.html/x'],
  ['a path below a page', '/about/index.html/more'],
  ['invalid percent-encoding', '/%E0%A4%A'],
  ['an encoded backslash host', '/%5Cevil.example'],
  ['a protocol-relative host', '//evil.example'],
  ['an encoded protocol-relative host', '/%2F%2Fevil.example'],
  ['unicode', '/caf%C3%A9-accommodation'],
];

describe('paths that match no page', () => {
  for (const [name, path] of notFound) {
    it(`${name}: 404 with the not-found page`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).toMatch(/Oops! Page not found|Not found/);
      expect(res.headers.get('location')).toBeNull();
    });
  }
});

describe('redirects stay on this site', () => {
  const mustNotLeave: string[] = ['//evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/', '///evil.example/', '/\\evil.example/'];
  for (const path of mustNotLeave) {
    it(`${JSON.stringify(path)} never points the browser elsewhere`, async () => {
      const res = await get(path);
      const location = res.headers.get('location');
      if (location !== null) expect(location).toMatch(/^\/[^/\\]/);
      expect([301, 404]).toContain(res.status);
    });
  }

  it('a trailing slash on a real page is one redirect to its canonical path', async () => {
    const res = await get('/about/?ref=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?ref=x');
  });

  it('aliases from site.yaml lead guests to the digital guide', async () => {
    for (const alias of ['/guide', '/guidebook', '/guide/']) {
      const res = await get(alias);
      expect(res.status, alias).toBe(301);
      expect(res.headers.get('location'), alias).toMatch(/^\/(digital-guide|guide)$/);
    }
    // Followed, it ends on the guide's page.
    const redirected = await get('/guide');
    const landed = await get(redirected.headers.get('location')!);
    expect(landed.status).toBe(200);
    expect(redirected.headers.get('location')).toBe('/digital-guide');
  });
});

describe('odd requests get short, clear answers', () => {
  it('a 100 KB URL is refused with a short reason', async () => {
    const res = await get('/' + 'x'.repeat(100_000));
    expect(res.status).toBe(431);
    const text = await res.text();
    expect(text).toMatch(/address and headers together must be under 16 KB/);
    expect(text.length).toBeLessThan(200);
  });

  it('a 9 KB URL (under the parser limit) gets 414 from the app, with a reason', async () => {
    const res = await get('/' + 'x'.repeat(9_000));
    expect(res.status).toBe(414);
    expect(await res.text()).toMatch(/URI too long/);
  });

  it('a page revalidates with its ETag: 304 without a body', async () => {
    const first = await get('/facts');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('last-modified')).toBeTruthy();
    const again = await get('/facts', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // If-None-Match compares weakly: a cache that dropped the W/ means the same version.
    expect(etag).toMatch(/^W\//);
    expect((await get('/facts', { 'if-none-match': etag!.slice(2) })).status).toBe(304);
    expect((await get('/facts', { 'if-none-match': `"other", ${etag!.slice(2)}` })).status).toBe(304);
    expect((await get('/facts', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('an unknown asset is a short JSON 404, not a page', async () => {
    const res = await get('/assets/nope-123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('logged no stack trace and no server error for any of it', async () => {
    expect(server.output()).not.toMatch(/ENAMETOOLONG|ENOTDIR|Unhandled server error|\n\s+at /);
    await stillHealthy(server);
  });
});
