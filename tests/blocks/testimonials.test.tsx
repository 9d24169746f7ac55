import { expect, it } from 'vitest';
import { Testimonials } from '../../src/blocks/testimonials';
import { realSite, renderHtml } from '../support/site';

const items = [
  { name: 'Sarah', quote: 'Spotless.', rating: 5 },
  { name: 'James', quote: 'Great base.', rating: 5, detail: 'Weekend for two' },
  { name: 'Emma', quote: 'Lovely.', rating: 5 },
];

it('shows each quote with its first name and five accessible stars', () => {
  const html = renderHtml(<Testimonials type="testimonials" heading="What guests say" items={items} />);
  expect(html.match(/<blockquote/g)).toHaveLength(3);
  expect(html.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);
  for (const n of ['Sarah', 'James', 'Emma']) expect(html).toContain(`<span class="name">${n}</span>`);
  expect(html).toContain('Weekend for two');
  expect(html).not.toContain('Guest Favourite');
});

it('adds the rating badge from site.yaml and the link when asked', () => {
  const site = realSite();
  const html = renderHtml(
    <Testimonials type="testimonials" heading="What guests say" items={items} badge link={{ label: 'View Gallery', href: '/gallery' }} />,
  );
  expect(html).toContain(site.property.ratingLabel);
  expect(html).toContain(`${site.property.rating}★`);
  expect(html).toMatch(/href="\/gallery"[^>]*>.*View Gallery/);
});
