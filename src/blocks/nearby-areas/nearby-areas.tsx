import { styled } from 'styled-components';
import type { NearbyAreasBlock } from '../../core/types/content.gen';
import { useComputed } from '../../core/computed';
import { BlockHead } from '../../components/section-head';
import { Container, Section } from '../../components/ui';
import type { NearbyArea } from './nearest';
import { text } from '../../theme/type-scale';

// Plain links in a wrapping list: a few hundred bytes of HTML, no script, no repeated text.
const List = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  max-width: 960px;
  a {
    display: flex;
    flex-direction: column;
    min-height: 44px;
    padding: 10px 18px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-surface);
    color: var(--c-text);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { border-color: var(--c-primary); }
  a:focus-visible { outline: 3px solid var(--c-primary); outline-offset: 2px; }
  span { font-weight: 400; font-size: ${text.sm}; color: var(--c-muted); }
`;

const Also = styled.p`
  margin: 20px auto 10px;
  text-align: center;
  color: var(--c-muted);
  font-size: ${text.sm};
`;

/**
 * Links to the other places, nearest first, each with its distance; then, apart, the other pages
 * about this page's own place, by what each is about.
 */
export function NearbyAreas(block: NearbyAreasBlock) {
  const areas = useComputed<NearbyArea[]>() ?? [];
  if (!areas.length) return null;
  const places = areas.filter((a) => !a.samePlace);
  const here = areas.filter((a) => a.samePlace);
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        {places.length > 0 && (
          <List>
            {places.map((a) => (
              <li key={a.path}>
                <a href={a.path}>
                  {a.name}
                  <span>{a.km ? `${a.locality}, ${a.km} km away` : a.locality}</span>
                </a>
              </li>
            ))}
          </List>
        )}
        {here.length > 0 && (
          <>
            <Also>{`More ways to stay in ${here[0].locality}`}</Also>
            <List>
              {here.map((a) => (
                <li key={a.path}>
                  <a href={a.path}>{a.topic ?? a.name}</a>
                </li>
              ))}
            </List>
          </>
        )}
      </Container>
    </Section>
  );
}
