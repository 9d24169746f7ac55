import { styled } from 'styled-components';
import { Mail, MessageSquare, Phone } from '../../components/lucide-icons';
import type { ContactPanelsBlock } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { Icon } from '../../components/icon';
import { Container, Grid, IconBadge, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { inline } from '../../components/inline';
import { text } from '../../theme/type-scale';

const Panel = styled.article`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: clamp(22px, 2.4vw, 30px);
  display: flex;
  flex-direction: column;
  h3 { margin-bottom: 0.5em; }
  p { color: var(--c-muted); }
  p:last-child { margin-bottom: 0; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  ul li { position: relative; padding-left: 18px; }
  ul li::before {
    content: ''; position: absolute; left: 0; top: 0.65em; width: 7px; height: 7px; border-radius: 50%;
    background: var(--c-primary); opacity: 0.7;
  }
`;

const ContactLinks = styled.div`
  display: grid;
  gap: 14px;
  margin-top: auto;
  ul { gap: 10px; }
  ul li { padding-left: 0; display: flex; gap: 10px; align-items: center; font-weight: 600; font-size: ${text.md}; overflow-wrap: break-word; min-width: 0; }
  ul li::before { display: none; }
  ul li svg { flex: none; color: var(--c-primary); }
  ul li a { color: var(--c-text); text-decoration-color: color-mix(in srgb, var(--c-primary) 60%, transparent); min-width: 0; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
  .row a {
    display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 18px;
    border-radius: 999px; border: 1.5px solid var(--c-border); background: var(--c-bg);
    color: var(--c-text); font-weight: 600; text-decoration: none; font-size: ${text.md};
    transition: border-color 0.15s ease, background-color 0.15s ease;
  }
  .row a svg { color: var(--c-primary); }
  .row a:hover { border-color: var(--c-primary); background: color-mix(in srgb, var(--c-primary) 8%, var(--c-surface)); }
`;

/** tel: and sms: want the number without spaces. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The other ways to reach the host, beside or under the contact form. */
export function ContactPanels(block: ContactPanelsBlock) {
  const { contact } = useSite();
  const at = contact.email.indexOf('@');
  // A line whose only sentence promised a reply time is empty when site.yaml sets none, and a
  // panel left with nothing to say is not shown.
  const panels = block.panels
    .map((p) => ({ ...p, lines: p.lines?.filter((l) => l.trim()) }))
    .filter((p) => p.text?.trim() || p.lines?.length || p.contact);
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Grid $min={240}>
          {panels.map((p) => (
            <Panel key={p.title}>
              <IconBadge>
                <Icon name={p.icon} />
              </IconBadge>
              <h3>{p.title}</h3>
              {p.text?.trim() && <p>{inline(p.text)}</p>}
              {p.lines?.length ? (
                <ul>
                  {p.lines.map((l) => (
                    <li key={l}>{inline(l)}</li>
                  ))}
                </ul>
              ) : null}
              {p.contact && (
                <ContactLinks>
                  <ul>
                    <li>
                      <Mail size={18} aria-hidden="true" />
                      <a href={`mailto:${contact.email}`}>
                        {/* If the card is too narrow, break after the @ rather than mid-word. */}
                        {contact.email.slice(0, at + 1)}
                        <wbr />
                        {contact.email.slice(at + 1)}
                      </a>
                    </li>
                    <li>
                      <Phone size={18} aria-hidden="true" />
                      <span>{contact.phone}</span>
                    </li>
                  </ul>
                  <div className="row">
                    <a href={`tel:${dialable(contact.phone)}`} aria-label={`Call ${contact.phone}`}>
                      <Phone size={18} aria-hidden="true" />
                      Call
                    </a>
                    <a href={`sms:${dialable(contact.phone)}`} aria-label={`Send an SMS to ${contact.phone}`}>
                      <MessageSquare size={18} aria-hidden="true" />
                      SMS
                    </a>
                  </div>
                </ContactLinks>
              )}
            </Panel>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
