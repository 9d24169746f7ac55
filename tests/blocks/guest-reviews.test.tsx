import { expect, it } from 'vitest';
import type { GuestReviewsBlock, PageDefinition } from '../../src/types/content.gen';
import { Blocks } from '../../src/engine/render-blocks';
import { loadContent } from '../../src/content/load-content';
import { toPageData } from '../../src/content/model';
import { renderHtml } from '../support/site';

const block: GuestReviewsBlock = {
  type: 'guest-reviews',
  heading: 'Recent guest reviews',
  writeReviewLabel: 'Write a Review',
  items: [
    { name: 'Sarah Mitchell', initials: 'SM', city: 'Sydney', state: 'NSW', rating: 5, date: 'March 2024', dateISO: '2024-03-18', text: 'Spotless.' },
    { name: 'James Wong', initials: 'JW', city: 'Melbourne', state: 'VIC', rating: 4, date: 'February 2024', dateISO: '2024-02-24', text: 'Easy check-in.' },
  ],
};

// Rendered the way the site renders it: through the page's computed values.
function render(b: GuestReviewsBlock) {
  const content = loadContent();
  const def: PageDefinition = { path: '/reviews-test', title: 'Reviews test page', description: 'A page built in the test to render the guest reviews block with its computed average.', blocks: [b] };
  return renderHtml(<Blocks page={toPageData(def, content.site, content)} />).replace(/<!-- -->/g, '');
}

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

it("has a real 'Write a Review' button, and none when the label is left out", () => {
  expect(render(block)).toMatch(/<button type="button"[^>]*>Write a Review<\/button>/);
  expect(render({ ...block, writeReviewLabel: undefined })).not.toContain('<button');
});
