import { styled } from 'styled-components';
import type { CtaBlock } from '../core/types/content.gen';
import { ActionLink, ButtonLink } from './action-link';
import { ButtonRow, Container, Lead, Section } from './ui';

const Panel = styled.div`
  text-align: center;
  background: linear-gradient(135deg, color-mix(in srgb, var(--c-primary) 16%, var(--c-surface)), var(--c-surface));
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius) * 1.5);
  padding: clamp(36px, 6vw, 72px) clamp(20px, 5vw, 64px);
  box-shadow: var(--shadow);
  ${Lead} { margin-inline: auto; }
  ${ButtonRow} { justify-content: center; }
  .links { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 24px; margin-top: 20px; }
  .links a { font-weight: 600; }
`;

/** The call to action: the `cta` block's view, and a blog post's closing call. */
export function CallToAction(block: Omit<CtaBlock, 'type'>) {
  return (
    <Section id={block.id}>
      <Container>
        <Panel>
          <h2>{block.heading}</h2>
          {block.text && <Lead>{block.text}</Lead>}
          <ButtonRow>
            {block.buttons.map((b, i) => (
              <ButtonLink key={b.href + i} button={b} variant={i > 0 && !b.variant ? 'secondary' : undefined} />
            ))}
          </ButtonRow>
          {block.links && (
            <p className="links">
              {block.links.map((l) => (
                <ActionLink key={l.href} href={l.href}>
                  {l.label} →
                </ActionLink>
              ))}
            </p>
          )}
        </Panel>
      </Container>
    </Section>
  );
}
