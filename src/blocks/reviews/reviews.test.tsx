import { describe, expect, it } from 'vitest';
import type { ReviewsBlock } from '../../core/types/content.gen';
import { Reviews } from './reviews';
import { Blocks } from '../render';
import { toPageData } from '../../content/model';
import { realSite, renderBlocks, renderHtml } from '../../../tests/support/site';

describe('cards layout (the default)', () => {
  it('shows the advertised summary and each review with accessible stars', () => {
    const html = renderHtml(
      <Reviews
        type="reviews"
        heading="Guests say"
        summary={{ score: 4.9, count: 127 }}
        items={[
          { quote: 'Spotless and calm.', name: 'Mia, Sydney', rating: 5 },
          { quote: 'Great base.', name: 'Tom, Brisbane', rating: 4 },
        ]}
      />,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('4.9 from 127 reviews');
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain('Mia, Sydney');
  });
});

describe('spotlight layout', () => {
  it('renders one quote with its attribution and rating', () => {
    const html = renderHtml(<Reviews type="reviews" layout="spotlight" items={[{ quote: 'We will be back.', name: 'Priya', rating: 5 }]} />);
    expect(html).toContain('<blockquote');
    expect(html).toContain('We will be back.');
    expect(html).toContain('Priya');
    expect(html).toContain('aria-label="5 out of 5 stars"');
  });
});

describe('quotes layout', () => {
  const items = [
    { name: 'Sarah', quote: 'Spotless.', rating: 5 },
    { name: 'James', quote: 'Great base.', rating: 5, detail: 'Weekend for two' },
    { name: 'Emma', quote: 'Lovely.', rating: 5 },
  ];

  it('shows each quote with its first name and five accessible stars', () => {
    const html = renderHtml(<Reviews type="reviews" layout="quotes" heading="What guests say" items={items} />);
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(html.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);
    for (const n of ['Sarah', 'James', 'Emma']) expect(html).toContain(`<span class="name">${n}</span>`);
    expect(html).toContain('Weekend for two');
    expect(html).not.toContain('Guest Favourite');
  });

  it('adds the rating badge from site.yaml and the link when asked', () => {
    const site = realSite();
    const html = renderHtml(
      <Reviews type="reviews" layout="quotes" heading="What guests say" items={items} badge link={{ label: 'View Gallery', href: '/gallery' }} />,
    );
    expect(html).toContain(site.property.ratingLabel);
    expect(html).toContain(`${site.property.rating}★`);
    expect(html).toMatch(/href="\/gallery"[^>]*>.*View Gallery/);
  });
});

describe('page layout', () => {
  const block: ReviewsBlock = {
    type: 'reviews',
    layout: 'page',
    heading: 'Recent guest reviews',
    writeReviewLabel: 'Write a Review',
    items: [
      { name: 'Sarah Mitchell', initials: 'SM', city: 'Sydney', state: 'NSW', rating: 5, date: 'March 2024', dateISO: '2024-03-18', quote: 'Spotless.' },
      { name: 'James Wong', initials: 'JW', city: 'Melbourne', state: 'VIC', rating: 4, date: 'February 2024', dateISO: '2024-02-24', quote: 'Easy check-in.' },
    ],
  };
  // Rendered the way the site renders it: with the average the block's definition computes.
  const render = (b: ReviewsBlock) => renderBlocks(b).replace(/<!-- -->/g, '');

  it('shows the average computed from the reviews, to one decimal, with the count', () => {
    const html = render(block);
    expect(html).toContain('<p class="average">4.5</p>');
    expect(html).toContain('Average from 2 reviews');
  });

  it('shows each review with name, place, date, stars and text', () => {
    const html = render(block);
    expect(html).toContain('<h3>Sarah Mitchell</h3>');
    expect(html).toContain('Sydney, NSW');
    expect(html).toContain('<time dateTime="2024-03-18">March 2024</time>');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain('Easy check-in.');
  });

  it("links 'Write a Review' to site.yaml reviewUrl in a new tab, and shows none without the URL or the label", () => {
    const site = realSite();
    expect(site.reviewUrl).toMatch(/^https:/);
    expect(render(block)).toMatch(new RegExp(`<a href="${site.reviewUrl}" target="_blank" rel="noopener noreferrer"[^>]*>Write a Review`));
    expect(render({ ...block, writeReviewLabel: undefined })).not.toContain('Write a Review');
    const noUrl = { ...site, reviewUrl: undefined };
    const page = toPageData({ path: '/test', title: 'Test page title', description: 'x'.repeat(60), blocks: [block] }, noUrl, []).data;
    const html = renderHtml(<Blocks page={page} />, { site: noUrl });
    expect(html).toContain('Average from');
    expect(html).not.toContain('Write a Review');
  });
});
