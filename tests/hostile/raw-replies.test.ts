import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputDelivered, startServer, type RunningServer } from '../../harness/server';
import { fn, outputMatching, stillHealthy, stubDist, warmUp } from './support';

// Replies the app does not write itself (Node's parser refusing a request, the URL-length
// guard) and clients that hang up halfway: the same headers as any page, and a quiet log.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1' } });
  await outputMatching(server, (o) => o.includes('Export them (CSV)')); // the start-up notice is out
  await warmUp(server);
});
afterAll(() => server?.stop());

/** Sends raw bytes on a fresh connection and returns everything the server writes back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.on('data', (d) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

function head(reply: string): Record<string, string> {
  const lines = reply.split('\r\n\r\n')[0].split('\r\n').slice(1);
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
}

describe('every reply carries the page headers', () => {
  const cases: [string, string, RegExp][] = [
    ['a malformed request line (Node: 400)', 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 400/],
    ['headers over 16 KB (Node: 431)', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, /^HTTP\/1\.1 431/],
    ['a 9 KB address (the app: 414)', `GET /${'x'.repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, /^HTTP\/1\.1 414/],
  ];
  for (const [name, request, status] of cases) {
    it(name, async () => {
      const reply = await raw(request);
      expect(reply).toMatch(status);
      const h = head(reply);
      expect(h['content-security-policy']).toMatch(/default-src 'self'/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(h['strict-transport-security']).toBeUndefined();
    });
  }
});

describe('a client that hangs up halfway', () => {
  it('mid-upload of a form post or of JSON: at most one quiet line each, no stack trace', async () => {
    const before = server.output().length;
    const { port } = new URL(server.url);
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'firstName=Ada&lastName=Love'],
      ['application/json', '{"firstName": "Ada", "lastName": "Lo'],
    ];
    for (const [type, partial] of bodies) {
      await new Promise<void>((resolve, reject) => {
        // Expect: 100-continue makes the server say when it has handed the request to the app,
        // which is then reading the body: only then does the client send part of it and hang up.
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`POST ${fn('enquiry')} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 9000\r\nExpect: 100-continue\r\nReferer: ${server.url}/contact\r\n\r\n`),
        );
        socket.once('data', (d) => {
          if (!/^HTTP\/1\.1 100 /.test(String(d))) return reject(new Error(`no 100 Continue but:\n${d}`));
          socket.write(partial, () => (socket.destroy(), resolve()));
        });
        socket.on('error', reject);
      });
    }
    // Once the server has dealt with both and gone back to sleep, what it said of them has been said.
    await stillHealthy(server);
    const logged = (await outputDelivered(server, fn('enquiry'))).slice(before);
    expect(logged).not.toMatch(/\n\s+at |Error|Unhandled|failed/);
    expect(logged.split('\n').filter(Boolean).length).toBeLessThanOrEqual(bodies.length);
  });
});

describe('a client that sends part of a body, then nothing', () => {
  // The server's whole-request limit (30 s, src/server/main.ts), not Node's five minutes: the
  // test waits for the answer; its own timeout is the safety net.
  it('is answered 408 with the page headers and let go, with nothing in the log', { timeout: 120_000 }, async () => {
    const before = server.output().length;
    const { port } = new URL(server.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(`POST ${fn('enquiry')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{"firstName": "A`),
      );
      let out = '';
      socket.on('data', (d) => (out += d));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(head(reply)['content-security-policy']).toMatch(/default-src 'self'/);
    await stillHealthy(server);
    expect((await outputDelivered(server, fn('enquiry'))).slice(before)).not.toMatch(/\n\s+at |Error|Unhandled/);
  });
});

