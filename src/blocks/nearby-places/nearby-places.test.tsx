import { expect, it } from 'vitest';
import { NearbyPlaces } from './nearby-places';
import { renderHtml } from '../../../tests/support/site';

it('shows each place with its distance and optional highlights', () => {
  const html = renderHtml(
    <NearbyPlaces
      type="nearby-places"
      heading="Nearby"
      places={[
        { name: 'Charlestown Square', distance: '8 minutes walk', description: 'Shops.', highlights: ['Cinema', 'Food court'] },
        { name: 'Hunter Valley', distance: '45 minutes drive', description: 'Wine.', icon: 'wine' },
      ]}
    />,
  );
  expect(html).toContain('8 minutes walk');
  expect(html).toContain('45 minutes drive');
  expect(html).toContain('Food court');
  expect(html.match(/<h3/g)).toHaveLength(2);
});
