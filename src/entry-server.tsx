import { renderToString } from 'react-dom/server';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { ServerStyleSheet } from 'styled-components';
import type { SiteConfig } from './types/content.gen';
import { App } from './app/app';
import type { Loaded } from './app/page-loader';

/** Renders one route to HTML plus the styled-components CSS it used. */
export function render(url: string, site: SiteConfig, initial: Loaded): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Router ssrPath={url}>
            <App site={site} initial={initial} />
          </Router>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
