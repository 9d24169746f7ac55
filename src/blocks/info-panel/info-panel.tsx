import { styled } from 'styled-components';
import type { InfoPanelBlock } from '../../core/types/content.gen';
import { ButtonLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { ButtonRow, Container, Section } from '../../components/ui';
import { text } from '../../theme/type-scale';

const Panel = styled.div`
  display: grid;
  gap: clamp(28px, 4vw, 56px);
  grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
  align-items: start;
  padding: clamp(28px, 5vw, 64px);
  border-radius: calc(var(--radius) * 1.5);
  background: var(--c-band);
  color: var(--c-band-text);
  box-shadow: var(--shadow-lg);
  @media (max-width: 859px) { grid-template-columns: minmax(0, 1fr); }
  .eyebrow {
    text-transform: uppercase;
    letter-spacing: 0.14em;
    font-size: ${text.xs};
    font-weight: 600;
    opacity: 0.85;
    margin-bottom: 0.75rem;
  }
  h2 { color: inherit; }
  .text { font-size: ${text.lg}; opacity: 0.95; max-width: 46ch; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
  li {
    display: flex;
    gap: 16px;
    align-items: flex-start;
    padding: 16px 18px;
    border-radius: calc(var(--radius) * 0.8);
    background: color-mix(in srgb, var(--c-band-text) 9%, transparent);
    border: 1px solid color-mix(in srgb, var(--c-band-text) 16%, transparent);
  }
  .icon {
    display: grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    background: color-mix(in srgb, var(--c-band-text) 14%, transparent);
  }
  h3 { font-family: var(--font-body); font-size: ${text.base}; margin: 0 0 2px; }
  li p { margin: 0; opacity: 0.92; font-size: ${text.md}; }
  a { color: inherit; }
`;

/** A highlighted panel: heading and text beside a list of icon rows (e.g. the technology on offer). */
export function InfoPanel(block: InfoPanelBlock) {
  return (
    <Section id={block.id}>
      <Container>
        <Panel>
          <div>
            {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
            <h2>{block.heading}</h2>
            {block.text && <p className="text">{block.text}</p>}
            {block.button && (
              <ButtonRow>
                <ButtonLink button={block.button} variant="ghost" />
              </ButtonRow>
            )}
          </div>
          <ul>
            {block.items.map((item) => (
              <li key={item.title}>
                <span className="icon">
                  <Icon name={item.icon} size={22} />
                </span>
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      </Container>
    </Section>
  );
}
