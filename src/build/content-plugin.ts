import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors } from '../content/errors';
import { loadContent, type LoadedContent } from '../content/load-content';
import { pagesDir, privateDir, rootDir } from '../content/paths';

const VIRTUAL = 'virtual:site';
const RESOLVED = '\0' + VIRTUAL;

/**
 * Gives the client the validated site.yaml as `virtual:site`. `vite build` refuses invalid
 * content; the dev server shows content errors in its overlay, keeps running and reloads the
 * page when any YAML, Markdown or schema changes.
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
      const schemasDir = path.join(rootDir, 'schemas');
      server.watcher.add([path.join(rootDir, 'site.yaml'), pagesDir, privateDir, schemasDir]);
      const onChange = (file: string) => {
        if (file.includes('node_modules')) return;
        if (/\.(ya?ml|md)$/.test(file) || (file.startsWith(schemasDir) && file.endsWith('.json'))) report(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
