import { useState } from 'react';
import { BookOpen, ChevronDown, MessageCircle, Phone } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { GuideEmergencyContact, GuideHowToSection } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Badge, CardTitle, GuideCard, PanelHead, SmallButton, Steps } from './styles';
import { telHref } from './links';
import { useStaticGuide } from './static-guide';
import { text } from '../../theme/type-scale';

const Layout = styled.div`
  display: grid;
  gap: clamp(18px, 3vw, 32px);
  grid-template-columns: minmax(0, 1fr) minmax(0, 320px);
  align-items: start;
  @media (max-width: 899px) { grid-template-columns: minmax(0, 1fr); }
`;

const List = styled.div`
  display: grid;
  gap: 14px;
`;

const Help = styled(GuideCard)`
  position: sticky;
  top: calc(var(--nav-h) + 20px);
  p { color: var(--c-muted); }
`;

const Item = styled.div<{ $open: boolean }>`
  background: var(--c-surface);
  border: 1px solid ${(p) => (p.$open ? 'color-mix(in srgb, var(--c-primary) 40%, var(--c-border))' : 'var(--c-border)')};
  border-radius: var(--radius);
  box-shadow: ${(p) => (p.$open ? 'var(--shadow)' : 'none')};
  transition: box-shadow 0.2s ease, border-color 0.2s ease;
  break-inside: avoid;
  h3 { margin: 0; font-size: ${text.lg}; }
  button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 16px clamp(16px, 2vw, 22px);
    border: 0;
    background: none;
    border-radius: var(--radius);
    text-align: left;
    cursor: pointer;
    font: inherit;
    font-weight: 600;
  }
  /* Without script nothing can toggle: a plain heading in the button's place, every section open. */
  .head { display: flex; align-items: center; gap: 14px; padding: 16px clamp(16px, 2vw, 22px); font-weight: 600; }
  button:hover .chev { background: color-mix(in srgb, var(--c-primary) 12%, transparent); }
  .label { flex: 1; }
  .chev {
    flex: none;
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    transition: transform 0.2s ease, background-color 0.2s ease;
    transform: rotate(${(p) => (p.$open ? '180deg' : '0')});
  }
  .body { padding: 0 clamp(16px, 2vw, 22px) 22px calc(clamp(16px, 2vw, 22px) + 54px); }
  @media (max-width: 599px) { .body { padding-left: clamp(16px, 2vw, 22px); } }
  .body p { color: var(--c-muted); }
`;

function Collapsible({ section, open, onToggle }: { section: GuideHowToSection; open: boolean; onToggle: () => void }) {
  const buttonId = `howto-${section.id}-button`;
  const regionId = `howto-${section.id}`;
  const badge = <Badge>{section.icon ? <Icon name={section.icon} size={20} /> : <BookOpen size={20} aria-hidden="true" />}</Badge>;
  const isStatic = useStaticGuide();
  if (isStatic) {
    return (
      <Item $open data-search-entry>
        <h3 id={buttonId} className="head">
          {badge}
          <span className="label">{section.title}</span>
        </h3>
        <Body id={regionId} section={section} labelledBy={buttonId} />
      </Item>
    );
  }
  return (
    <Item $open={open} data-search-entry>
      <h3>
        <button type="button" id={buttonId} aria-expanded={open} aria-controls={regionId} onClick={onToggle}>
          {badge}
          <span className="label">{section.title}</span>
          <span className="chev" aria-hidden="true">
            <ChevronDown size={20} />
          </span>
        </button>
      </h3>
      <Body id={regionId} section={section} labelledBy={buttonId} hidden={!open} />
    </Item>
  );
}

function Body({ id, section, labelledBy, hidden = false }: { id: string; section: GuideHowToSection; labelledBy: string; hidden?: boolean }) {
  return (
    <div id={id} role="region" aria-labelledby={labelledBy} className="body" data-collapsible hidden={hidden}>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.steps && (
        <Steps>
          {section.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </Steps>
      )}
    </div>
  );
}

/** The How-To tab: each section opens and closes on its own, so guests can keep several open. */
export function HowToTab({ sections, contact }: { sections: GuideHowToSection[]; contact: GuideEmergencyContact }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <PanelHead>
        <h2>How-to guides</h2>
        <p>Step-by-step help for the things guests ask about most. Open as many as you like.</p>
      </PanelHead>
      <Layout>
        <List>
          {sections.map((s) => (
            <Collapsible key={s.id} section={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
          ))}
        </List>
        <Help $tone="primary" as="aside" aria-labelledby="howto-help" data-print="hide">
          <CardTitle>
            <Badge>
              <MessageCircle size={20} aria-hidden="true" />
            </Badge>
            <h3 id="howto-help">Still need a hand?</h3>
          </CardTitle>
          <p>{contact.note ?? 'Call or text us any time and we will talk you through it.'}</p>
          <SmallButton as="a" href={telHref(contact.phone)} $variant="primary">
            <Phone size={18} aria-hidden="true" /> Call {contact.phone}
          </SmallButton>
        </Help>
      </Layout>
    </>
  );
}
