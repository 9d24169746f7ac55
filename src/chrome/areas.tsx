import { styled } from 'styled-components';
import type { AreaLink } from '../core/areas';

// Place names run longer than the quick links' words ("Lake Macquarie"): as many columns as fit whole.
const Areas = styled.nav`
  && ul { grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr)); }
`;

/**
 * The footer's "Areas we serve": one link per locality to its main landing page, so every
 * page links to each place the site has a page for (src/core/areas.ts picks them). Plain
 * links, a few hundred bytes on every page.
 */
export function AreasList({ areas, path }: { areas: AreaLink[]; path: string }) {
  if (!areas.length) return null;
  return (
    <Areas aria-label="Areas we serve">
      <h2>Areas we serve</h2>
      <ul>
        {areas.map((a) => (
          <li key={a.path}>
            <a href={a.path} aria-current={a.path === path ? 'page' : undefined}>
              {a.locality}
            </a>
          </li>
        ))}
      </ul>
    </Areas>
  );
}
