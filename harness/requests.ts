import http from 'node:http';
/** A running server, as far as a request needs it (harness/server.ts's RunningServer has more). */
type RunningServer = { url: string };

let client = 0;
/** A distinct client address per call (the test server trusts X-Forwarded-For), so rate limits never mix cases. */
export const freshClient = () => `198.51.100.${(++client % 250) + 1}`;

/**
 * A request on a connection of its own (no keep-alive), answered as a fetch Response; redirects
 * are not followed. A pooled connection (fetch's) could fail it: the server rightly closes one
 * after refusing a body, and closes an idle one after 5 s, which on a busy machine the client
 * may not have noticed before reusing it.
 */
export function request(server: RunningServer, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + path, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        const status = res.statusCode!;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs from a client address of its own, on a connection of its own (request). */
export function post(server: RunningServer, path: string, body: string, type = 'application/json', extra: Record<string, string> = {}): Promise<Response> {
  return request(server, 'POST', path, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': freshClient(), ...extra }, body);
}

/** GETs on a connection of its own (request). */
export const get = (server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<Response> => request(server, 'GET', path, headers);
