import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors } from '../content/errors';
import { loadContent, type LoadedContent } from '../content/load-content';
import { allPages } from '../content/model';
import { pagesDir, privateDir, rootDir } from '../content/paths';
import { dataUrl } from '../engine/page-data';

const VIRTUAL = 'virtual:site';
const RESOLVED = '\0' + VIRTUAL;

/**
 * Gives the client the validated site.yaml as `virtual:site`. `vite build` refuses invalid
 * content; the dev server shows content errors in its overlay, keeps running, serves each
 * route's data at /_data/<route>.json and reloads the page when any YAML changes.
 */
export function contentPlugin(): Plugin {
  let content: LoadedContent | undefined;
  let lastGood: LoadedContent | undefined;
  const load = () => {
    content = loadContent();
    if (!content.errors.length) lastGood = content;
    return content;
  };

  const report = (server: ViteDevServer) => {
    const c = load();
    if (c.errors.length) {
      const message = formatErrors(c.errors);
      server.config.logger.error(`\n${message}\n`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content' } });
      return;
    }
    const mod = server.moduleGraph.getModuleById(RESOLVED);
    if (mod) server.moduleGraph.invalidateModule(mod);
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'guesthouse-content',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const c = load();
      if (c.errors.length) {
        if (this.meta.watchMode && lastGood) this.warn(formatErrors(c.errors));
        else this.error(`Content is invalid, nothing was built:\n\n${formatErrors(c.errors)}`);
      }
      return `export default ${JSON.stringify((lastGood ?? c).site)};`;
    },
    configureServer(server) {
      server.watcher.add([path.join(rootDir, 'site.yaml'), pagesDir, privateDir]);
      const onChange = (file: string) => {
        if (/\.(ya?ml|md)$/.test(file) && !file.includes('node_modules')) report(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/_data/')) return next();
        const c = load();
        if (c.errors.length) {
          server.ws.send({ type: 'error', err: { message: formatErrors(c.errors), stack: '', plugin: 'content' } });
        }
        const source = c.errors.length ? lastGood : c;
        const url = req.url.split('?')[0];
        const page = source && allPages(source).find((p) => dataUrl(p.path) === url);
        res.setHeader('content-type', 'application/json');
        if (!page) {
          res.statusCode = 404;
          res.end('{"error":"not found"}');
          return;
        }
        res.end(JSON.stringify(page));
      });
    },
  };
}
