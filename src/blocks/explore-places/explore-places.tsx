import { Clock, Compass, ExternalLink, MapPin, Navigation, Phone, UtensilsCrossed } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { ExplorePlace, ExplorePlacesBlock, SiteConfig } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { ActionLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { Picture } from '../../components/picture';
import { Stars } from '../../components/stars';
import { Card, Container, Grid, IconBadge, Lead, Pill, Section, buttonStyles } from '../../components/ui';
import { text } from '../../theme/type-scale';

/** A maps search for the place by name and city: works for every place without storing coordinates. */
export function directionsUrl(place: ExplorePlace, site: SiteConfig): string {
  if (place.mapsUrl) return place.mapsUrl;
  const city = place.city ?? `${site.property.city} ${site.property.region}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${city}`)}`;
}

const Head = styled.header<{ $image: boolean }>`
  display: grid;
  gap: clamp(20px, 4vw, 48px);
  align-items: center;
  margin-bottom: clamp(28px, 4vw, 44px);
  @media (min-width: 900px) { grid-template-columns: ${(p) => (p.$image ? 'minmax(0, 1fr) minmax(0, 0.85fr)' : 'minmax(0, 1fr)')}; }
  h2 { margin-bottom: 0.35em; }
  ${Lead} { margin: 0; }
  .photo { aspect-ratio: 16 / 7; border-radius: calc(var(--radius) * 1.2); overflow: hidden; box-shadow: var(--shadow); background: var(--c-surface-alt); }
  .photo img { width: 100%; height: 100%; object-fit: cover; }
  @media (min-width: 900px) { .photo { aspect-ratio: 16 / 9; } }
`;

const Place = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  .top { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
  h3 { margin: 0; }
  ${Pill} { flex: none; white-space: nowrap; }
  .facts { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; color: var(--c-muted); font-size: ${text.sm}; }
  .facts li { display: inline-flex; align-items: center; gap: 6px; }
  .facts > li > svg { color: var(--c-primary); flex: none; }
  .facts .rating { color: var(--c-text); font-weight: 600; }
  .desc { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: auto; padding-top: 4px; }
  .actions a { ${buttonStyles('secondary')} min-height: 42px; padding: 0 16px; font-size: ${text.sm}; }
  .actions a.primary { ${buttonStyles('primary')} min-height: 42px; padding: 0 16px; font-size: ${text.sm}; }
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function ExplorePlaces(block: ExplorePlacesBlock) {
  const site = useSite();
  return (
    <Section id={block.id} $tone={block.tone === 'alt' ? 'alt' : 'plain'}>
      <Container>
        <Head $image={Boolean(block.image)}>
          <div>
            <IconBadge>
              <Icon name={block.icon} size={24} />
            </IconBadge>
            <h2>{block.heading}</h2>
            {block.intro && <Lead>{block.intro}</Lead>}
          </div>
          {block.image && (
            <div className="photo">
              <Picture src={block.image.src} alt={block.image.alt} sizes="(min-width: 900px) 480px, 100vw" />
            </div>
          )}
        </Head>
        <Grid $min={420}>
          {block.items.map((p) => (
            <Place key={p.name}>
              <div className="top">
                <h3>{p.name}</h3>
                <Pill>
                  <MapPin size={14} aria-hidden="true" />
                  {p.distance}
                </Pill>
              </div>
              {(p.rating || p.hours || p.cuisine || p.type || p.phone) && (
                <ul className="facts">
                  {p.rating && (
                    <li className="rating">
                      <Stars rating={p.rating} size={15} />
                      <span aria-hidden="true">{p.rating.toFixed(1)}</span>
                    </li>
                  )}
                  {p.hours && (
                    <li>
                      <Clock size={16} aria-hidden="true" />
                      <span className="visually-hidden">Hours: </span>
                      {p.hours}
                    </li>
                  )}
                  {p.cuisine && (
                    <li>
                      <UtensilsCrossed size={16} aria-hidden="true" />
                      <span className="visually-hidden">Cuisine: </span>
                      {p.cuisine}
                    </li>
                  )}
                  {p.type && (
                    <li>
                      <Compass size={16} aria-hidden="true" />
                      <span className="visually-hidden">Type: </span>
                      {p.type}
                    </li>
                  )}
                  {p.phone && (
                    <li>
                      <Phone size={16} aria-hidden="true" />
                      <span className="visually-hidden">Phone: </span>
                      {p.phone}
                    </li>
                  )}
                </ul>
              )}
              <p className="desc">{p.description}</p>
              <div className="actions">
                <ActionLink className="primary" href={directionsUrl(p, site)}>
                  <Navigation size={16} aria-hidden="true" />
                  Directions<span className="visually-hidden"> to {p.name}</span>
                </ActionLink>
                {p.website && (
                  <ActionLink href={p.website}>
                    <ExternalLink size={16} aria-hidden="true" />
                    Website<span className="visually-hidden"> of {p.name}</span>
                  </ActionLink>
                )}
                {p.phone && (
                  <ActionLink href={telHref(p.phone)}>
                    <Phone size={16} aria-hidden="true" />
                    Call<span className="visually-hidden"> {p.name}</span>
                  </ActionLink>
                )}
              </div>
            </Place>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
