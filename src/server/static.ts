import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Hashed build output and converted images never change under the same name. */
function cacheControl(rel: string): string {
  if (rel.startsWith('assets/') || rel.startsWith('img/')) return 'public, max-age=31536000, immutable';
  if (rel.endsWith('.html') || rel.startsWith('_data/')) return 'no-cache';
  return 'public, max-age=3600';
}

/** A file under root for a URL path, or undefined; never escapes root. */
function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidates = decoded.endsWith('/') ? [decoded + 'index.html'] : [decoded, decoded + '/index.html'];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root + path.sep)) return undefined;
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

export function sendFile(c: Context, root: string, file: string, status: 200 | 404 = 200) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const ext = path.extname(file);
  c.header('content-type', types[ext] ?? 'application/octet-stream');
  c.header('cache-control', status === 404 ? 'no-cache' : cacheControl(rel));
  return c.body(fs.readFileSync(file), status);
}

/**
 * Serves the prerendered site: each route's index.html, assets with long-lived caching, and
 * real 404 statuses (the post-not-found view under /blog/, the not-found page elsewhere).
 */
export function serveSite(root: string) {
  return (c: Context) => {
    const p = c.req.path;
    // "/about/" and "/about" are the same page; one canonical form avoids duplicate content.
    if (p.length > 1 && p.endsWith('/')) return c.redirect(p.replace(/\/+$/, '') + (new URL(c.req.url).search), 301);
    const file = resolveFile(root, p);
    if (file) return sendFile(c, root, file);
    if (p.startsWith('/_data/') || p.startsWith('/assets/') || p.startsWith('/img/') || p.startsWith('/images/')) {
      return c.json({ error: 'Not found' }, 404);
    }
    const notFound = p.startsWith('/blog/') ? path.join(root, 'blog/404.html') : path.join(root, '404.html');
    return sendFile(c, root, notFound, 404);
  };
}
