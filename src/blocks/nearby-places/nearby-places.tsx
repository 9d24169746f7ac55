import { MapPin } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { NearbyPlacesBlock } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Card, Container, Grid, IconBadge, Pill, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Place = styled(Card)`
  display: flex;
  flex-direction: column;
  .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }
  ul { margin: 12px 0 0; padding-left: 1.1em; color: var(--c-muted); font-size: ${text.md}; }
`;

export function NearbyPlaces(block: NearbyPlacesBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={280}>
          {block.places.map((place) => (
            <Place key={place.name}>
              <div className="top">
                <IconBadge>{place.icon ? <Icon name={place.icon} /> : <MapPin size={22} aria-hidden="true" />}</IconBadge>
                <Pill>{place.distance}</Pill>
              </div>
              <h3>{place.name}</h3>
              <p>{place.description}</p>
              {place.highlights && place.highlights.length > 0 && (
                <ul>
                  {place.highlights.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              )}
            </Place>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
