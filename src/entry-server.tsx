import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { GuideContent, SiteConfig } from './core/types/content.gen';
import { App, type View } from './app/app';
import { iconSprite, iconsFromSprite } from './components/icon-sprite';
import { IslandRendererContext, type IslandRenderer } from './islands/island';
import { IslandRoot } from './islands/root';
import { Guide } from './widgets/guide/guide';
import { SiteContext } from './core/site-context';
import { clientSite } from './core/client-site';
import { shortClassNames } from './app/short-class-names';
import { islandFrameOf } from './core/island-types';

/** What the prerender asks for: a route's page, or an island's first look (`frame: true` in its declaration: a file of its own each page holding the island fetches). */
export type Rendering = View | { kind: 'frame'; island: string };

/** Each island's first look, by the island's name: the default export of its folder's frame.tsx. */
const frames = new Map(
  Object.entries(import.meta.glob<{ default: ComponentType }>(['./blocks/*/frame.tsx', './widgets/*/frame.tsx'], { eager: true })).map(([file, m]) => [islandFrameOf(file)!, m.default]),
);

export { iconSprite };

/**
 * Renders one route to static HTML plus the CSS it used. Each island inside is rendered as a
 * root of its own (own useId prefix), exactly as the browser hydrates it, and its styles go
 * into the same sheet as the page's. The page's own icons are drawn from the shared sprite
 * (src/components/icon-sprite.ts); an island's stay as React renders them, so they hydrate.
 */
export function render(site: SiteConfig, view: Rendering): { html: string; css: string } {
  if (view.kind === 'frame') return islandFrame(site, view.island);
  const sheet = reusingCompiledRules(new ServerStyleSheet());
  const rendered: { html: string; hydrates: boolean }[] = [];
  let n = 0;
  const islands: IslandRenderer = {
    nextId: () => `i${n++}`,
    html: (node: ReactNode, identifierPrefix: string, hydrates: boolean) => {
      rendered.push({ html: renderToString(<StyleSheetManager sheet={sheet.instance}>{node}</StyleSheetManager>, { identifierPrefix }), hydrates });
      return `<!--island ${rendered.length - 1}-->`;
    },
  };
  /** Puts in the islands `which` picks. */
  const fill = (html: string, which: (r: (typeof rendered)[number]) => boolean) =>
    html.replace(/<!--island (\d+)-->/g, (mark, i: string) => (which(rendered[Number(i)]) ? rendered[Number(i)].html : mark));
  try {
    const page = renderToString(
      sheet.collectStyles(
        <IslandRendererContext.Provider value={islands}>
          <App site={site} view={view} />
        </IslandRendererContext.Provider>,
      ),
    );
    const sheetCss = rules(sheet);
    const generated = new Set([...sheet.instance.names].flatMap(([id, names]) => [id, ...names]));
    // Islands of plain script are static HTML too; those React hydrates keep their names.
    const statics = fill(withoutIdleIds(iconsFromSprite(page, iconSprite().href), sheetCss), (r) => !r.hydrates);
    const hydrated = rendered.filter((r) => r.hydrates).map((r) => r.html);
    const short = shortClassNames(statics, sheetCss, generated, hydrated);
    return { html: fill(short.html, (r) => r.hydrates), css: short.css };
  } finally {
    sheet.seal();
  }
}

/** Rules compiled for an earlier page, by styled-components' group id and class name (which hashes the CSS). */
const compiled = new Map<string, string[]>();

/**
 * Each page gets a sheet of its own, and styled-components compiles a component's CSS (stylis)
 * whenever a sheet lacks its class: once per page, a third of a page's render. The same id and
 * name mean the same CSS, so the rules compiled for one page are put into the next page's sheet
 * as it asks for them, as styled-components itself does for server components.
 */
function reusingCompiledRules(sheet: ServerStyleSheet): ServerStyleSheet {
  const s = sheet.instance;
  const has = s.hasNameForId.bind(s);
  const insert = s.insertRules.bind(s);
  s.insertRules = (id, name, rules) => {
    compiled.set(`${id} ${name}`, rules);
    insert(id, name, rules);
  };
  s.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = compiled.get(`${id} ${name}`);
    if (rules) insert(id, name, rules);
    return rules !== undefined;
  };
  return sheet;
}

/**
 * An island's first look with the styles it uses, as one fragment, rendered with what the island
 * itself renders with (the browser's share of site.yaml): the page's script fetches it and shows
 * it before the island's code arrives (the chat's, at the first tap on its button). A file of its
 * own, not a template in each page: for the chat, a KB of every page's compressed HTML, fetched once.
 */
function islandFrame(site: SiteConfig, island: string): { html: string; css: string } {
  const Frame = frames.get(island);
  if (!Frame) throw new Error(`The island "${island}" has no frame.tsx to prerender.`);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<SiteContext.Provider value={clientSite(site) as unknown as SiteConfig}><Frame /></SiteContext.Provider>));
    return { html: `<style>${rules(sheet)}</style>${html}`, css: '' };
  } finally {
    sheet.seal();
  }
}

/**
 * Static HTML without the classes styled-components adds to name each component (`sc-…`) where
 * no rule selects them: React never hydrates it, so nothing needs them, and they were a tenth of
 * the home page's class attributes. Islands keep theirs (React hydrates them as rendered).
 */
function withoutIdleIds(html: string, css: string): string {
  const selected = new Set(Array.from(css.matchAll(/\.(sc-[\w-]+)/g), (m) => m[1]));
  return html.replace(/ class="([^"]*)"/g, (_, names: string) => {
    const kept = names.split(' ').filter((n) => !n.startsWith('sc-') || selected.has(n));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/** The sheet's text carries styled-components' rehydration markers; a page needs only the rules. */
function rules(sheet: ServerStyleSheet): string {
  return sheet.instance.toString().replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '').replace(/\/\*!sc\*\/\n?/g, '');
}

/**
 * The unlocked guide for a browser without script, as the server's answer to the gate's plain
 * form post (src/server/guide/page.ts): rendered per request, never into a built file.
 */
export function renderGuide(site: SiteConfig, content: GuideContent, notice?: { title: string; text: string }): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <IslandRoot site={clientSite(site)} data={{ props: {} }}>
          <Guide content={content} isStatic notice={notice} />
        </IslandRoot>,
      ),
      { identifierPrefix: 'guide-' },
    );
    return { html, css: rules(sheet) };
  } finally {
    sheet.seal();
  }
}
