import { ArrowUpRight, Car, Map, Phone, Siren, UtensilsCrossed } from '../../components/lucide-icons';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { GuideCallLink, GuideLink, GuideLinks } from '../../core/types/content.gen';
import { Badge, CardTitle, Cards, GuideCard, PanelHead } from './styles';
import { telHref } from './links';
import { text } from '../../theme/type-scale';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 14px;
    border-radius: 14px;
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    text-decoration: none;
    transition: border-color 0.15s ease, transform 0.15s ease;
  }
  a:hover { border-color: var(--c-primary); transform: translateY(-1px); }
  .text { flex: 1; min-width: 0; }
  .label { display: block; font-weight: 600; }
  .desc { display: block; color: var(--c-muted); font-size: ${text.sm}; line-height: 1.45; }
  .go { flex: none; color: var(--c-primary); }
  .number { flex: none; font-weight: 700; color: var(--c-primary); font-variant-numeric: tabular-nums; }
  a.urgent { border-color: color-mix(in srgb, var(--c-accent) 45%, var(--c-border)); background: color-mix(in srgb, var(--c-accent) 8%, var(--c-surface)); }
  a.urgent .number { color: var(--c-accent); font-size: ${text.xl}; }
`;

const Stack = styled.div`
  display: grid;
  gap: clamp(14px, 2vw, 22px);
`;

function WebLinks({ links }: { links: GuideLink[] }) {
  return (
    <Rows>
      {links.map((l) => (
        <li key={l.url}>
          <a href={l.url} target="_blank" rel="noopener noreferrer">
            <span className="text">
              <span className="label">{l.label}</span>
              {l.description && <span className="desc">{l.description}</span>}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
            <ArrowUpRight className="go" size={20} aria-hidden="true" />
          </a>
        </li>
      ))}
    </Rows>
  );
}

function CallLinks({ links }: { links: GuideCallLink[] }) {
  return (
    <Rows>
      {links.map((l) => (
        <li key={l.label}>
          <a href={telHref(l.phone)} className={l.phone === '000' ? 'urgent' : undefined}>
            <Phone className="go" size={18} aria-hidden="true" />
            <span className="text">
              <span className="label">{l.label}</span>
              {l.description && <span className="desc">{l.description}</span>}
            </span>
            <span className="number">{l.phone}</span>
          </a>
        </li>
      ))}
    </Rows>
  );
}

function Group({ icon, title, children, accent }: { icon: ReactNode; title: string; children: ReactNode; accent?: boolean }) {
  return (
    <GuideCard>
      <CardTitle>
        <Badge $tone={accent ? 'accent' : undefined}>{icon}</Badge>
        <h3>{title}</h3>
      </CardTitle>
      {children}
    </GuideCard>
  );
}

/** The Quick Links tab: getting around, food delivery and tap-to-call emergency numbers. */
export function LinksTab({ links }: { links: GuideLinks }) {
  return (
    <>
      <PanelHead>
        <h2>Quick links</h2>
        <p>Rides, maps, food delivery and the numbers to call, one tap away.</p>
      </PanelHead>
      <Cards $min={400}>
        <Stack>
          <Group icon={<Car size={20} aria-hidden="true" />} title="Ride booking">
            <WebLinks links={links.rideBooking} />
          </Group>
          <Group icon={<Map size={20} aria-hidden="true" />} title="Maps & transport">
            <WebLinks links={links.maps} />
          </Group>
          <Group icon={<UtensilsCrossed size={20} aria-hidden="true" />} title="Food delivery">
            <WebLinks links={links.foodDelivery} />
          </Group>
        </Stack>
        <Group icon={<Siren size={20} aria-hidden="true" />} title="Emergency contacts" accent>
          <CallLinks links={links.emergency} />
        </Group>
      </Cards>
    </>
  );
}
