import { Check } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { AmenitiesBlock } from '../../core/types/content.gen';
import { SectionLink } from '../../components/action-link';
import { Icon } from '../../components/icon';
import { Container, Grid, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Highlights = styled.ul`
  list-style: none;
  margin: 0 0 clamp(28px, 4vw, 44px);
  padding: 0;
  display: grid;
  gap: clamp(12px, 2vw, 20px);
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 900px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  li {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: clamp(16px, 2.4vw, 24px);
    border-radius: var(--radius);
    background: var(--c-band);
    color: var(--c-band-text);
    box-shadow: var(--shadow);
  }
  .icon {
    display: grid;
    place-items: center;
    width: 46px;
    height: 46px;
    border-radius: 14px;
    background: color-mix(in srgb, var(--c-band-text) 16%, transparent);
  }
  strong { display: block; font-size: ${text.base}; line-height: 1.3; }
  span.text { display: block; margin-top: 2px; font-size: ${text.sm}; opacity: 0.92; line-height: 1.4; }
`;

const Category = styled.div`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: clamp(18px, 2.4vw, 22px) clamp(18px, 2.4vw, 22px) clamp(20px, 2.4vw, 24px);
  h3 {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: ${text.lg};
    margin-bottom: 14px;
  }
  h3 svg { color: var(--c-primary); flex: none; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  li { display: flex; gap: 9px; align-items: flex-start; font-size: ${text.md}; line-height: 1.45; }
  li svg { flex: none; margin-top: 3px; color: var(--c-primary); }
`;

/** Headline amenities as tiles, then every amenity in category lists. */
export function Amenities(block: AmenitiesBlock) {
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        <Highlights>
          {block.highlights.map((h) => (
            <li key={h.title}>
              <span className="icon">
                <Icon name={h.icon} size={24} />
              </span>
              <span>
                <strong>{h.title}</strong>
                {h.text && <span className="text">{h.text}</span>}
              </span>
            </li>
          ))}
        </Highlights>
        <Grid $min={250}>
          {block.categories.map((c) => (
            <Category key={c.title}>
              <h3>
                <Icon name={c.icon} size={20} />
                {c.title}
              </h3>
              <ul>
                {c.items.map((item) => (
                  <li key={item}>
                    <Check size={16} aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Category>
          ))}
        </Grid>
        <SectionLink button={block.link} />
      </Container>
    </Section>
  );
}
