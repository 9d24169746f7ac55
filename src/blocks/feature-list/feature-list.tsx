import { Check } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import type { FeatureListBlock } from '../../core/types/content.gen';
import { ButtonLink } from '../../components/action-link';
import { Stars } from '../../components/stars';
import { useSite } from '../../core/site-context';
import { siteRating } from '../../core/review-figures';
import { ButtonRow, Card, CheckList, Container, Lead, Section } from '../../components/ui';
import { text } from '../../theme/type-scale';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 859px) { grid-template-columns: minmax(0, 1fr); }
  ${CheckList} { grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr)); }
  .score { font-family: var(--font-display); font-size: ${text['4xl']}; line-height: 1; margin: 8px 0; }
  aside { display: grid; gap: 20px; }
`;

export function FeatureList(block: FeatureListBlock) {
  const hasAside = Boolean(block.rating || block.note);
  // Figures left out are the site's own (validate holds written ones to them).
  const own = siteRating(useSite());
  const rating = block.rating && { score: block.rating.score ?? own.score, count: block.rating.count ?? own.count };
  return (
    <Section id={block.id} $tone="alt">
      <Container>
        <Layout style={hasAside ? undefined : { gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <div>
            <h2>{block.heading}</h2>
            {block.intro && <Lead>{block.intro}</Lead>}
            <CheckList>
              {block.items.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </CheckList>
            {block.link && (
              <ButtonRow>
                <ButtonLink button={block.link} />
              </ButtonRow>
            )}
          </div>
          {hasAside && (
            <aside>
              {rating && (
                <Card>
                  <Stars rating={rating.score} />
                  <p className="score">{rating.score}</p>
                  <p>
                    from {rating.count} reviews{block.rating!.text ? ` · ${block.rating!.text}` : ''}
                  </p>
                </Card>
              )}
              {block.note && (
                <Card>
                  <h3>{block.note.title}</h3>
                  <p>{block.note.text}</p>
                </Card>
              )}
            </aside>
          )}
        </Layout>
      </Container>
    </Section>
  );
}
