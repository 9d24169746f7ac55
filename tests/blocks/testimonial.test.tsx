import { expect, it } from 'vitest';
import { Testimonial } from '../../src/blocks/testimonial';
import { renderHtml } from '../support/site';

it('renders one quote with its attribution and rating', () => {
  const html = renderHtml(<Testimonial type="testimonial" quote="We will be back." attribution="Priya" rating={5} />);
  expect(html).toContain('<blockquote');
  expect(html).toContain('We will be back.');
  expect(html).toContain('Priya');
  expect(html).toContain('aria-label="5 out of 5 stars"');
});
