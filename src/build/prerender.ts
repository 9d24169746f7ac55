import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { headersFile, inlineScriptHashes, securityHeaders } from '../core/security-headers';
import path from 'node:path';
import type { PageData } from '../core/page-data';
import type { ContentModel } from '../content/model';
import { publicDir } from '../core/paths';
import { imageSrcs } from '../content/refs';
import { buildImages } from './images';
import { fillTemplate, headTags, heroPreload, scriptAfterShown, withoutComments } from './html';
import { buildDisplayFont, textCharacters, type DisplayFont } from './display-font';
import { robotsTxt, sitemapXml } from './sitemap';
import { rssXml } from './rss';
import type { RenderPool } from './render-pool';
import type { View } from '../app/app';
import type { Rendering } from '../entry-server';
import { buildPhases } from './timings';
import { buildInfoDir, islandFrames, islandModulesAhead, islandsIn, type Island } from './budgets';
import { clientSite } from '../core/client-site';
import { suggestablePages } from '../core/nearest-page';
import { iconSprite } from '../components/icon-sprite';

/** What a build remembers of a route's page, so the next build can keep it. */
interface PageRecord {
  /** A hash of everything its HTML is made from, but the display font (see pageKey). */
  key: string;
  /** The characters of its visible text, for the display font's subset. */
  chars: string;
  /** Its inline scripts' hashes, for the Content-Security-Policy in _headers. */
  scripts: string[];
  /** Its islands in page order, for the budgets (routeChunks). */
  islands: Island[];
}

export interface PrerenderRecord {
  font: DisplayFont & { chars: string };
  pages: Record<string, PageRecord>;
  /** The not-found pages, by file. */
  missing: Record<string, PageRecord>;
  /** Each island's first look (`frame: true`), by the island's name: the file it was written to and the key it was made under. */
  frames?: Record<string, { key: string; file: string }>;
}

interface PrerenderResult {
  routes: string[];
  files: number;
  /** For the next build (`previous`). */
  record: PrerenderRecord;
  /** HTML files rendered this time (routes and not-found pages); the others were kept from the last build. */
  rendered: number;
  /** Routes kept as the last build made them. */
  kept: number;
  /** Each route's islands. */
  islands: Record<string, Island[]>;
  /** Client files (relative to clientDir) whose content this build wrote or changed. */
  changed: string[];
  /** Client files of routes that no longer exist, deleted. */
  removed: string[];
}

export function routeFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** Stands for the display font's tags until every page is rendered and the font is cut to their characters. */
const FONT_TAGS = '<!--display-font-->';
const fontTags = (font: DisplayFont) => font.tags;

/** A page's HTML split around FONT_TAGS (its first place, in the head: the page's text comes later). */
function aroundFont(html: string): [Buffer, Buffer] {
  const at = html.indexOf(FONT_TAGS);
  if (at < 0) throw new Error('index.html has lost its <!--head--> placeholder: the pages would have no head.');
  return [Buffer.from(html.slice(0, at)), Buffer.from(html.slice(at + FONT_TAGS.length))];
}

const charsOf = (html: string) => [...textCharacters(html)].sort().join('');

/**
 * Everything a page's HTML is made from but the display font: the code (the bundles' key covers
 * the renderer and the template), the site settings, the page's data and its images' variants, and
 * the year it renders as of (the footer's ©). The live calendar's time-zone table starts from
 * that moment and runs three years, so a kept page's table still covers the year it is kept.
 */
function pageKey(codeKey: string, year: number, siteJson: string, view: Rendering): string {
  return createHash('sha256').update(`${codeKey}\0${year}\0${siteJson}\0`).update(JSON.stringify(view)).digest('hex');
}

/** One HTML file the build makes: what it shows, and what its head holds besides the shared tags. */
interface Job {
  rel: string;
  /** The record it is kept under: a route's path, or a not-found page's file. */
  id: string;
  view: View;
  head: (html: string) => string;
  preload: (html: string) => string[];
}

interface PrerenderOptions {
  /** Where the client files are: the images and island frames are written here as the pages start rendering. */
  clientDir: string;
  template: string;
  model: ContentModel;
  render: RenderPool['render'];
  /** The bundles' key (bundleKey): the same key means the same renderer and template. */
  codeKey: string;
  /** The moment the pages render as of (buildTime). */
  renderAt: number;
  previous?: PrerenderRecord;
  /**
   * Writes a page's HTML file in place of the prerender (the build writes and packs it on libuv's
   * threads, precompress.ts, while the next pages are handed over); by default it is written at once.
   */
  writePage?: (rel: string, body: Buffer) => void;
}

/** A prerender under way: its pages render in the render threads until `finish` writes them. */
export interface Prerendering {
  /** Settles once every page has rendered (the render threads are then idle). */
  rendered: Promise<unknown>;
  /** Waits for the pages, cuts the display font and writes everything into `clientDir` (by default the one it started in). */
  finish(clientDir?: string): Promise<PrerenderResult>;
}

