import type { ReactNode } from 'react';
import {
  Bath, BedDouble, Car, ClipboardCheck, Clock, CookingPot, Hospital, KeyRound, Phone, PlugZap,
  ShieldAlert, Snowflake, Sun, Trash2, VolumeX, WashingMachine, Wifi,
} from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GuideProperty } from '../../core/types/content.gen';
import { Badge, Bullets, CardTitle, Cards, GuideCard, PanelHead, SmallButton, Steps, SubHead } from './styles';
import { telHref } from './links';
import { PlaceMeta } from './place-meta';
import { WifiPassword } from './wifi-password';
import { text } from '../../theme/type-scale';

const Essentials = styled.div`
  display: grid;
  gap: clamp(14px, 2vw, 22px);
  grid-template-columns: repeat(4, minmax(0, 1fr));
  & > * { grid-column: span 1; }
  & > .wide { grid-column: span 2; }
  @media (max-width: 999px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
    & > .wide { grid-column: auto; }
  }
`;

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 36px;
  & > * { flex: 0 1 auto; min-width: 0; }
`;

const Split = styled.div`
  display: grid;
  gap: 8px 36px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  @media (max-width: 799px) { grid-template-columns: minmax(0, 1fr); }
`;

/** Lists of uneven length flow into columns, so no card leaves a hole under it. */
const Flow = styled.div`
  columns: 3 300px;
  column-gap: clamp(14px, 2vw, 22px);
  & > * { margin-bottom: clamp(14px, 2vw, 22px); display: inline-block; width: 100%; }
`;

const Label = styled.p`
  margin: 0 0 2px;
  font-size: ${text.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--c-muted);
`;

const Value = styled.p`
  margin: 0 0 12px;
  font-size: ${text.lg};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Secret = styled(WifiPassword)`
  margin: 0 0 12px;
  .pw { font-size: ${text.lg}; }
`;

const Big = styled.p`
  margin: 0 0 6px;
  font-family: var(--font-display);
  font-size: ${text['4xl']};
  line-height: 1;
  font-weight: 600;
  color: var(--c-primary);
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${Value} { margin: 0; }
`;

const Muted = styled.p`
  color: var(--c-muted);
  font-size: ${text.md};
`;

const Rules = styled(Bullets)`
  li.quiet { font-weight: 600; }
`;

function ListCard({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <GuideCard>
      <CardTitle>
        <Badge>{icon}</Badge>
        <h3>{title}</h3>
      </CardTitle>
      <Bullets>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </Bullets>
    </GuideCard>
  );
}

const ic = (C: typeof Wifi) => <C size={20} aria-hidden="true" strokeWidth={1.9} />;

