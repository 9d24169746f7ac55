import { expect, it } from 'vitest';
import { FactPanels } from './fact-panels';
import { renderHtml } from '../../../tests/support/site';

const html = renderHtml(
  <FactPanels
    type="fact-panels"
    panels={[
      { icon: 'bed', title: 'Bed layout', rows: [{ label: 'Bedroom 1', value: 'Queen bed' }] },
      {
        icon: 'clock',
        title: 'Policies',
        rows: [{ label: 'Quiet hours', value: '10 PM-7 AM' }],
        items: ['No pets', 'No smoking'],
        itemStyle: 'not-allowed',
      },
      { icon: 'shield', title: 'Security', items: ['Smoke alarms'] },
    ]}
  />,
);

it('gives each panel a heading, and rows as a description list', () => {
  expect(html.match(/<h3>/g)).toHaveLength(3);
  expect(html).toContain('<dt>Bedroom 1</dt><dd>Queen bed</dd>');
  expect(html).toContain('<dt>Quiet hours</dt><dd>10 PM-7 AM</dd>');
});

it('marks house rules as not allowed and amenities with a tick', () => {
  expect(html).toMatch(/<li class="not-allowed"><svg[^>]*lucide-ban[^>]*>.*?<span>No pets<\/span><\/li>/);
  expect(html).toMatch(/<li><svg[^>]*lucide-check[^>]*>.*?<span>Smoke alarms<\/span><\/li>/);
});
