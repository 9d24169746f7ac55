import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { ServerStyleSheet } from 'styled-components';
import { SiteContext } from '../../src/app/site-context';
import { loadContent } from '../../src/content/load-content';
import type { SiteConfig } from '../../src/types/content.gen';

let cached: SiteConfig | undefined;

/** The real site.yaml, validated. */
export function realSite(): SiteConfig {
  cached ??= loadContent().site;
  return cached;
}

/** Server-renders an element the way the prerender does, with the site config and a route. */
export function renderHtml(el: ReactElement, opts: { site?: SiteConfig; path?: string } = {}): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <Router ssrPath={opts.path ?? '/'}>
          <SiteContext.Provider value={opts.site ?? realSite()}>{el}</SiteContext.Provider>
        </Router>,
      ),
    );
  } finally {
    sheet.seal();
  }
}
