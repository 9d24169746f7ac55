import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { LRUCache } from 'lru-cache';
import { isLocalPath } from './http/local-path';
import { fillConfirmation } from '../blocks/contact-form/server';
import { brotliCopy } from '../core/dist-layout';
import { byteRange } from './http/byte-range';
import { fileBody } from './http/file-body';
import { streamsFile } from './http/node-files';

/**
 * Files up to this size (pages, scripts, styles, photos, a PDF) are kept in memory once read:
 * sent from memory, a 1 MB file costs the server a third of the processor time that reading it
 * from disk for each request does. One is at most a sixteenth of the cache.
 */
const CACHED_FILE_MAX = 2 * 1024 * 1024;
/** At most this many bytes of them: larger and rarer files are always streamed. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** Hashed build output and converted images never change under the same name. */
function cacheControl(rel: string): string {
  if (rel.startsWith('assets/') || rel.startsWith('img/')) return 'public, max-age=31536000, immutable';
  if (rel.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A regular file's stat, or undefined for anything else: missing, a directory, below a file,
 * too long, and a symbolic link (never followed: a link in the build could point anywhere).
 */
function statFile(file: string): fs.Stats | undefined {
  try {
    const st = fs.lstatSync(file, { throwIfNoEntry: false });
    return st?.isFile() ? st : undefined;
  } catch {
    // ENAMETOOLONG, ENOTDIR (/robots.txt/x), EACCES...: no such page, not a server error.
    return undefined;
  }
}

/** A file to send and its stat (taken without following links). */
type Found = { file: string; st: fs.Stats };

/**
 * Whether no folder between `root` (itself resolved) and the file is a symbolic link. Checked
 * once per folder (the build's folders are few); the file itself is checked on every request.
 */
const realFolders = new Map<string, boolean>();
function inRealFolder(file: string): boolean {
  const dir = path.dirname(file);
  let real = realFolders.get(dir);
  if (real === undefined) {
    try {
      real = fs.realpathSync.native(dir) === dir;
    } catch {
      return false; // not there (yet): ask again next time
    }
    realFolders.set(dir, real);
  }
  return real;
}

/**
 * The file under root for a URL path, or undefined. Never escapes root, never follows a
 * symbolic link, and never serves a dot folder or file (.vite holds the build's manifests),
 * nor the static hosts' own settings files.
 */
function resolveFile(root: string, urlPath: string): Found | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /\/\./.test(decoded)) return undefined;
  if (/^\/_(headers|redirects)$/.test(decoded)) return undefined;
  const candidates = decoded.endsWith('/') ? [decoded + 'index.html'] : [decoded, decoded + '/index.html'];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root + path.sep)) return undefined;
    const st = statFile(file);
    if (st) return inRealFolder(file) ? { file, st } : undefined;
  }
  return undefined;
}

/**
 * The bytes of files up to CACHED_FILE_MAX, by file: kept once read (a file changed since, in
 * size or time, is read afresh), and read once however many clients ask for it at the same
 * time (a cold 1 MB file asked for by 200 clients at once is not 200 MB).
 */
function fileMemory() {
  const kept = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (b) => Math.max(1, b.length) });
  const reading = new Map<string, Promise<Buffer>>();
  return (found: Found): Buffer | Promise<Buffer> => {
    const key = `${found.file}\0${found.st.size}\0${found.st.mtimeMs}`;
    const body = kept.get(key);
    if (body) return body;
    let read = reading.get(key);
    if (!read) {
      read = fs.promises
        .readFile(found.file)
        .then((bytes) => {
          // One caught mid-write is not kept: it has another size than its stat said.
          if (bytes.length === found.st.size) kept.set(key, bytes);
          return bytes;
        })
        .finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  };
}
type FileMemory = ReturnType<typeof fileMemory>;

/** Whether an Accept-Encoding header takes brotli (listed, and not with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return name === 'br' && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** The build's brotli copy of a file, unless the file was written after it (then the copy is stale). */
function brotliFor(root: string, rel: string, st: fs.Stats): Found | undefined {
  const file = brotliCopy(path.dirname(root), rel);
  const copySt = statFile(file);
  return copySt && copySt.mtimeMs >= st.mtimeMs && inRealFolder(file) ? { file, st: copySt } : undefined;
}

/**
 * Sends a file, or its brotli copy, with an ETag that answers revalidation with a 304, whole or
 * one range of it (byte-range.ts). A small file's bytes come from memory once read (keyed by its
 * size and time, so a file changed after the build is read afresh); any other is streamed, never
 * held whole in memory. A 404 page is sent the same way under its own status.
 */
