import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { View } from '../app/app';
import type { SiteConfig } from '../core/types/content.gen';
import type { Checked } from '../content/check';
import { rootDir } from '../core/paths';
import { devCheck } from './content-plugin';
import { fillTemplate, headTags } from './html';
import { suggestablePages } from '../core/nearest-page';
import type { IconSprite } from '../components/icon-sprite';

// The build cuts the display face to the characters its pages use (display-font.ts); development
// serves fontsource's whole file instead, which looks the same.
const devFont = '<link rel="stylesheet" href="/node_modules/@fontsource-variable/fraunces/wght.css" />';

type Render = (site: SiteConfig, view: View) => { html: string; css: string };

/**
 * `npm run dev` renders each page on request exactly as the build prerenders it (same entry,
 * same template, the same content check), so islands hydrate in development as they do in
 * production. Content errors are the content plugin's to show; a broken file keeps the last
 * good content on screen.
 */
export function devPagesPlugin(): Plugin {
  let lastGood: Checked | undefined;
  return {
    name: 'guesthouse-dev-pages',
    apply: 'serve',
    // A static block exists only on the server: no hot update reaches the browser for it, so an
    // edit to it re-renders the page with a reload. Islands keep React's hot replacement.
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'client' || modules.length) return;
      if (server.environments.ssr.moduleGraph.getModulesByFile(file)?.size) {
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        if (url.startsWith('/assets/icons-')) {
          const { iconSprite } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { iconSprite: () => IconSprite };
          if (url !== iconSprite().href) return next();
          res.setHeader('content-type', 'image/svg+xml');
          return res.end(iconSprite().svg);
        }
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !/^\/(@|functions\/|node_modules\/|src\/)|\.\w+$/.test(url);
        if (!wantsPage) return next();
        try {
          const fresh = await devCheck(server);
          if (!fresh.errors.length) lastGood = fresh;
          const { model } = lastGood ?? fresh;
          const found = model.pages.find((p) => p.path === (url.replace(/\/+$/, '') || '/'));
          const page = found?.data;
          // Where each block and its text are written, for click-to-source (dev only).
          const { sourcesOf } = (await server.ssrLoadModule('/src/build/dev-source/marks.ts')) as typeof import('./dev-source/marks');
          const view: View = found
            ? { kind: 'page', page: { ...found.data, images: {}, sources: sourcesOf(found) } }
            : { kind: 'missing', path: url, pages: suggestablePages(model.pages.map((p) => p.data)), areas: model.areas };
          const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
          const { html, css } = render(model.site, view);
          const template = await server.transformIndexHtml(url, fs.readFileSync(path.join(rootDir, 'index.html'), 'utf8'));
          const head = page ? headTags(page, model.site.brand.name, model.site.seo.locale) : '<title>Page not found</title>';
          res.statusCode = page ? 200 : 404;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(fillTemplate(template, { head, css, html, font: devFont }));
        } catch (e) {
          server.ssrFixStacktrace(e as Error);
          next(e);
        }
      });
    },
  };
}
