import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { request } from '../../harness/requests';
import { get, stillHealthy, stubDist, warmUp } from './support';

// What the build folder may hold that must never be served (a symbolic link a careless edit
// copied in, the build's own dot folders), and a large file read by slow clients.
const SECRET = 'wifi-password-hunter2';
const BIG_MB = 40;
let server: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = stubDist();
  const client = path.join(dist, 'client');
  fs.writeFileSync(path.join(dist, 'guide.yaml'), `wifi: ${SECRET}\n`);
  fs.mkdirSync(path.join(client, 'images'));
  fs.symlinkSync('../../guide.yaml', path.join(client, 'images', 'guide.txt'));
  fs.symlinkSync('/etc', path.join(client, 'etc'));
  fs.mkdirSync(path.join(client, 'real'));
  fs.writeFileSync(path.join(client, 'real', 'index.html'), `<p>${SECRET}</p>`);
  fs.symlinkSync('real', path.join(client, 'linked-page'));
  fs.mkdirSync(path.join(client, '.vite'));
  fs.writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify({ src: `/home/builder/${SECRET}` }));
  fs.mkdirSync(path.join(client, 'assets'));
  fs.writeFileSync(path.join(client, 'assets', '.env'), SECRET);
  fs.writeFileSync(path.join(client, 'big.bin'), Buffer.alloc(BIG_MB << 20, 7));
  fs.writeFileSync(path.join(client, 'cut.bin'), Buffer.alloc(BIG_MB << 20, 8));
  server = await startServer({ distDir: dist });
  await warmUp(server);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('never served', () => {
  const paths: [string, string][] = [
    ['a symbolic link to a file outside the build', '/images/guide.txt'],
    ['a file through a linked folder', '/etc/passwd'],
    ['a page through a linked folder', '/linked-page'],
    ['the build manifest in a dot folder', '/.vite/manifest.json'],
    ['the same, percent-encoded', '/%2Evite/manifest.json'],
    ['a dot file', '/assets/.env'],
  ];
  for (const [name, p] of paths) {
    it(`${name}: 404`, async () => {
      const res = await get(server, p);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('root:');
    });
  }
});

