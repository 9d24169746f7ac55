import { styled } from 'styled-components';
import type { ReviewsBlock } from '../../core/types/content.gen';
import type { ReviewSummary } from './summary';
import { useComputed } from '../../core/computed';
import { Stars } from '../../components/stars';
import { Card, Container, Grid, Section } from '../../components/ui';
import { ButtonLink } from '../../components/action-link';
import { useSite } from '../../core/site-context';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 20px 32px;
  margin: 0 auto clamp(28px, 4vw, 44px);
  max-width: 760px;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius) * 1.2);
  box-shadow: var(--shadow);
  padding: clamp(20px, 3vw, 28px) clamp(22px, 4vw, 36px);
  .score { display: flex; align-items: center; gap: 18px; }
  .average { font-family: var(--font-display); font-size: clamp(2.8rem, 4vw + 1rem, 3.6rem); line-height: 1; font-weight: 600; margin: 0; }
  .count { margin: 6px 0 0; color: var(--c-muted); font-weight: 600; }
`;

const Review = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  header { display: flex; align-items: center; gap: 14px; }
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--c-primary) 14%, var(--c-surface));
    color: var(--c-primary);
    font-weight: 700;
    letter-spacing: 0.04em;
  }
  h3 { margin: 0; font-size: ${text.lg}; }
  .from { margin: 2px 0 0; color: var(--c-muted); font-size: ${text.sm}; }
  .meta { display: flex; align-items: center; justify-content: space-between; gap: 12px; color: var(--c-muted); font-size: ${text.sm}; }
  .text { margin: 0; font-size: ${text.base}; }
`;

/** Every review in full, under the average the engine computed from them. */
export function ReviewsPage(block: ReviewsBlock) {
  const summary = useComputed<ReviewSummary>();
  const reviewUrl = useSite().reviewUrl;
  const write = block.writeReviewLabel && reviewUrl ? { label: block.writeReviewLabel, href: reviewUrl } : undefined;
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <BlockHead heading={block.heading} intro={block.intro} />
        {(summary || write) && (
          <Summary>
            {summary && (
              <div className="score">
                <p className="average">{summary.average}</p>
                <div>
                  <Stars rating={Number(summary.average)} size={22} />
                  <p className="count">
                    Average from {summary.countLabel}
                  </p>
                </div>
              </div>
            )}
            {write && <ButtonLink button={write} variant="secondary" />}
          </Summary>
        )}
        <Grid $min={320}>
          {block.items.map((r) => (
            <Review key={r.name + r.dateISO}>
              <header>
                <span className="avatar" aria-hidden="true">
                  {r.initials}
                </span>
                <div>
                  <h3>{r.name}</h3>
                  <p className="from">
                    {r.city}, {r.state}
                  </p>
                </div>
              </header>
              <div className="meta">
                <Stars rating={r.rating} />
                <time dateTime={r.dateISO}>{r.date}</time>
              </div>
              <p className="text">{r.quote}</p>
            </Review>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