/**
 * Writes every route's HTML, the 404 pages, the icon sprite, sitemap.xml, rss.xml and robots.txt. With the last
 * build's record (and its files in clientDir), a page whose key is unchanged is kept as it is;
 * when the display font's cut changes, kept pages get the new font's tags in place of the old.
 *
 * In two halves: this one makes the images and island frames and sends every page that needs it
 * to the render threads; `finish` writes them. A clean build starts it while the content lint
 * runs (its output then goes into the folder of the new bundles, which becomes the build's), and
 * finishes it once the content has passed.
 */
export async function startPrerender(opts: PrerenderOptions): Promise<Prerendering> {
  const { model, render, previous } = opts;
  let clientDir = opts.clientDir;
  const year = new Date(opts.renderAt).getFullYear();
  const template = scriptAfterShown(withoutComments(opts.template));
  const site = model.site;
  const pages = model.pages.map((p) => p.data);
  const changed: string[] = [];
  /** Writes the file (with `into`, by default at once) unless it already holds exactly this. */
  const write = (rel: string, text: string | Buffer, into = writeNow) => {
    const file = path.join(clientDir, rel);
    const body = Buffer.from(text);
    if (fs.existsSync(file) && fs.readFileSync(file).equals(body)) return;
    into(rel, body);
    changed.push(rel);
  };
  const writeNow = (rel: string, body: Buffer) => {
    const file = path.join(clientDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };

  // What the islands get of site.yaml can show on any page (the chat's photo reply); everything else is a block's own.
  const islandImages = [...imageSrcs(clientSite(site))];
  const imagesOf = (page: PageData) => [...new Set([...page.blocks.flatMap((b) => b.images), ...islandImages])];
  const manifest = await buildImages([...new Set(pages.flatMap(imagesOf))], { publicDir, outDir: clientDir });
  buildPhases.lap('images');

  const siteJson = JSON.stringify(site);
  // Each island's first look (`frame: true` in its declaration), fetched by its own script from
  // each page that holds it. Kept, like a page, while what it is made from is unchanged:
  // rendering it would start the render threads. Sent to the render threads ahead of the pages
  // and not waited for here: a page waits for them only to name them.
  const frames: Record<string, { key: string; file: string }> = {};
  const framed = Promise.all(
    Object.keys(islandFrames()).map(async (island): Promise<[string, { key: string; file: string }]> => {
      const view = { kind: 'frame', island } as const;
      const key = pageKey(opts.codeKey, year, siteJson, view);
      const last = previous?.frames?.[island];
      if (last?.key === key && fs.existsSync(path.join(clientDir, last.file))) return [island, last];
      const { html: look } = await render(view);
      // The island's modules, inert in the frame's file until a page asks for them (the chat's frame-script.ts).
      // Made from the client bundle, which the bundles' key (in the frame's key) covers.
      const modules = islandModulesAhead(buildInfoDir(path.dirname(clientDir)), island).map((href) => `<link rel="modulepreload" href="${href}">`);
      const html = look + modules.join('');
      const file = `assets/${island}-frame-${createHash('sha256').update(html).digest('hex').slice(0, 10)}.html`;
      write(file, html);
      return [island, { key, file }];
    }),
  ).then((made) => {
    Object.assign(frames, Object.fromEntries(made));
    // One made from older settings would stay behind, where a clean build has none.
    const current = new Set(Object.values(frames).map((f) => f.file));
    for (const old of fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => /-frame-[0-9a-f]{10}\.html$/.test(f) && !current.has(`assets/${f}`))) fs.rmSync(path.join(clientDir, 'assets', old));
  });
  /** The meta tags naming the frames of the islands in a page's HTML. */
  const frameTags = (html: string) => [...new Set(islandsIn(html).map((i) => i.name))].filter((name) => frames[name]).map((name) => `<meta name="${name}-frame" content="/${frames[name].file}" />`);
  // Each page renders with its images' variants: handed to the render, not written into the model.
  const withImages = (page: PageData): PageData => ({ ...page, images: Object.fromEntries(imagesOf(page).filter((src) => manifest[src]).map((src) => [src, manifest[src]])) });
  // Unknown paths: the server answers these with status 404. They list every page's path and
  // name, and the areas the footer lists, so a new page renders them again, and a change to a
  // page's text does not.
  const suggestable = suggestablePages(pages);
  const missingHead = `<title>Page not found | ${site.brand.name}</title>\n    <meta name="robots" content="noindex, nofollow" />`;
  const jobs: Job[] = [
    ...pages.map((page) => ({
      rel: routeFile(page.path),
      id: page.path,
      view: { kind: 'page', page: withImages(page) } as const,
      head: () => headTags(page, site.brand.name, site.seo.locale),
      preload: (html: string) => [heroPreload(html), ...frameTags(html)],
    })),
    ...[
      ['404.html', '/404'],
      ['blog/404.html', '/blog/not-found'],
    ].map(([rel, p]) => ({ rel, id: rel, view: { kind: 'missing', path: p, pages: suggestable, areas: model.areas } as const, head: () => missingHead, preload: frameTags })),
  ];
  const isMissing = (job: Job) => job.view.kind === 'missing';

  const records: Record<string, PageRecord> = {};
  const missingRecords: Record<string, PageRecord> = {};
  const fresh = new Map<string, [Buffer, Buffer]>();
  const rendering: Promise<void>[] = [];
  let kept = 0;
  for (const job of jobs) {
    const into = isMissing(job) ? missingRecords : records;
    const key = pageKey(opts.codeKey, year, siteJson, job.view);
    const last = (isMissing(job) ? previous?.missing : previous?.pages)?.[job.id];
    if (last?.key === key && fs.existsSync(path.join(clientDir, job.rel))) {
      into[job.id] = last;
      if (!isMissing(job)) kept++;
      continue;
    }
    rendering.push(
      Promise.all([render(job.view), framed]).then(([{ html, css }]) => {
        const filled = fillTemplate(template, { head: job.head(html), css, html, font: FONT_TAGS, preload: job.preload(html).filter(Boolean).join('\n    ') });
        into[job.id] = { key, chars: charsOf(html), scripts: inlineScriptHashes(filled), islands: islandsIn(html) };
        fresh.set(job.rel, aroundFont(filled));
      }),
    );
  }
  const rendered = Promise.all([framed, ...rendering]);
  // A render that fails is reported by `finish`, not as a rejection nobody handles before then.
  rendered.catch(() => {});
  return {
    rendered,
    finish: (into = clientDir) => {
      clientDir = into;
      return finishPrerender();
    },
  };

  async function finishPrerender(): Promise<PrerenderResult> {
    await rendered;
    buildPhases.lap('render');

    // The display face, cut to the characters these pages use.
    const made = [...Object.values(records), ...Object.values(missingRecords)];
    const chars = [...new Set(made.flatMap((r) => [...r.chars]))].sort().join('');
    const font =
      previous && previous.font.chars === chars && fs.existsSync(path.join(clientDir, previous.font.href))
        ? previous.font
        : { ...(await buildDisplayFont(chars, clientDir)), chars };
    if (previous && previous.font.href !== font.href) fs.rmSync(path.join(clientDir, previous.font.href), { force: true });
    const tags = Buffer.from(fontTags(font));
    const withFont = ([before, after]: [Buffer, Buffer]) => Buffer.concat([before, tags, after]);
    buildPhases.lap('display font');

    for (const { rel } of jobs) {
      const parts = fresh.get(rel);
      let body: Buffer | undefined;
      if (parts) body = withFont(parts);
      else if (previous!.font.href !== font.href) body = Buffer.from(fs.readFileSync(path.join(clientDir, rel), 'utf8').replace(fontTags(previous!.font), () => tags.toString()));
      if (body) write(rel, body, opts.writePage);
    }
    buildPhases.lap('write pages');

    const removed = Object.keys(previous?.pages ?? {})
      .filter((route) => !records[route])
      .map(routeFile);
    for (const rel of removed) {
      fs.rmSync(path.join(clientDir, rel), { force: true });
      // Its folders too, once empty: a clean build would not have them.
      for (let dir = path.dirname(rel); dir !== '.' && fs.readdirSync(path.join(clientDir, dir)).length === 0; dir = path.dirname(dir)) fs.rmdirSync(path.join(clientDir, dir));
    }

    write('sitemap.xml', sitemapXml(site, pages));
    write('rss.xml', rssXml(model));
    write('robots.txt', robotsTxt(site));
    // The drawings of the pages' icons (the renderer names this file in each page).
    write(iconSprite().href.slice(1), iconSprite().svg);
    // Static hosts (Netlify, Cloudflare Pages) read redirects from this file; the server reads site.yaml.
    write('_redirects', Object.entries(site.aliases ?? {}).map(([from, to]) => `${from} ${to} 301\n`).join(''));
    // Security headers for static hosts; the embedded server sends this same file's set.
    const scripts = [...new Set(made.flatMap((r) => r.scripts))].sort();
    write('_headers', headersFile(securityHeaders(site, scripts)));
    buildPhases.lap('sitemap, rss, _headers');
    return {
      routes: pages.map((p) => p.path),
      files: pages.length + 8,
      record: { font, pages: records, missing: missingRecords, frames },
      rendered: fresh.size,
      kept,
      islands: Object.fromEntries(pages.map((p) => [p.path, records[p.path].islands])),
      changed,
      removed,
    };
  }
}
