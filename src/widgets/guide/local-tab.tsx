import { Lightbulb, Navigation } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GuideLocalCategory, GuidePlace } from '../../core/types/content.gen';
import { useClientSite } from '../../core/site-context';
import { Icon } from '../../components/icon';
import { Stars } from '../../components/stars';
import { Actions, Badge, Cards, GuideCard, Meta, Note, PanelHead, SmallButton, SubHead } from './styles';
import { directionsUrl } from './links';
import { PlaceMeta } from './place-meta';
import { text } from '../../theme/type-scale';

const Jump = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font-size: ${text.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { border-color: var(--c-primary); }
  a svg { color: var(--c-primary); }
`;

const Place = styled(GuideCard)`
  display: flex;
  flex-direction: column;
  height: 100%;
  .top { display: flex; justify-content: space-between; gap: 12px; align-items: center; margin-bottom: 10px; }
  .distance {
    flex: none;
    font-size: ${text.xs};
    font-weight: 700;
    padding: 4px 10px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--c-primary) 12%, var(--c-surface));
    color: var(--c-text);
  }
  .rating { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; font-size: ${text.sm}; }
  h4 { font-size: ${text.lg}; margin: 0 0 6px; }
  .desc { color: var(--c-muted); font-size: ${text.md}; }
  ${Meta} { padding-top: 4px; }
  ${Actions} { margin-top: auto; padding-top: 18px; }
`;

function PlaceCard({ place, city }: { place: GuidePlace; city: string }) {
  return (
    <Place as="article">
      <div className="top">
        <span className="rating">
          <Stars rating={place.rating} size={16} />
          {place.rating.toFixed(1)}
        </span>
        <span className="distance">
          <span className="visually-hidden">Distance: </span>
          {place.distance}
        </span>
      </div>
      <h4>{place.name}</h4>
      <p className="desc">{place.description}</p>
      <PlaceMeta address={place.address} hours={place.hours} phone={place.phone} />
      {place.note && (
        <Note>
          <Lightbulb size={16} aria-hidden="true" style={{ display: 'inline', verticalAlign: '-3px', marginRight: 6 }} />
          <strong>Host tip: </strong>
          {place.note}
        </Note>
      )}
      <Actions data-print="hide">
        <SmallButton as="a" href={directionsUrl(place.name, city)} target="_blank" rel="noopener noreferrer" $variant="primary">
          <Navigation size={18} aria-hidden="true" />
          Directions<span className="visually-hidden"> to {place.name} (opens in a new tab)</span>
        </SmallButton>
      </Actions>
    </Place>
  );
}

/** The Local Area tab: every category with its places, each with a Directions button. */
export function LocalTab({ categories }: { categories: GuideLocalCategory[] }) {
  const { city } = useClientSite();
  return (
    <>
      <PanelHead>
        <h2>Local area</h2>
        <p>Our favourite cafés, beaches, walks and places to eat, with distances from the guesthouse.</p>
      </PanelHead>
      <Jump aria-label="Local area categories" data-print="hide">
        {categories.map((c) => (
          <a key={c.id} href={`#local-${c.id}`}>
            {c.icon && <Icon name={c.icon} size={16} />}
            {c.title}
          </a>
        ))}
      </Jump>
      {categories.map((c) => (
        <section key={c.id} aria-labelledby={`local-${c.id}`}>
          <SubHead id={`local-${c.id}`}>
            {c.icon && (
              <Badge>
                <Icon name={c.icon} size={20} />
              </Badge>
            )}
            {c.title}
          </SubHead>
          <Cards $min={250} style={{ alignItems: 'stretch' }}>
            {c.places.map((p) => (
              <PlaceCard key={p.name} place={p} city={city} />
            ))}
          </Cards>
        </section>
      ))}
    </>
  );
}
