import { BookOpen, Download, FileText, Snowflake, Tv, WashingMachine, Wind } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GuideManual } from '../../core/types/content.gen';
import { Actions, Badge, CardTitle, Cards, GuideCard, Note, PanelHead, SmallButton, Steps } from './styles';
import { useStaticGuide } from './static-guide';
import { text } from '../../theme/type-scale';

const icons: Record<string, typeof BookOpen> = {
  'air-conditioner': Snowflake,
  'washing-machine': WashingMachine,
  dryer: Wind,
  tv: Tv,
};

const Manual = styled(GuideCard)`
  display: flex;
  flex-direction: column;
  height: 100%;
  .type {
    display: inline-block;
    font-size: ${text.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--c-muted);
  }
  .desc { color: var(--c-muted); }
  ${Steps} { margin-bottom: 4px; }
  ${Actions} { margin-top: auto; padding-top: 18px; }
`;

// The manuals themselves are not online yet: the buttons say which one would open.
const open = (id: string) => window.alert(`Opening ${id} manual...`);

/** The Manuals tab: the four appliance guides with their quick instructions. */
export function ManualsTab({ manuals }: { manuals: GuideManual[] }) {
  // The buttons only raise an alert (the spec's), which needs script.
  const isStatic = useStaticGuide();
  return (
    <>
      <PanelHead>
        <h2>Appliance manuals</h2>
        <p>Quick instructions for the appliances guests use most, and the full manuals.</p>
      </PanelHead>
      <Cards $min={420} style={{ alignItems: 'stretch' }}>
        {manuals.map((m) => {
          const C = icons[m.id] ?? BookOpen;
          return (
            <Manual key={m.id} id={`manual-${m.id}`}>
              <CardTitle>
                <Badge>
                  <C size={20} aria-hidden="true" />
                </Badge>
                <div>
                  <span className="type">{m.type}</span>
                  <h3>{m.title}</h3>
                </div>
              </CardTitle>
              <p className="desc">{m.description}</p>
              {m.instructions && (
                <Steps>
                  {m.instructions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </Steps>
              )}
              {m.note && <Note>{m.note}</Note>}
              {!isStatic && (
              <Actions data-print="hide">
                <SmallButton type="button" $variant="primary" onClick={() => open(m.id)} aria-label={`View Manual: ${m.title}`}>
                  <FileText size={18} aria-hidden="true" /> View Manual
                </SmallButton>
                <SmallButton type="button" onClick={() => open(m.id)} aria-label={`Download: ${m.title}`}>
                  <Download size={18} aria-hidden="true" /> Download
                </SmallButton>
              </Actions>
              )}
            </Manual>
          );
        })}
      </Cards>
    </>
  );
}
