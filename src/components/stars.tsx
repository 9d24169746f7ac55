import { Star } from './lucide-icons';
import { styled } from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: var(--c-star);
  svg.empty { color: var(--c-border); }
`;

/** Stars for a 1-5 rating; the number is given in words for screen readers (the stars inside an image are not read). */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <Row role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} className={n <= full ? 'full' : 'empty'} fill="currentColor" strokeWidth={0} />
      ))}
    </Row>
  );
}
