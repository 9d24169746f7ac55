import { expect, it } from 'vitest';
import { FeatureCards } from './feature-cards';
import { renderHtml } from '../../../tests/support/site';

it('renders a card per item with its title, text and a hidden icon', () => {
  const html = renderHtml(
    <FeatureCards
      type="feature-cards"
      heading="Why stay"
      items={[
        { icon: 'wifi', title: 'Fast WiFi', description: 'Streams in every room.' },
        { icon: 'car', title: 'Free parking', description: 'Right outside.' },
      ]}
      link={{ label: 'All features', href: '/features' }}
    />,
  );
  expect(html.match(/<article/g)).toHaveLength(2);
  expect(html).toContain('Fast WiFi');
  expect(html).toContain('aria-hidden="true"');
  expect(html).toContain('href="/features"');
});
