import { expect, it } from 'vitest';
import { Reviews } from '../../src/blocks/reviews';
import { renderHtml } from '../support/site';

it('shows the advertised summary and each review with accessible stars', () => {
  const html = renderHtml(
    <Reviews
      type="reviews"
      heading="Guests say"
      summary={{ score: 4.9, count: 127 }}
      items={[
        { quote: 'Spotless and calm.', attribution: 'Mia, Sydney', rating: 5 },
        { quote: 'Great base.', attribution: 'Tom, Brisbane', rating: 4 },
      ]}
    />,
  );
  expect(html.replace(/<!-- -->/g, '')).toContain('4.9 from 127 reviews');
  expect(html).toContain('aria-label="5 out of 5 stars"');
  expect(html).toContain('aria-label="4 out of 5 stars"');
  expect(html).toContain('Mia, Sydney');
});
