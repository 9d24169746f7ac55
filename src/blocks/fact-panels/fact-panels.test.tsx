import { expect, it } from 'vitest';
import { FactPanels } from './fact-panels';
import { realSite, renderHtml } from '../../../tests/support/site';

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

it("takes what the house has and its rules from site.yaml, where the chat reads them too", () => {
  const site = realSite();
  const withSite = {
    ...site,
    property: { ...site.property, houseRules: ['No drums'], amenities: [{ title: 'Outdoors', icon: 'sun' as const, items: ['Fire pit', 'Hammock'] }] },
  };
  const out = renderHtml(
    <FactPanels type="fact-panels" amenities panels={[{ icon: 'clock', title: 'Policies', items: ['No pets'], houseRules: true, itemStyle: 'not-allowed' }]} />,
    { site: withSite },
  );
  expect(out.match(/<h3>[^<]*<\/h3>/g)).toEqual(['<h3>Policies</h3>', '<h3>Outdoors</h3>']);
  expect(out).toMatch(/<span>No pets<\/span><\/li><li class="not-allowed">.*?<span>No drums<\/span>/);
  expect(out).toMatch(/<li><svg[^>]*lucide-check[^>]*>.*?<span>Fire pit<\/span><\/li><li>.*?<span>Hammock<\/span>/);
});
