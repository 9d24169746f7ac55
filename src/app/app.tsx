import { styled } from 'styled-components';
import type { SiteConfig } from '../core/types/content.gen';
import type { PageData } from '../core/page-data';
import type { PageLink } from '../core/nearest-page';
import type { AreaLink } from '../core/areas';
import { Footer } from '../chrome/footer';
import { Nav } from '../chrome/nav';
import { PageTop } from '../chrome/page-marks';
import { Blocks } from '../blocks/render';
import { ChatDock } from '../widgets/chat/launcher';
import chatIsland from '../widgets/chat/island';
import { Island } from '../islands/island';
import { GlobalStyle } from '../theme/global-style';
import { MissingView } from './missing-view';
import { UnpublishedNotice } from './unpublished-notice';
import { SiteContext } from '../core/site-context';

/** What a route shows: one of the content's pages, or the not-found view for a path (with the pages it may suggest). */
export type View = { kind: 'page'; page: PageData } | { kind: 'missing'; path: string; pages: PageLink[]; areas: AreaLink[] };

const Main = styled.main`
  min-height: 70vh;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -80px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 10px;
  background: var(--c-primary);
  color: var(--c-primary-text);
  &:focus { top: 12px; }
`;

/**
 * One whole page, rendered to static HTML at build time: chrome around the route's blocks.
 * Only islands inside it (interactive blocks, the chat dock) ever run in the browser.
 */
export function App({ site, view }: { site: SiteConfig; view: View }) {
  const path = view.kind === 'page' ? view.page.path : view.path;
  return (
    <SiteContext.Provider value={site}>
      <GlobalStyle $theme={site.theme} />
      <PageTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Nav inverted={view.kind === 'page' && view.page.nav.inverted} path={path} />
      <Main id="main" tabIndex={-1}>
        {view.kind === 'page' && view.page.unpublished && <UnpublishedNotice state={view.page.unpublished} />}
        {view.kind === 'page' ? <Blocks page={view.page} /> : <MissingView path={view.path} pages={view.pages} />}
      </Main>
      <Footer areas={view.kind === 'page' ? view.page.areas : view.areas} path={path} />
      <Island island={chatIsland} component={ChatDock} props={{}} persist />
    </SiteContext.Provider>
  );
}
