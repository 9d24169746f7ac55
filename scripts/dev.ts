// `npm run dev`: Vite dev server rendering every page as the build does (islands hydrate as in
// production), with the content plugin (YAML edits reload the page, content errors show in the
// overlay) and the backend functions served in-process at /functions/v1.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { getRequestListener } from '@hono/node-server';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { loadContent } from '../src/content/load-content';
import { rootDir } from '../src/content/paths';
import { openDb } from '../src/server/db';
import { functionsApp } from '../src/server/functions';
import { devPagesPlugin } from '../src/build/dev-pages';
import { privateFilesPlugin } from '../src/build/dev-private';
import { dataDir } from '../src/server/store/location';

function functionsPlugin(): Plugin {
  return {
    name: 'guesthouse-functions',
    configureServer(server) {
      const site = loadContent().site;
      const db = openDb();
      // The dev server runs no e-mail outbox: enquiries are only stored, and the form says so.
      const env = { ...process.env, SMTP_HOST: undefined };
      const fns = functionsApp({ site, db, env, rootDir, distDir: path.join(rootDir, 'dist'), now: Date.now, log: console });
      const listener = getRequestListener((req) => fns.fetch(new Request(req.url.replace('/functions/v1', ''), req)));
      server.middlewares.use((req, res, next) => (req.url?.startsWith('/functions/v1/') ? listener(req, res) : next()));
    },
  };
}

// node_modules may be a symlink (a scratch copy of the project): allow its real location.
const modules = fs.realpathSync(path.join(rootDir, 'node_modules'));
const server = await createServer({
  root: rootDir,
  // The private guide, the owner's calendar and the database are never served, by any address.
  plugins: [privateFilesPlugin(rootDir, ['private', dataDir()]), functionsPlugin(), devPagesPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false, fs: { allow: [rootDir, modules] } },
});
await server.listen();
server.printUrls();
