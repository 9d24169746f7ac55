import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The files a development-server address could reach, however it is spelled: percent-encoded
 * (even twice), with `..` segments or backslashes, as `/@fs/<absolute path>` or `/@id/<id>`,
 * with any query (`?raw`, `?import&url`). Undefined for an address no file answers (a
 * malformed escape).
 */
export function devPathTargets(url: string, rootDir: string): string[] | undefined {
  let p = url.split(/[?#]/)[0];
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(p); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      return undefined;
    }
  }
  p = path.posix.normalize(p.replace(/\\/g, '/'));
  const targets = [path.join(rootDir, p)];
  // Vite's own prefixes name an absolute path (@fs) or a module id, which may be a path (@id).
  const prefixed = /^\/@(?:fs|id)\/+(.*)$/.exec(p);
  if (prefixed) targets.push(path.resolve('/', prefixed[1]), path.join(rootDir, prefixed[1]));
  return targets;
}

/**
 * `npm run dev` serves the project's own files to the browser (Vite's root is the project): the
 * private guide, the owner's calendar and the database must answer 404 by every address, before
 * Vite sees the request. The server code reads them from disk, never through Vite.
 */
export function privateFilesPlugin(rootDir: string, privateDirs: string[]): Plugin {
  const denied = privateDirs.map((d) => path.resolve(rootDir, d));
  const isDenied = (file: string) => denied.some((d) => file === d || file.startsWith(d + path.sep));
  return {
    name: 'guesthouse-private-files',
    apply: 'serve',
    config: () => ({ server: { fs: { deny: denied.map((d) => `${d}/**`) } } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const targets = devPathTargets(req.url ?? '/', rootDir);
        if (targets && !targets.some(isDenied)) return next();
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found: the development server serves no private file.\n');
      });
    },
  };
}