/** The Property tab: the essentials first (WiFi, times, air-con, who to call), then the house room by room. */
export function PropertyTab({ property: p }: { property: GuideProperty }) {
  return (
    <>
      <PanelHead>
        <h2>Property information</h2>
        <p>The essentials for your stay, from the WiFi password to what to do before you leave.</p>
      </PanelHead>

      <Essentials>
        <GuideCard $tone="primary" className="wide">
          <CardTitle>
            <Badge>{ic(Wifi)}</Badge>
            <h3>WiFi</h3>
          </CardTitle>
          <Pair>
            <div>
              <Label>Network</Label>
              <Value>{p.wifi.network}</Value>
            </div>
            <div>
              <Label>Password</Label>
              <Secret password={p.wifi.password} />
            </div>
          </Pair>
          {p.wifi.notes && <Muted style={{ margin: '14px 0 0' }}>{p.wifi.notes}</Muted>}
        </GuideCard>

        <GuideCard>
          <CardTitle>
            <Badge>{ic(Clock)}</Badge>
            <h3>Check-in &amp; out</h3>
          </CardTitle>
          <Times>
            <div>
              <Label>Check-in</Label>
              <Value>{p.checkIn}</Value>
            </div>
            <div>
              <Label>Check-out</Label>
              <Value>{p.checkOut}</Value>
            </div>
          </Times>
          <Muted style={{ marginTop: 14 }}>Need a late check-out? Message us the day before.</Muted>
        </GuideCard>

        <GuideCard>
          <CardTitle>
            <Badge>{ic(Snowflake)}</Badge>
            <h3>Air conditioning</h3>
          </CardTitle>
          <Label>Recommended setting</Label>
          <Big>{p.airConditioning.recommended}</Big>
          <Muted>{p.airConditioning.notes[1] ?? p.airConditioning.notes[0]}</Muted>
        </GuideCard>

        <GuideCard $tone="warm" className="wide">
          <CardTitle>
            <Badge $tone="accent">{ic(Phone)}</Badge>
            <h3>Emergency contact</h3>
          </CardTitle>
          <Label>{p.emergencyContact.name}</Label>
          <Value>{p.emergencyContact.phone}</Value>
          {p.emergencyContact.note && <Muted>{p.emergencyContact.note}</Muted>}
          <SmallButton as="a" href={telHref(p.emergencyContact.phone)} $variant="primary">
            <Phone size={18} aria-hidden="true" /> Call {p.emergencyContact.name.toLowerCase()}
          </SmallButton>
        </GuideCard>

        <GuideCard className="wide">
          <CardTitle>
            <Badge>{ic(Car)}</Badge>
            <h3>Parking</h3>
          </CardTitle>
          <p>{p.parking}</p>
        </GuideCard>
      </Essentials>

      <SubHead>Arriving</SubHead>
      <GuideCard>
        <Split>
          <div>
            <CardTitle>
              <Badge>{ic(KeyRound)}</Badge>
              <h3>Self check-in</h3>
            </CardTitle>
            <p>{p.lockbox.summary}</p>
          </div>
          <Steps>
            {p.lockbox.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </Steps>
        </Split>
      </GuideCard>

      <SubHead>Around the house</SubHead>
      <Flow>
        <ListCard icon={ic(CookingPot)} title="Kitchen" items={p.kitchen} />
        <ListCard icon={ic(PlugZap)} title="Appliances" items={p.appliances} />
        <ListCard icon={ic(WashingMachine)} title="Laundry" items={p.laundry} />
        <ListCard icon={ic(BedDouble)} title="Bedding" items={p.bedding} />
        <ListCard icon={ic(Bath)} title="Bathroom" items={p.bathroom} />
        <ListCard icon={ic(Trash2)} title="Rubbish & recycling" items={p.rubbish} />
        <ListCard icon={ic(Sun)} title="Outdoor space" items={p.outdoorSpace} />
        <ListCard icon={ic(Snowflake)} title="Air-conditioning tips" items={p.airConditioning.notes} />
      </Flow>

      <SubHead>House rules &amp; check-out</SubHead>
      <Cards $min={320}>
        <GuideCard>
          <CardTitle>
            <Badge>{ic(VolumeX)}</Badge>
            <h3>House rules</h3>
          </CardTitle>
          <Rules>
            {p.houseRules.map((r) => (
              <li key={r} className={/quiet hours/i.test(r) ? 'quiet' : undefined}>
                {r}
              </li>
            ))}
          </Rules>
        </GuideCard>
        <GuideCard>
          <CardTitle>
            <Badge>{ic(ClipboardCheck)}</Badge>
            <h3>Check-out steps</h3>
          </CardTitle>
          <Steps>
            {p.checkOutSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </Steps>
        </GuideCard>
      </Cards>

      <SubHead id="guide-emergency">Emergency information</SubHead>
      <GuideCard $tone="warm">
        <CardTitle>
          <Badge $tone="accent">{ic(ShieldAlert)}</Badge>
          <h3>In an emergency</h3>
        </CardTitle>
        <Bullets>
          {p.emergency.summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Bullets>
        <SmallButton as="a" href="tel:000" $variant="primary" style={{ marginTop: 18 }}>
          <Phone size={18} aria-hidden="true" /> Call 000
        </SmallButton>
      </GuideCard>
      <Cards $min={260} style={{ marginTop: 'clamp(14px, 2vw, 22px)' }}>
        {p.emergency.clinics.map((c) => (
          <GuideCard key={c.name}>
            <CardTitle>
              <Badge>{ic(Hospital)}</Badge>
              <h4>{c.name}</h4>
            </CardTitle>
            <PlaceMeta address={c.address} hours={c.hours} phone={c.phone} />
            {c.note && <Muted style={{ marginTop: 12 }}>{c.note}</Muted>}
            <SmallButton as="a" href={telHref(c.phone)} style={{ marginTop: 6 }}>
              <Phone size={18} aria-hidden="true" /> Call<span className="visually-hidden"> {c.name}</span>
            </SmallButton>
          </GuideCard>
        ))}
      </Cards>
    </>
  );
}
