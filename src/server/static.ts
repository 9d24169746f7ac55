import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { isLocalPath } from './http/local-path';
import { fillConfirmation } from '../blocks/contact-form/confirmation';
import { brotliCopy } from '../build/precompress';

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
  if (rel.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** A regular file's stat, or undefined for anything that is not one (missing, too long, below a file). */
function statFile(file: string): fs.Stats | undefined {
  try {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    return st?.isFile() ? st : undefined;
  } catch {
    // ENAMETOOLONG, ENOTDIR (/robots.txt/x), EACCES...: no such page, not a server error.
    return undefined;
  }
}

/** A file under root for a URL path, or undefined; never escapes root. */
function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  // The static hosts' own settings files are not pages.
  if (/^\/_(headers|redirects)$/.test(decoded)) return undefined;
  const candidates = decoded.endsWith('/') ? [decoded + 'index.html'] : [decoded, decoded + '/index.html'];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root + path.sep)) return undefined;
    if (statFile(file)) return file;
  }
  return undefined;
}

/** Whether an Accept-Encoding header takes brotli (listed, and not with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return name === 'br' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** The build's brotli copy of a file, unless the file was written after it (then the copy is stale). */
function brotliFor(root: string, rel: string, st: fs.Stats): string | undefined {
  const copy = brotliCopy(path.dirname(root), rel);
  const copySt = statFile(copy);
  return copySt && copySt.mtimeMs >= st.mtimeMs ? copy : undefined;
}

export function sendFile(c: Context, root: string, file: string, status: 200 | 404 = 200) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  // A camera's IMG_2041.JPG is a JPEG too.
  const ext = path.extname(file).toLowerCase();
  const st = fs.statSync(file);
  const br = acceptsBrotli(c.req.header('accept-encoding')) ? brotliFor(root, rel, st) : undefined;
  // Revalidation answers 304 without the body: size and time identify a build's file, and each encoding has its own tag.
  const etag = `W/"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}${br ? '-br' : ''}"`;
  c.header('content-type', types[ext] ?? 'application/octet-stream');
  c.header('cache-control', status === 404 ? 'no-cache' : cacheControl(rel));
  if (br) {
    // Set here, the on-the-fly gzip middleware leaves the answer alone.
    c.header('content-encoding', 'br');
    c.header('vary', 'Accept-Encoding');
  }
  if (status === 200) {
    c.header('etag', etag);
    c.header('last-modified', st.mtime.toUTCString());
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return c.body(null, 304);
  }
  return c.body(fs.readFileSync(br ?? file), status);
}

/**
 * Serves the prerendered site: each route's index.html, assets with long-lived caching, and
 * real 404 statuses (the post-not-found view under /blog/, the not-found page elsewhere).
 */
export function serveSite(root: string, aliases: Record<string, string> = {}) {
  return (c: Context) => {
    const p = c.req.path;
    // "/about/" and "/about" are the same page; one canonical form avoids duplicate content.
    // Only ever to a path of this site: "//evil.example/" must not become "//evil.example".
    const canonical = p.replace(/\/+$/, '');
    if (p.length > 1 && p.endsWith('/') && isLocalPath(canonical)) return c.redirect(canonical + new URL(c.req.url).search, 301);
    const alias = Object.hasOwn(aliases, canonical) ? aliases[canonical] : undefined;
    if (alias && isLocalPath(alias)) return c.redirect(alias, 301);
    const file = isLocalPath(p) || p === '/' ? resolveFile(root, p) : undefined;
    if (file && file.endsWith('.html') && c.req.query('sent') !== undefined) {
      // The contact form's no-JavaScript confirmation: this one answer carries the reference.
      const filled = fillConfirmation(fs.readFileSync(file, 'utf8'), new URL(c.req.url).searchParams);
      if (filled !== null) {
        c.header('content-type', types['.html']);
        c.header('cache-control', 'no-store');
        return c.body(filled);
      }
    }
    if (file) return sendFile(c, root, file);
    if (p.startsWith('/assets/') || p.startsWith('/img/') || p.startsWith('/images/')) {
      return c.json({ error: 'Not found' }, 404);
    }
    const notFound = p.startsWith('/blog/') ? path.join(root, 'blog/404.html') : path.join(root, '404.html');
    return sendFile(c, root, notFound, 404);
  };
}
