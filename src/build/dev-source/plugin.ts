import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { rootDir } from '../../core/paths';

/** Editors that draw in a terminal: started by the dev server, they would take over its own. */
const TERMINAL_EDITORS = new Set(['vi', 'vim', 'nvim', 'nano', 'pico', 'emacs', 'micro', 'hx', 'helix', 'kak', 'joe', 'ne', 'mg', 'ed', 'ex']);

/**
 * The editor the dev server may open a place in: LAUNCH_EDITOR, read at each click, unless it is
 * a terminal editor. Nothing else: Vite's own guess falls back to EDITOR, often vim, which then
 * takes over the dev server's terminal.
 */
export function devEditor(env: Record<string, string | undefined> = process.env): { name: string } | { none: string } {
  const set = env.LAUNCH_EDITOR?.trim();
  if (!set) return { none: 'No editor is set for npm run dev: set LAUNCH_EDITOR (code, idea, subl…) and start it again to open places in your editor.' };
  const name = path.basename(set.split(/\s+/)[0]);
  if (TERMINAL_EDITORS.has(name)) return { none: `LAUNCH_EDITOR is ${name}, which runs in a terminal: the dev server will not start it in its own. Set a windowed editor (code, idea, subl…).` };
  return { name };
}

const realPath = (file: string) => {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return undefined;
  }
};

/**
 * `npm run dev` only: the click-to-source toggle (client.ts) on every page, and the addresses
 * that open a place in the editor: /__open-source?at=pages/x.yaml:12:5, and Vite's own
 * /__open-in-editor?file=… (its error overlay's links). Both answer the dev server's own pages
 * only (the page's Origin and fetch site, and a token in a SameSite=Strict cookie that pages of
 * the dev server get: another site's page, even on another port of localhost, has neither), and
 * only for a file of the project, after resolving links. Without an editor (devEditor) they
 * answer 409, and the page shows the place with a button to copy it.
 * The build never loads this plugin, so no built page has any of it.
 */
export function sourcePlugin(root = rootDir): Plugin {
  const token = randomBytes(24).toString('base64url');
  const projectRoot = realPath(root) ?? root;
  const cookieName = (req: IncomingMessage) => `guesthouse_dev_${(req.headers.host ?? '').replace(/[^A-Za-z0-9]/g, '_')}`;
  const refuse = (res: ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(`${text}\n`);
  };
  /** Why a request may not open a file: undefined when it comes from one of the dev server's own pages. */
  const notOwnPage = (req: IncomingMessage): string | undefined => {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return `from another site (Sec-Fetch-Site: ${site})`;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}` && origin !== `https://${req.headers.host}`) return `from another origin (${origin.slice(0, 80)})`;
    const cookie = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${cookieName(req)}=`));
    if (cookie?.slice(cookieName(req).length + 1) !== token) return 'without the token the dev server gives its own pages';
    return undefined;
  };
  /** The project file a `file:line:col` names, with its place; undefined for anything outside the project. */
  const projectFile = (placed: string) => {
    const m = /^(.+?)(?::(\d+))?(?::(\d+))?$/.exec(placed.replace(/^file:\/\//, ''));
    const real = m && realPath(path.resolve(root, m[1]));
    if (!m || !real || !real.startsWith(projectRoot + path.sep) || !fs.statSync(real).isFile()) return undefined;
    return `${real}${m[2] ? `:${m[2]}` : ''}${m[3] ? `:${m[3]}` : ''}`;
  };
  return {
    name: 'guesthouse-dev-source',
    apply: 'serve',
    // Its middleware runs before the pages' own, so each page carries the token.
    enforce: 'pre',
    transformIndexHtml: () => {
      const editor = devEditor();
      return [{ tag: 'script', attrs: { type: 'module', src: '/src/build/dev-source/client.ts', 'data-editor': 'name' in editor ? editor.name : '' }, injectTo: 'body' }];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        const opening = url.pathname === '/__open-source' || url.pathname === '/__open-in-editor';
        if (!opening) {
          // Every page (and file) of the dev server carries the token; only its own pages send it back.
          if (req.method === 'GET' && !url.pathname.startsWith('/functions/')) res.setHeader('set-cookie', `${cookieName(req)}=${token}; Path=/; HttpOnly; SameSite=Strict`);
          return next();
        }
        const refused = notOwnPage(req);
        if (refused) return refuse(res, 403, `Refused: only the dev server's own pages open files in the editor, not a request ${refused}.`);
        const asked = url.pathname === '/__open-source' ? url.searchParams.get('at') : url.searchParams.get('file');
        const file = asked && projectFile(asked);
        if (!file) return refuse(res, 400, `${url.pathname === '/__open-source' ? 'at' : 'file'}: a file of the project, as file:line:col`);
        const editor = devEditor();
        if ('none' in editor) return refuse(res, 409, editor.none);
        // Vite's open-in-editor starts LAUNCH_EDITOR with the file, line and column.
        req.url = `/__open-in-editor?file=${encodeURIComponent(file)}`;
        next();
      });
    },
  };
}
