// A plain static server for the page-speed bench: any site's built folder (this one's
// dist/client, or a peer's build) served the same way, so that what differs between them is the
// site. `/x` answers x/index.html, x.html or x; text is gzipped on the fly, as a stock static
// server does; nothing is precompressed, cached or rewritten.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function fileFor(root: string, pathname: string): string | undefined {
  const base = path.join(root, decodeURIComponent(pathname));
  if (!base.startsWith(root)) return undefined;
  return [base, path.join(base, 'index.html'), `${base}.html`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

export async function serveStatic(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const found = fileFor(dir, new URL(req.url ?? '/', 'http://x').pathname);
    const file = found ?? path.join(dir, '404.html');
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type };
    if (/^(text|application\/(json|xml))|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(found ? 200 : 404, { ...headers, 'content-length': String(body.length) }).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((closed) => server.close(() => closed())) };
}
