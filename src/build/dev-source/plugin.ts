import path from 'node:path';
import type { Plugin } from 'vite';
import { rootDir } from '../../content/paths';

/**
 * `npm run dev` only: the click-to-source toggle (client.ts) on every page, and the address it
 * opens a place with: /__open-source?at=pages/x.yaml:12:5 hands the file, line and column to
 * Vite's open-in-editor (the editor from LAUNCH_EDITOR or EDITOR, else the one it finds running).
 * The build never loads this plugin, so no built page has any of it.
 */
export function sourcePlugin(): Plugin {
  return {
    name: 'guesthouse-dev-source',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: '/src/build/dev-source/client.ts' }, injectTo: 'body' }],
    configureServer(server) {
      server.middlewares.use('/__open-source', (req, res) => {
        const placed = new URL(req.url ?? '', 'http://dev').searchParams.get('at') ?? '';
        const m = /^([^:]+):(\d+):(\d+)$/.exec(placed);
        const file = m && path.resolve(rootDir, m[1]);
        // Only a file inside the project, as the marks name them.
        if (!m || !file || !file.startsWith(rootDir + path.sep)) {
          res.statusCode = 400;
          res.end('at: a project file as file:line:col');
          return;
        }
        res.statusCode = 302;
        res.setHeader('location', `/__open-in-editor?file=${encodeURIComponent(`${file}:${m[2]}:${m[3]}`)}`);
        res.end();
      });
    },
  };
}