async function sendFile(c: Context, root: string, found: Found, memory: FileMemory, status: 200 | 404 = 200): Promise<Response> {
  const rel = path.relative(root, found.file).split(path.sep).join('/');
  const br = acceptsBrotli(c.req.header('accept-encoding')) ? brotliFor(root, rel, found.st) : undefined;
  const sent = br ?? found;
  // Size and time identify a build's file, and each encoding has its own tag.
  const etag = `W/"${found.st.size.toString(36)}-${Math.floor(found.st.mtimeMs).toString(36)}${br ? '-br' : ''}"`;
  const type = getMimeType(found.file) ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': status === 404 ? 'no-cache' : cacheControl(rel),
    'last-modified': sent.st.mtime.toUTCString(),
    // Set here, the on-the-fly gzip middleware leaves a brotli answer alone.
    ...(br ? { 'content-encoding': 'br' } : {}),
    // Set here, that middleware need not add it, which would copy the finished response (its
    // bytes into a stream) even for a client that takes no compression at all.
    ...(COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ? { vary: 'Accept-Encoding' } : {}),
  };
  if (status === 200) {
    headers.etag = etag;
    const match = c.req.header('if-none-match');
    // If-None-Match compares weakly (RFC 9110, 13.1.2): W/"x" and "x" name the same version.
    const weak = (t: string) => t.trim().replace(/^W\//, '');
    if (match && match.split(',').some((t) => weak(t) === weak(etag) || t.trim() === '*')) return c.body(null, 304, headers);
  }
  if (status === 200) headers['accept-ranges'] = 'bytes';
  const size = sent.st.size;
  const range = status === 200 && c.req.method === 'GET' ? byteRange(c.req.header('range'), c.req.header('if-range'), size, headers['last-modified']) : undefined;
  if (range?.kind === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  const part = range?.kind === 'part' ? range : undefined;
  const [start, end] = part ? [part.start, part.end] : [0, size - 1];
  if (part) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = String(end - start + 1);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  if (size <= CACHED_FILE_MAX) {
    const body = await memory(sent);
    // One caught mid-write is sent whole as it was read.
    if (body.length !== size) {
      delete headers['content-range'];
      return c.body(body as Uint8Array<ArrayBuffer>, status, { ...headers, 'content-length': String(body.length) });
    }
    // Hono types bodies as ArrayBuffer views; a Buffer from readFile is one.
    return c.body(body.subarray(start, end + 1) as Uint8Array<ArrayBuffer>, part ? 206 : status, headers);
  }
  let file: fs.promises.FileHandle;
  try {
    file = await fs.promises.open(sent.file);
  } catch {
    return c.json({ error: 'Not found' }, 404); // removed since it was found
  }
  return streamsFile(c.body(fileBody(file, start, end), part ? 206 : status, headers), { file, start, end });
}

/**
 * Serves the prerendered site: each route's index.html, assets with long-lived caching, and
 * real 404 statuses (the post-not-found view under /blog/, the not-found page elsewhere).
 */
export function serveSite(distClient: string, aliases: Record<string, string> = {}) {
  // Resolved once, so a file's real folder can be compared with where it was looked for.
  const root = fs.existsSync(distClient) ? fs.realpathSync.native(distClient) : distClient;
  const memory = fileMemory();
  return async (c: Context) => {
    const p = c.req.path;
    // "/about/" and "/about" are the same page; one canonical form avoids duplicate content.
    // Only ever to a path of this site: "//evil.example/" must not become "//evil.example".
    const canonical = p.replace(/\/+$/, '');
    if (p.length > 1 && p.endsWith('/') && isLocalPath(canonical)) return c.redirect(canonical + new URL(c.req.url).search, 301);
    const alias = Object.hasOwn(aliases, canonical) ? aliases[canonical] : undefined;
    if (alias && isLocalPath(alias)) return c.redirect(alias, 301);
    const found = isLocalPath(p) || p === '/' ? resolveFile(root, p) : undefined;
    if (found && found.file.endsWith('.html') && (c.req.query('sent') !== undefined || c.req.query('error') !== undefined)) {
      // The contact form's no-JavaScript confirmation (or refusal): this one answer carries the reference.
      const filled = fillConfirmation(await fs.promises.readFile(found.file, 'utf8'), new URL(c.req.url).searchParams);
      if (filled !== null) {
        c.header('content-type', getMimeType(found.file));
        c.header('cache-control', 'no-store');
        return c.body(filled);
      }
    }
    if (found) return sendFile(c, root, found, memory);
    if (p.startsWith('/assets/') || p.startsWith('/img/') || p.startsWith('/images/')) {
      return c.json({ error: 'Not found' }, 404);
    }
    const notFound = resolveFile(root, p.startsWith('/blog/') ? '/blog/404.html' : '/404.html');
    return notFound ? sendFile(c, root, notFound, memory, 404) : c.text('Not found\n', 404);
  };
}
