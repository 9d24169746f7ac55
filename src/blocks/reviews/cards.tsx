import { styled } from 'styled-components';
import { useSite } from '../../core/site-context';
import { siteRating } from '../../core/review-figures';
import type { ReviewsBlock } from '../../core/types/content.gen';
import { Stars } from '../../components/stars';
import { Card, Container, Grid, Section } from '../../components/ui';
import { BlockHead } from '../../components/section-head';
import { text } from '../../theme/type-scale';

const Summary = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 10px;
  font-weight: 600;
  margin-top: -12px;
  margin-bottom: 36px;
`;

const Quote = styled.blockquote`
  margin: 12px 0 16px;
  font-size: ${text.base};
  p { margin: 0; }
`;

/** Review cards under a heading, with the advertised score when given. */
export function ReviewCards(block: ReviewsBlock) {
  // Figures left out are the site's own (validate holds written ones to them).
  const own = siteRating(useSite());
  const summary = block.summary && { score: block.summary.score ?? own.score, count: block.summary.count ?? own.count };
  return (
    <Section id={block.id}>
      <Container>
        <BlockHead heading={block.heading} />
        {summary && (
          <Summary>
            <Stars rating={summary.score} />
            <span>
              {summary.score} from {summary.count} reviews
            </span>
          </Summary>
        )}
        <Grid $min={300}>
          {block.items.map((r) => (
            <Card key={r.name + r.quote.slice(0, 20)}>
              <Stars rating={r.rating} />
              <Quote>
                <p>“{r.quote}”</p>
              </Quote>
              <p>
                <strong>{r.name}</strong>
              </p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
