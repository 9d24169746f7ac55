import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { request } from '../../harness/requests';
import { fn, site, stillHealthy } from './support';

// Every kind of route with every method: a clear 405 with Allow where the route exists.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: distDir() });
});
afterAll(() => server?.stop());

/** A request on a connection of its own (see harness/requests.ts). */
const call = (method: string, path: string, headers: Record<string, string> = {}) => request(server, method, path, headers);

describe('pages and files', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    it(`${method} on a page is 405 with Allow: GET, HEAD`, async () => {
      const res = await call(method, '/about');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.text()).toMatch(/pages answer GET and HEAD/);
    });
  }

  it('DELETE on an asset is 405 too', async () => {
    expect((await call('DELETE', '/robots.txt')).status).toBe(405);
  });

  it('HEAD on a page answers like GET, without a body', async () => {
    const res = await call('HEAD', '/about');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('backend functions', () => {
  for (const name of ['availability', 'guide', 'enquiry'] as const) {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      it(`${method} on the ${name} function is 405 with Allow: POST, OPTIONS`, async () => {
        const res = await call(method, fn(name));
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST, OPTIONS');
        expect(((await res.json()) as { error: string }).error).toMatch(/called with POST/);
      });
    }
  }

  it('an unknown function is a 404 naming the path', async () => {
    const res = await call('POST', '/functions/v1/drop-tables');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('No function at /drop-tables');
  });

  const preflight = (path: string, origin: string) =>
    call('OPTIONS', path, { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, apikey, authorization' });

  it('availability is public data: any origin may call it', async () => {
    const res = await preflight(fn('availability'), 'https://other.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("the guide unlock answers only the site's own origin, so other sites cannot guess through their visitors", async () => {
    const foreign = await preflight(fn('guide'), 'https://other.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await preflight(fn('guide'), site.baseUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(site.baseUrl);
  });

  it('still answers quickly afterwards', () => stillHealthy(server));
});
