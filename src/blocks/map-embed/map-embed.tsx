import { ExternalLink, MapPin } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { MapEmbedBlock } from '../../core/types/content.gen';
import { ActionLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { Container, Lead, Section } from '../../components/ui';

const Layout = styled.div`
  display: grid;
  gap: clamp(28px, 4vw, 56px);
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr);
  align-items: center;
  @media (max-width: 859px) { grid-template-columns: minmax(0, 1fr); }
  .points { list-style: none; margin: 24px 0 0; padding: 0; display: grid; gap: 12px; }
  .points li { display: flex; gap: 12px; align-items: center; }
  .points .icon {
    display: grid;
    place-items: center;
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 12px;
    background: color-mix(in srgb, var(--c-primary) 12%, transparent);
    color: var(--c-primary);
  }
`;

const MapFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: var(--radius);
  overflow: hidden;
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow);
  /* A quiet street-grid pattern, shown while the map loads and if it never does. */
  --street: color-mix(in srgb, var(--c-muted) 16%, transparent);
  background:
    linear-gradient(90deg, transparent 58px, var(--street) 58px 62px, transparent 62px) 0 0 / 120px 120px,
    linear-gradient(0deg, transparent 58px, var(--street) 58px 62px, transparent 62px) 0 0 / 120px 120px,
    linear-gradient(28deg, transparent calc(50% - 4px), color-mix(in srgb, var(--c-primary) 22%, transparent) calc(50% - 4px) calc(50% + 4px), transparent calc(50% + 4px)),
    var(--c-surface-alt);
  .pin { position: absolute; inset: 0; display: grid; place-items: center; color: var(--c-primary); }
  iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
`;

const MapLink = styled(ActionLink)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-top: 14px;
  font-weight: 600;
`;

/**
 * The location: text and facts beside the map, with a plain link to the same map. The map's
 * frame is made only when it nears the screen (map-embed.client.ts): even a lazy iframe costs
 * every visitor a frame and its document at load. Without script, <noscript> holds it.
 */
export function MapEmbed(block: MapEmbedBlock) {
  const q = encodeURIComponent(block.query);
  const embed = `https://maps.google.com/maps?q=${q}&z=14&output=embed`;
  const link = `https://www.google.com/maps/search/?api=1&query=${q}`;
  return (
    <Section id={block.id}>
      <Container>
        <Layout>
          <div>
            <h2>{block.heading}</h2>
            {block.intro && <Lead>{block.intro}</Lead>}
            {block.points && (
              <ul className="points">
                {block.points.map((p) => (
                  <li key={p.text}>
                    <span className="icon">
                      <Icon name={p.icon} size={20} />
                    </span>
                    {p.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <MapFrame data-map-src={embed} data-map-title={`Map of ${block.query}`}>
              <span className="pin" aria-hidden="true">
                <MapPin size={40} />
              </span>
              <noscript>
                <iframe src={embed} title={`Map of ${block.query}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
              </noscript>
            </MapFrame>
            <MapLink href={link}>
              <ExternalLink size={18} aria-hidden="true" />
              {block.linkLabel ?? 'Open in Google Maps'}
            </MapLink>
          </div>
        </Layout>
      </Container>
    </Section>
  );
}
