import { expect, it } from 'vitest';
import { FactsGrid } from './facts-grid';
import { renderHtml } from '../../../tests/support/site';

it('shows each fact as a value with its label, in a list', () => {
  const html = renderHtml(
    <FactsGrid
      type="facts-grid"
      heading="Property facts"
      items={[
        { icon: 'home', value: '295', label: 'Square footage' },
        { icon: 'users', value: '4', label: 'Max guests' },
        { icon: 'car', value: 'Yes', label: 'Free parking' },
      ]}
    />,
  );
  expect(html).toContain('<h2>Property facts</h2>');
  expect(html.match(/<li/g)).toHaveLength(3);
  expect(html).toMatch(/<span class="value">295<\/span><span class="label">Square footage<\/span>/);
  expect(html).toMatch(/<span class="value">Yes<\/span><span class="label">Free parking<\/span>/);
  // Icons are decoration: hidden from screen readers.
  expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
});
