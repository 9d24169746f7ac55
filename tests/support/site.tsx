import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { SiteContext } from '../../src/core/site-context';
import { Blocks } from '../../src/blocks/render';
import { loadContent } from '../../src/content/load-content';
import { toPageData } from '../../src/content/model';
import type { Block, SiteConfig } from '../../src/core/types/content.gen';

let cached: SiteConfig | undefined;

/** The real site.yaml, validated. */
export function realSite(): SiteConfig {
  cached ??= loadContent().site;
  return cached;
}

/** Server-renders an element the way the prerender does, with the site config. */
export function renderHtml(el: ReactElement, opts: { site?: SiteConfig } = {}): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <SiteContext.Provider value={opts.site ?? realSite()}>{el}</SiteContext.Provider>,
      ),
    );
  } finally {
    sheet.seal();
  }
}

/** Server-renders blocks as a route does: placeholders filled and each block's data computed by its definition. */
export function renderBlocks(...blocks: Block[]): string {
  const def = { path: '/test', title: 'Test page title', description: 'x'.repeat(60), blocks };
  return renderHtml(<Blocks page={toPageData(def, realSite(), []).data} />);
}
