import fs from 'node:fs';
import { headersFile, inlineScriptHashes, securityHeaders } from './security-headers';
import path from 'node:path';
import type { SiteConfig } from '../types/content.gen';
import type { View } from '../app/app';
import type { PageData } from '../engine/page-data';
import type { LoadedContent } from '../content/load-content';
import { allPages, imagesOf } from '../content/model';
import { publicDir } from '../content/paths';
import { buildImages } from '../content/images';
import { fillTemplate, headTags, heroPreload } from './html';
import { robotsTxt, sitemapXml } from './sitemap';
import { rssXml } from './rss';

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

/** The font file to preload: the display face is above the fold on every page. */
function fontPreload(clientDir: string): string {
  const assets = fs.readdirSync(path.join(clientDir, 'assets'));
  const font = assets.find((f) => /^fraunces-latin-wght-normal.*\.woff2$/.test(f));
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : '';
}

/**
 * The client build's own stylesheet (the font faces) inlined: a few hundred bytes are cheaper
 * in the page than a render-blocking request.
 */
function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => `<style>${fs.readFileSync(path.join(clientDir, href), 'utf8').trim()}</style>`);
}

/** Writes every route's HTML, the 404 pages, sitemap.xml, rss.xml and robots.txt. */
export async function prerender(opts: { clientDir: string; template: string; content: LoadedContent; render: Render; extraPages?: PageData[] }): Promise<PrerenderResult> {
  const { clientDir, content, render } = opts;
  const template = inlineStylesheets(opts.template, clientDir);
  const site = content.site;
  const pages = [...allPages(content), ...(opts.extraPages ?? [])];
  const preload = fontPreload(clientDir);

  const allImages = [...new Set(pages.flatMap((p) => imagesOf(p, site)))];
  const manifest = await buildImages(allImages, { publicDir, outDir: clientDir });

  for (const page of pages) {
    page.images = Object.fromEntries(imagesOf(page, site).filter((src) => manifest[src]).map((src) => [src, manifest[src]]));
    const { html, css } = render(site, { kind: 'page', page });
    const head = headTags(page, site.brand.name, site.seo.locale);
    write(routeFile(clientDir, page.path), fillTemplate(template, { head, css, html, preload: [heroPreload(html), preload].filter(Boolean).join('\n    ') }));
  }

  // Unknown paths: the server answers these with status 404.
  const missing = (p: string): string => {
    const { html, css } = render(site, { kind: 'missing', path: p });
    const head = `<title>Page not found | ${site.brand.name}</title>\n    <meta name="robots" content="noindex, nofollow" />`;
    return fillTemplate(template, { head, css, html, preload });
  };
  write(path.join(clientDir, '404.html'), missing('/404'));
  write(path.join(clientDir, 'blog/404.html'), missing('/blog/not-found'));

  write(path.join(clientDir, 'sitemap.xml'), sitemapXml(site, pages));
  write(path.join(clientDir, 'rss.xml'), rssXml(content));
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
