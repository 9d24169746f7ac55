import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { GuideContent, SiteConfig } from './types/content.gen';
import { App, type View } from './app/app';
import { IslandRendererContext, type IslandRenderer } from './islands/island';
import { IslandRoot } from './islands/root';
import { Guide } from './widgets/guide/guide';

/**
 * Renders one route to static HTML plus the CSS it used. Each island inside is rendered as a
 * root of its own (own useId prefix), exactly as the browser hydrates it, and its styles go
 * into the same sheet as the page's.
 */
export function render(site: SiteConfig, view: View): { html: string; css: string } {
  const sheet = reusingCompiledRules(new ServerStyleSheet());
  let n = 0;
  const islands: IslandRenderer = {
    nextId: () => `i${n++}`,
    html: (node: ReactNode, identifierPrefix: string) =>
      renderToString(<StyleSheetManager sheet={sheet.instance}>{node}</StyleSheetManager>, { identifierPrefix }),
  };
  try {
    const html = renderToString(
      sheet.collectStyles(
        <IslandRendererContext.Provider value={islands}>
          <App site={site} view={view} />
        </IslandRendererContext.Provider>,
      ),
    );
    return { html, css: rules(sheet) };
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
        <IslandRoot site={site} data={{ props: {} }}>
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
