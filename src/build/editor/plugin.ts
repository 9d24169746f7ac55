import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { rootDir } from '../../core/paths';
import { editorApi, writes } from './api';
import { Refused } from './files';

/** Where the editor's address space starts; its shell, its script and its API are under it. */
const EDITOR = '/__editor';
const MAX_BODY = 12 * 1024 * 1024;

/**
 * Whether a request may use the editor's API: it carries the token this dev server made at start
 * (only its own pages have it), and it comes from this dev server's own page: a write must name
 * this origin, and a browser's fetch from elsewhere says so (Origin, Sec-Fetch-Site).
 */
function allowed(req: IncomingMessage, token: string): string | undefined {
  const given = String(req.headers['x-editor-token'] ?? '');
  const own = `http://${req.headers.host}`;
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (origin !== undefined ? origin !== own : req.method !== 'GET') return `only this dev server's own page (${own}) may ${req.method === 'GET' ? 'read' : 'write'} through the editor`;
  if (site !== undefined && site !== 'same-origin') return 'a request from another site is refused';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return 'the editor token is missing or wrong: open the editor from the dev server’s Edit button';
  return undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Refused(413, 'more than 12 MB'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

const shell = (token: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<meta name="editor-token" content="${token}" />
<title>Edit the site</title>
<link rel="stylesheet" href="${EDITOR}/app.css" />
</head>
<body>
<div id="editor"></div>
<script type="module" src="${EDITOR}/app.js"></script>
</body>
</html>
`;

/**
 * The browser's half of the editor (src/editor/), bundled by esbuild when first asked for and
 * again after a change: it is never a module of Vite's graph, so the dev server's reloads (on
 * every save) reload the page beside the form, never the form, and nothing of it can reach a build.
 */
function uiBundle() {
  const dir = path.join(rootDir, 'src/editor');
  let made: { stamp: string; js: string; css: string } | undefined;
  const stamp = () =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`)
      .join('|');
  return async () => {
    const now = stamp();
    if (made?.stamp === now) return made;
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [path.join(dir, 'main.tsx')],
      bundle: true,
      format: 'esm',
      write: false,
      outdir: '/',
      jsx: 'automatic',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
      absWorkingDir: rootDir,
    });
    const file = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
    made = { stamp: now, js: file('.js'), css: file('.css') };
    return made;
  };
}

/** `npm run dev` only: the Edit button on every page, the editor at /__editor/, and its API. */
export function editorPlugin(): Plugin {
  const token = crypto.randomBytes(24).toString('base64url');
  const bundle = uiBundle();
  return {
    name: 'guesthouse-editor',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { type: 'module', src: '/src/editor/in-page.ts' }, injectTo: 'body' },
      // The editor's writes this page was rendered after: a preview older than the last write is shown again.
      { tag: 'meta', attrs: { name: 'editor-stamp', content: String(writes.count) }, injectTo: 'head' },
    ],
    configureServer(server: ViteDevServer) {
      const api = editorApi(server);
      server.middlewares.use(EDITOR, async (req, res) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        // Only its own pages may frame or read the editor: Vite answers localhost origins' CORS.
        res.removeHeader('access-control-allow-origin');
        res.setHeader('x-frame-options', 'DENY');
        try {
          if (url.pathname === '/' || url.pathname === '') {
            const site = req.headers['sec-fetch-site'];
            if (site && site !== 'same-origin' && site !== 'none') throw new Refused(403, 'the editor opens from this dev server only');
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader('cache-control', 'no-store');
            return res.end(shell(token));
          }
          if (url.pathname === '/app.js' || url.pathname === '/app.css') {
            const made = await bundle();
            res.setHeader('content-type', url.pathname.endsWith('.js') ? 'text/javascript' : 'text/css');
            res.setHeader('cache-control', 'no-store');
            return res.end(url.pathname.endsWith('.js') ? made.js : made.css);
          }
          const route = url.pathname.replace(/^\/api\//, '');
          if (!url.pathname.startsWith('/api/')) throw new Refused(404, 'no such editor address');
          const why = allowed(req, token);
          if (why) throw new Refused(403, why);
          const json = async () => {
            if (!String(req.headers['content-type']).startsWith('application/json')) throw new Refused(415, 'send JSON');
            try {
              return JSON.parse((await readBody(req)).toString('utf8') || '{}');
            } catch {
              throw new Refused(400, 'the body is not JSON');
            }
          };
          const method = req.method ?? 'GET';
          const call = (() => {
            if (method === 'GET' && route === 'files') return api.files();
            if (method === 'GET' && route === 'file') return api.read(url.searchParams.get('file'));
            if (method === 'GET' && route === 'version') return api.version(url.searchParams.get('file'));
            if (method === 'GET' && route === 'schemas') return api.schemas();
            if (method === 'GET' && route === 'photos') return api.photos();
            if (method === 'POST' && route === 'file') return json().then((b) => api.write(b));
            if (method === 'POST' && route === 'page') return json().then((b) => api.newPage(b));
            if (method === 'POST' && route === 'photos') return readBody(req).then((b) => api.upload(decodeURIComponent(String(req.headers['x-file-name'] ?? 'photo')), b));
            throw new Refused(404, `no ${method} ${route} in the editor's API`);
          })();
          send(res, 200, await call);
        } catch (e) {
          if (e instanceof Refused) return send(res, e.status, { error: e.message, ...('current' in e ? { current: (e as { current: unknown }).current } : {}) });
          server.config.logger.error(`editor: ${(e as Error).stack ?? e}`);
          send(res, 500, { error: (e as Error).message });
        }
      });
    },
  };
}
