import { Award, Quote } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { ReviewsBlock } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { SectionLink } from '../../components/action-link';
import { Stars } from '../../components/stars';
import { Container, Grid, Lead, Section } from '../../components/ui';
import { text } from '../../theme/type-scale';

const Head = styled.header`
  text-align: center;
  margin-bottom: clamp(28px, 4vw, 48px);
  ${Lead} { margin-inline: auto; }
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  margin: 0 0 18px;
  border-radius: 999px;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow);
  font-weight: 650;
  font-size: ${text.md};
  svg { color: var(--c-star); }
  .score { font-variant-numeric: tabular-nums; }
`;

const Card = styled.figure`
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 28px 26px 24px;
  .mark { position: absolute; top: 22px; right: 22px; color: color-mix(in srgb, var(--c-primary) 30%, transparent); }
  blockquote { margin: 16px 0 22px; flex: 1; font-size: ${text.base}; line-height: 1.6; }
  blockquote p { margin: 0; }
  figcaption { display: flex; align-items: center; gap: 12px; }
  .avatar {
    display: grid;
    place-items: center;
    width: 42px;
    height: 42px;
    flex: none;
    border-radius: 50%;
    background: var(--c-primary);
    color: var(--c-primary-text);
    font-weight: 700;
  }
  .name { font-weight: 650; display: block; line-height: 1.3; }
  .detail { color: var(--c-muted); font-size: ${text.sm}; display: block; line-height: 1.3; }
`;

/** A few guest quotes with first names and stars, the rating badge and a link onwards. */
export function ReviewQuotes(block: ReviewsBlock) {
  const site = useSite();
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <Head>
          {block.badge && (
            <Badge>
              <Award size={20} aria-hidden="true" />
              <span className="score">{`${site.property.rating}★`}</span>
              <span>{site.property.ratingLabel}</span>
            </Badge>
          )}
          <h2>{block.heading}</h2>
          {block.intro && <Lead>{block.intro}</Lead>}
        </Head>
        <Grid $min={280}>
          {block.items.map((t) => (
            <Card key={t.name + t.quote.slice(0, 16)}>
              <Quote className="mark" size={34} aria-hidden="true" />
              <Stars rating={t.rating} />
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                <span className="avatar" aria-hidden="true">
                  {t.name.slice(0, 1)}
                </span>
                <span>
                  <span className="name">{t.name}</span>
                  {t.detail && <span className="detail">{t.detail}</span>}
                </span>
              </figcaption>
            </Card>
          ))}
        </Grid>
        <SectionLink button={block.link} />
      </Container>
    </Section>
  );
}
