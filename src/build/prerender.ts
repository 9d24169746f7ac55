import fs from 'node:fs';
import { headersFile, inlineScriptHashes, securityHeaders } from './security-headers';
import path from 'node:path';
import type { SiteConfig } from '../types/content.gen';
import type { View } from '../app/app';
import type { PageData } from '../app/page-data';
import type { ContentModel } from '../content/model';
import { publicDir } from '../content/paths';
import { imageSrcs } from '../content/refs';
import { buildImages } from './images';
import { fillTemplate, headTags, heroPreload, withoutComments } from './html';
import { buildDisplayFont, textCharacters } from './display-font';
import { robotsTxt, sitemapXml } from './sitemap';
import { rssXml } from './rss';
import { buildInfoDir, chatModules } from './budgets';
import { suggestablePages } from '../lib/nearest-page';

type Render = (site: SiteConfig, view: View) => { html: string; css: string };

export interface PrerenderResult {
  routes: string[];
  files: number;
}

function routeFile(clientDir: string, routePath: string): string {
  return path.join(clientDir, routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`);
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Writes every route's HTML, the 404 pages, sitemap.xml, rss.xml and robots.txt. */
export async function prerender(opts: { clientDir: string; template: string; model: ContentModel; render: Render }): Promise<PrerenderResult> {
  const { clientDir, model, render } = opts;
  const template = withoutComments(opts.template);
  const site = model.site;
  const pages = model.pages.map((p) => p.data);

  // The chat's photo reply can show on any page; everything else is a block's own.
  const chatImages = [...imageSrcs(site.chat.photoReply)];
  const imagesOf = (page: PageData) => [...new Set([...page.blocks.flatMap((b) => b.images), ...chatImages])];
  const manifest = await buildImages([...new Set(pages.flatMap(imagesOf))], { publicDir, outDir: clientDir });

  const rendered = pages.map((page) => {
    page.images = Object.fromEntries(imagesOf(page).filter((src) => manifest[src]).map((src) => [src, manifest[src]]));
    return { page, ...render(site, { kind: 'page', page }) };
  });
  // Unknown paths: the server answers these with status 404.
  const missing = ['/404', '/blog/not-found'].map((p) => render(site, { kind: 'missing', path: p, pages: suggestablePages(pages) }));

  // The display face, cut to the characters these pages use: preloaded, since it is above the fold everywhere.
  const font = await buildDisplayFont(new Set([...rendered, ...missing].flatMap((r) => [...textCharacters(r.html)])), clientDir);
  const fontTags = `<link rel="preload" href="${font.href}" as="font" type="font/woff2" crossorigin />\n    <style>${font.css}</style>`;
  // Fetched ahead at the visitor's first touch of the page, so that a tap on the chat finds them at hand.
  const chatTag = `<meta name="chat-modules" content="${chatModules(buildInfoDir(path.dirname(clientDir))).join(' ')}" />`;

  for (const { page, html, css } of rendered) {
    const head = headTags(page, site.brand.name, site.seo.locale);
    write(routeFile(clientDir, page.path), fillTemplate(template, { head, css, html, preload: [heroPreload(html), fontTags, chatTag].filter(Boolean).join('\n    ') }));
  }
  const missingPage = ({ html, css }: { html: string; css: string }): string => {
    const head = `<title>Page not found | ${site.brand.name}</title>\n    <meta name="robots" content="noindex, nofollow" />`;
    return fillTemplate(template, { head, css, html, preload: [fontTags, chatTag].join('\n    ') });
  };
  write(path.join(clientDir, '404.html'), missingPage(missing[0]));
  write(path.join(clientDir, 'blog/404.html'), missingPage(missing[1]));

  write(path.join(clientDir, 'sitemap.xml'), sitemapXml(site, pages));
  write(path.join(clientDir, 'rss.xml'), rssXml(model));
  write(path.join(clientDir, 'robots.txt'), robotsTxt(site));
  // Static hosts (Netlify, Cloudflare Pages) read redirects from this file; the server reads site.yaml.
  write(path.join(clientDir, '_redirects'), Object.entries(site.aliases ?? {}).map(([from, to]) => `${from} ${to} 301\n`).join(''));
  // Security headers for static hosts; the embedded server sends this same file's set.
  const html = fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => fs.readFileSync(path.join(clientDir, f), 'utf8'));
  write(path.join(clientDir, '_headers'), headersFile(securityHeaders(site, [...new Set(html.flatMap(inlineScriptHashes))].sort())));
  return { routes: pages.map((p) => p.path), files: pages.length + 6 };
}
