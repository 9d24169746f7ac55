import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { SiteConfig } from './types/content.gen';
import { App, type View } from './app/app';
import { IslandRendererContext, type IslandRenderer } from './islands/island';

/**
 * Renders one route to static HTML plus the CSS it used. Each island inside is rendered as a
 * root of its own (own useId prefix), exactly as the browser hydrates it, and its styles go
 * into the same sheet as the page's.
 */
export function render(site: SiteConfig, view: View): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
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
    // The sheet's text carries styled-components' rehydration markers; the page needs only the rules.
    const css = sheet.instance.toString().replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '').replace(/\/\*!sc\*\/\n?/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
