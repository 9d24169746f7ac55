import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { styled } from 'styled-components';
import type { SiteConfig } from '../types/content.gen';
import { Footer } from '../chrome/footer';
import { Nav } from '../chrome/nav';
import { ErrorBoundary, ErrorScreen } from '../chrome/error-screen';
import { Blocks } from '../engine/render-blocks';
import { GlobalStyle } from '../theme/global-style';
import { Widgets } from '../widgets/widgets';
import { applyHead } from './head';
import { MissingView } from './missing-view';
import { loadPage, type Loaded } from './page-loader';
import { SiteContext } from './site-context';

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

function reducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

function View({ loaded }: { loaded: Loaded }) {
  if (loaded.kind === 'page') return <Blocks page={loaded.page} />;
  if (loaded.kind === 'missing') return <MissingView path={loaded.path} />;
  return <ErrorScreen error={{ status: loaded.status, message: loaded.message }} />;
}

/** The whole site: chrome around the current route's blocks, loading each route's data on navigation. */
export function App({ site, initial }: { site: SiteConfig; initial: Loaded }) {
  const [path] = useLocation();
  const [loaded, setLoaded] = useState(initial);
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = loaded.kind === 'page' ? loaded.page.path : loaded.kind === 'missing' ? loaded.path : path;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let live = true;
    loadPage(path).then((next) => {
      if (!live) return;
      setLoaded(next);
      if (next.kind === 'page') applyHead(next.page);
      else document.title = next.kind === 'missing' ? 'Page not found' : 'Unexpected Application Error';
      const hash = window.location.hash.slice(1);
      const target = hash && document.getElementById(hash);
      if (target) target.scrollIntoView();
      else window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      // Moves focus to the new content, as a full page load would for screen-reader users.
      mainRef.current?.focus({ preventScroll: true });
    });
    return () => {
      live = false;
    };
  }, [path]);

  const inverted = loaded.kind === 'page' && loaded.page.nav.inverted;
  return (
    <SiteContext.Provider value={site}>
      <GlobalStyle $theme={site.theme} />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Nav inverted={inverted} />
      <Main id="main" ref={mainRef} tabIndex={-1}>
        <ErrorBoundary resetKey={shownPath}>
          <View loaded={loaded} />
        </ErrorBoundary>
      </Main>
      <Footer />
      <Widgets />
    </SiteContext.Provider>
  );
}
