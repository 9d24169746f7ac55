import { styled } from 'styled-components';
import { useSite } from '../core/site-context';
import { buttonStyles } from '../components/ui';
import { Centered } from '../components/centered';
import { Island } from '../islands/island';
import type { PageLink } from '../core/nearest-page';
import { NearestPage } from '../widgets/not-found/nearest-page';
import notFoundIsland from '../widgets/not-found/island';
import { text } from '../theme/type-scale';

const MainPages = styled.ul`
  list-style: none;
  margin: 0 auto 28px;
  padding: 0;
  max-width: 560px;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  a { ${buttonStyles('secondary')} min-height: 44px; padding: 0 18px; font-size: ${text.md}; }
`;

/**
 * The not-found view: a friendly word, the page the address most likely meant (found in the
 * browser, so a static host's 404.html suggests too), the main pages and the way home. The
 * missing path is only logged (by src/client/main.ts, which looks for data-missing), never shown.
 */
export function NotFound({ pages }: { pages: PageLink[] }) {
  const site = useSite();
  return (
    <Centered data-missing="">
      <h1 className="code">404</h1>
      <p>Oops! Page not found</p>
      <Island island={notFoundIsland} component={NearestPage} props={{ pages }} />
      <p>The address may have a typo, or the page has moved. These are a good place to start:</p>
      <MainPages aria-label="Main pages">
        {site.nav.links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </MainPages>
      <a className="home" href="/">
        Return to Home
      </a>
    </Centered>
  );
}
