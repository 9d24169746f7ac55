// `npm run dev`: Vite dev server rendering every page as the build does (islands hydrate as in
// production), with the content plugin (YAML edits reload the page, content errors show in the
// overlay, a new block type or schema edit is picked up) and the backend functions served
// in-process at /functions/v1.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { getRequestListener } from '@hono/node-server';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { loadSite } from '../src/content/load-content';
import { contentDir, privateDir, rootDir, siteFile } from '../src/core/paths';
import { openDb } from '../src/server/db';
import { functionsApp } from '../src/server/functions';
import type { SiteConfig } from '../src/core/types/content.gen';
import { devPagesPlugin } from '../src/build/dev-pages';
import { sourcePlugin } from '../src/build/dev-source/plugin';
import { privateFilesPlugin } from '../src/build/dev-private';
import { editorPlugin } from '../src/build/editor/plugin';
import { dataDir } from '../src/server/store/location';
import type { Problems } from '../src/build/dev-overlay/client';
import { secretFile } from '../src/server/guide/secret';
import { safeLog } from '../src/server/log';
import { listeningOrigins } from '../src/server/http/own-origin';

/** Code this process loaded once, at its start, outside Vite's module graph: an edit to it needs a restart. */
const loadedAtStart = ['src/server/', 'scripts/dev.ts', 'src/build/dev-pages.ts', 'src/build/dev-source/plugin.ts', 'src/build/dev-private.ts', 'src/build/editor/'].map((p) => path.join(rootDir, p));

function functionsPlugin(): Plugin {
  return {
    name: 'guesthouse-functions',
    configureServer(server) {
      const db = openDb();
      // The dev server runs no e-mail outbox: enquiries are only stored, and the form says so.
      const env = { ...process.env, SMTP_HOST: undefined };
      // The dev server's own pages call the functions: its addresses, once it listens.
      const origins: string[] = [];
      server.httpServer?.once('listening', () => {
        const address = server.httpServer!.address();
        if (address && typeof address === 'object') origins.push(...listeningOrigins(address.address, address.port));
      });
      const log = safeLog(console);
      const app = (site: SiteConfig) => functionsApp({ site, db, env, rootDir: contentDir, distDir: path.join(rootDir, 'dist'), now: Date.now, log, origins });
      let fns = app(loadSite().site);
      const listener = getRequestListener((req) => fns.fetch(new Request(req.url.replace('/functions/v1', ''), req)));
      server.middlewares.use((req, res, next) => (req.url?.startsWith('/functions/v1/') ? listener(req, res) : next()));

      // site.yaml edits reach the functions at once (a broken save keeps the last good settings);
      // their code does not, and the page says so until the dev server is started again.
      let restart: Problems | undefined;
      server.watcher.on('change', (file) => {
        if (file === siteFile) {
          const { site, errors } = loadSite();
          if (!errors.length) fns = app(site);
          return;
        }
        if (!loadedAtStart.some((p) => file.startsWith(p))) return;
        const rel = path.relative(rootDir, file).split(path.sep).join('/');
        restart = { title: 'Restart the dev server', text: `${rel} changed, and the dev server loaded it when it started: stop \`npm run dev\` (Ctrl+C) and run it again to use the change.` };
        server.config.logger.warn(restart.text, { timestamp: true });
        server.ws.send('content:problems', restart);
      });
      server.ws.on('content:ask', (_data, client) => restart && client.send('content:problems', restart));
    },
  };
}

// node_modules may be a symlink (a scratch copy of the project): allow its real location.
const modules = fs.realpathSync(path.join(rootDir, 'node_modules'));
const server = await createServer({
  root: rootDir,
  // Pre-bundled dependencies in the project's own folder, not in node_modules/.vite: the scratch
  // copies the tests run dev servers in share one node_modules, and a server re-bundling there
  // took the files another's page was loading (an island that never hydrated).
  cacheDir: path.join(rootDir, '.cache/vite'),
  // The private guide, the owner's calendar, the database (where DATA_DIR says and where it would
  // be by default) and the guide's secret are never served, by any address.
  plugins: [
    privateFilesPlugin(rootDir, [...new Set([privateDir, path.join(rootDir, 'private'), dataDir(), path.join(rootDir, 'data'), secretFile(process.env) ?? []].flat())]),
    functionsPlugin(),
    editorPlugin(),
    devPagesPlugin(),
    sourcePlugin(),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false, fs: { allow: [rootDir, modules] } },
});
await server.listen();
server.printUrls();
