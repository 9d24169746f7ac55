import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { clientSite } from '../core/client-site';
import { entryOf } from '../core/messages';
import type { Checked } from '../content/check';
import { formatErrors } from '../content/errors';
import type { Problems } from './dev-overlay/client';
import { loadSite } from '../content/load-content';
import { HANDED_SITE } from './handed-site';
import type { SiteConfig } from '../core/types/content.gen';
import { pagesDir, privateDir, rootDir, schemasDir, siteFile } from '../core/paths';

const typesFile = path.join(rootDir, 'src/core/types/content.gen.ts');
const docsFile = path.join(rootDir, 'docs/content.md');

const VIRTUAL = 'virtual:site';
const RESOLVED = '\0' + VIRTUAL;

const checks = new WeakMap<ViteDevServer, Promise<Checked>>();
const watched = new WeakSet<ViteDevServer>();

/**
 * The content check as the dev server's module graph has it, made again only once a file in the
 * project has changed since the last one: every page request used to check all the content again
 * (0.1 to 0.2 s of processor each). Any change counts (a YAML file, a photo a page names, a
 * block's code), so nothing the check reads can go stale.
 */
export function devCheck(server: ViteDevServer): Promise<Checked> {
  if (!watched.has(server)) {
    watched.add(server);
    server.watcher.on('all', () => checks.delete(server));
  }
  let checked = checks.get(server);
  if (!checked) {
    checked = server.ssrLoadModule('/src/content/check.ts').then((m) => (m as typeof import('../content/check')).checkContent({ unpublished: true }));
    // A check that failed outright is tried again by the next request, not kept.
    checked.catch(() => checks.get(server) === checked && checks.delete(server));
    checks.set(server, checked);
  }
  return checked;
}

/** Drops the check made before a file was written, for a caller that needs the next one at once (the browser editor). */
export const forgetCheck = (server: ViteDevServer) => void checks.delete(server);

/**
 * Gives the islands their share of site.yaml as `virtual:site`: in a build, the settings the
 * build read and checked and handed to the bundles' process (HANDED_SITE); in the dev server and
 * the tests, read from the file. The dev server shows content errors over the page, keeps running and
 * reloads the page when any YAML, Markdown or schema changes.
 */
export function contentPlugin(): Plugin {
  let lastGood: SiteConfig | undefined;
  const handed = process.env[HANDED_SITE];
  const siteModule = () => {
    if (handed) return JSON.parse(handed) as SiteConfig;
    const { site, errors } = loadSite();
    if (!errors.length) return (lastGood = site);
    // While editing, the last good settings stay in use; the overlay shows what is wrong.
    if (lastGood) return lastGood;
    throw new Error(`site.yaml is invalid:\n\n${formatErrors(errors)}`);
  };

  // An editor's save can reach the watcher as several events (truncate, then write), and a check
  // of the half-written file may finish after the check of the whole one. So changes that come
  // close together make one check, and a check overtaken by a newer change says nothing.
  let latest = 0;
  // The content's problems on screen (dev-overlay/client.ts). A page that was reloading when they
  // were sent is told again when it asks, as each page does once loaded: they stay in sight until fixed.
  let shownError: Problems | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleReport = (server: ViteDevServer) => {
    clearTimeout(timer);
    const id = ++latest;
    timer = setTimeout(() => void report(server, id), 40);
  };

  // A schema added or changed (a new block type from `npm run new-block`, a field added): the
  // modules that read schemas/ once per process are loaded afresh, and the types and the blocks'
  // sections of docs/content.md are generated again, as `npm run gen` would, so no restart is needed.
  let schemasChanged = false;
  const followSchemas = async (server: ViteDevServer) => {
    schemasChanged = false;
    server.environments.ssr.moduleGraph.invalidateAll();
    const { generateTypes } = (await server.ssrLoadModule('/src/content/gen-types.ts')) as typeof import('../content/gen-types');
    const { generateDocs } = (await server.ssrLoadModule('/src/content/gen-docs.ts')) as typeof import('../content/gen-docs');
    const docs = fs.readFileSync(docsFile, 'utf8');
    for (const [file, text] of [[typesFile, await generateTypes()], [docsFile, generateDocs(docs)]]) {
      if (fs.readFileSync(file, 'utf8') === text) continue;
      fs.writeFileSync(file, text);
      server.config.logger.info(`schemas/ changed: regenerated ${path.relative(rootDir, file)}`, { timestamp: true });
    }
  };

  const report = async (server: ViteDevServer, id: number) => {
    if (schemasChanged) await followSchemas(server);
    if (id !== latest) return;
    const { errors } = await devCheck(server);
    if (id !== latest) return;
    if (errors.length) {
      const message = formatErrors(errors);
      server.config.logger.error(`\n${message}\n`, { timestamp: true });
      // What to do about each kind of problem: the catalogue's paragraph, as docs/content.md has it.
      const advice = [...new Set(errors.map((e) => e.id))].flatMap((kind) => {
        const docs = entryOf(kind)?.docs;
        return docs ? [{ id: kind, docs }] : [];
      });
      shownError = { title: `The content has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}`, text: message, advice };
      server.ws.send('content:problems', shownError);
      return;
    }
    shownError = undefined;
    const mod = server.moduleGraph.getModuleById(RESOLVED);
    if (mod) server.moduleGraph.invalidateModule(mod);
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'guesthouse-content',
    // Filtered, so the bundler never calls into JavaScript for the other modules (thousands of
    // calls: most of a production client build's time without the filters).
    resolveId: { filter: { id: new RegExp(`^${VIRTUAL}$`) }, handler: () => RESOLVED },
    load: { filter: { id: new RegExp(`^${RESOLVED}$`) }, handler: () => `export default ${JSON.stringify(clientSite(siteModule()))};` },
    configureServer(server) {
      server.watcher.add([siteFile, pagesDir, privateDir, schemasDir]);
      const onChange = (file: string) => {
        if (file.includes('node_modules')) return;
        const schema = file.startsWith(schemasDir) && file.endsWith('.json');
        if (schema) schemasChanged = true;
        if (/\.(ya?ml|md)$/.test(file) || schema) scheduleReport(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.ws.on('content:ask', (_data, client) => shownError && client.send('content:problems', shownError));
    },
    // The dev server's pages only (a build's template has no server): the overlay that shows them.
    transformIndexHtml: (_html, ctx) => (ctx.server ? [{ tag: 'script', attrs: { type: 'module', src: '/src/build/dev-overlay/client.ts' }, injectTo: 'body' }] : undefined),
  };
}