describe(`a ${BIG_MB} MB file read by slow clients`, () => {
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))![1]) / 1024;

  it('is streamed: memory stays bounded, whole copies are never held per request, and other requests are answered', async () => {
    const before = rssMb();
    // Each client reads the first bytes of the body and then nothing: the server may only keep
    // what fits in the socket. Measured once every client has its first bytes, by when a server
    // that read the whole file per request would hold every copy.
    const slow = await Promise.all(
      Array.from({ length: 12 }, () => new Promise<http.ClientRequest>((resolve, reject) => {
        const req = http.get(server.url + '/big.bin', { agent: false }, (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-length']).toBe(String(BIG_MB << 20));
          res.once('readable', () => resolve(req));
        });
        req.on('error', reject);
      })),
    );
    const growth = rssMb() - before;
    await stillHealthy(server);
    for (const req of slow) req.destroy();
    // Twelve whole copies would be 480 MB; a streamed file costs its socket's buffers.
    expect(growth).toBeLessThan(120);
  });

  it('serves it whole to a client that reads it', async () => {
    const res = await get(server, '/big.bin');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(BIG_MB << 20);
    expect(body.every((b) => b === 7)).toBe(true);
  });

  it('carries every header the rest of the site does: the security headers, its validators, ranges', async () => {
    // Sent from the file to the socket by the server itself (src/server/http/node-files.ts), once the app has set them.
    const page = await get(server, '/facts');
    for (const res of [await get(server, '/big.bin'), await get(server, '/big.bin', { range: 'bytes=5-9' })]) {
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) expect(res.headers.get(name), name).toBe(page.headers.get(name));
      expect(res.headers.get('etag')).toMatch(/^W\/"/);
      expect(res.headers.get('last-modified')).toBeTruthy();
      expect([res.headers.get('cache-control'), res.headers.get('accept-ranges'), res.headers.get('content-type')]).toEqual(['public, max-age=3600', 'bytes', 'application/octet-stream']);
      await res.body?.cancel();
    }
    await page.text();
  });

  it('breaks the download of a file cut short while it is sent, rather than end it short on a connection kept open', async () => {
    // A kept-open connection with a second request already on it, as a browser may send: had the
    // server ended the short body as if whole, the client would read the next reply as the
    // rest of this file (or wait for bytes that never come).
    const { port } = new URL(server.url);
    const received = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /cut.bin HTTP/1.1\r\nHost: localhost\r\n\r\nGET /facts HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
      socket.once('data', (first) => {
        chunks.push(first);
        // Nothing more is read until the file is shorter than its Content-Length; the server has
        // read no more of it than the sockets between them hold.
        socket.pause();
        fs.truncateSync(path.join(dist, 'client', 'cut.bin'), 1 << 20);
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.resume();
      });
      socket.on('close', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
    });
    const head = received.subarray(0, received.indexOf('\r\n\r\n')).toString();
    expect(head).toMatch(new RegExp(`^HTTP/1.1 200 OK\r\n[^]*content-length: ${BIG_MB << 20}`, 'i'));
    expect(received.length - head.length - 4).toBeLessThan(BIG_MB << 20);
    expect(received.subarray(head.length).includes('HTTP/1.1')).toBe(false);
    await stillHealthy(server);
  });

  it('answers a range', async () => {
    const res = await get(server, '/big.bin', { range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${BIG_MB << 20}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.alloc(10, 7));
    const tail = await request(server, 'GET', '/big.bin', { range: 'bytes=-5' });
    expect([tail.status, tail.headers.get('content-range'), (await tail.arrayBuffer()).byteLength]).toEqual([206, `bytes ${(BIG_MB << 20) - 5}-${(BIG_MB << 20) - 1}/${BIG_MB << 20}`, 5]);
  });

  // A range the server does not serve as a part is ignored (RFC 9110 §14.2): the whole file, 200.
  it.each([
    ['not a range at all', 'bytes=abc'],
    ['two parts', 'bytes=0-1,5-6'],
    ['a thousand parts', `bytes=${Array.from({ length: 1000 }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`],
    ['a range that ends before it starts', 'bytes=9-2'],
    ['another unit', 'items=0-9'],
  ])('ignores a Range of %s: 200 with the whole file', async (_, range) => {
    const res = await request(server, 'GET', '/big.bin', { range });
    expect([res.status, res.headers.get('content-length'), res.headers.get('content-range')]).toEqual([200, String(BIG_MB << 20), null]);
    await res.body?.cancel();
  });

  it('refuses a range that starts past the end with 416, naming the size', async () => {
    const res = await request(server, 'GET', '/big.bin', { range: `bytes=${BIG_MB << 20}-` });
    expect([res.status, res.headers.get('content-range')]).toEqual([416, `bytes */${BIG_MB << 20}`]);
  });

  it('sends the whole file when If-Range names another version of it, the part when it names this one', async () => {
    const head = await request(server, 'HEAD', '/big.bin');
    const lastModified = head.headers.get('last-modified')!;
    const old = await request(server, 'GET', '/big.bin', { range: 'bytes=0-9', 'if-range': 'Tue, 01 Jan 2019 00:00:00 GMT' });
    expect([old.status, old.headers.get('content-length')]).toEqual([200, String(BIG_MB << 20)]);
    await old.body?.cancel();
    const oldTag = await request(server, 'GET', '/big.bin', { range: 'bytes=0-9', 'if-range': '"an-old-tag"' });
    expect(oldTag.status).toBe(200);
    await oldTag.body?.cancel();
    const current = await request(server, 'GET', '/big.bin', { range: 'bytes=0-9', 'if-range': lastModified });
    expect([current.status, (await current.arrayBuffer()).byteLength]).toEqual([206, 10]);
  });

  it('serves ranges of the small files it keeps in memory too', async () => {
    const res = await request(server, 'GET', '/facts', { range: 'bytes=0-14', 'accept-encoding': 'identity' });
    expect([res.status, await res.text()]).toEqual([206, '<!doctype html>']);
    const bad = await request(server, 'GET', '/facts', { range: 'bytes=0-1,4-5', 'accept-encoding': 'identity' });
    expect([bad.status, (await bad.text()).length]).toEqual([200, fs.statSync(path.join(dist, 'client', 'facts', 'index.html')).size]);
  });

  it('left no stack trace in the log (the clients that went away included)', async () => {
    // Stopped, and its output read to the end: whatever it had to say about those clients is in.
    await server.stop();
    if (!server.proc.stdout!.closed) await new Promise((r) => server.proc.once('close', r));
    expect(server.output()).not.toMatch(/\n\s+at |Error:/);
  });
});
