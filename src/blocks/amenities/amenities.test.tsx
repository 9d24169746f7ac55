import { expect, it } from 'vitest';
import { Amenities } from './amenities';
import { renderHtml } from '../../../tests/support/site';

it('renders the highlight tiles, every category list and the link', () => {
  const html = renderHtml(
    <Amenities
      type="amenities"
      heading="Amenities"
      highlights={[
        { icon: 'wifi', title: 'High-speed Wi-Fi', text: 'Fast' },
        { icon: 'car', title: 'Free parking' },
      ]}
      categories={[
        { icon: 'utensils', title: 'Kitchen and dining', items: ['Oven', 'Kettle'] },
        { icon: 'shield', title: 'Safety and security', items: ['Smoke alarms'] },
      ]}
      link={{ label: 'View All Features', href: '/features' }}
    />,
  );
  expect(html).toContain('<strong>High-speed Wi-Fi</strong>');
  expect(html).toContain('<strong>Free parking</strong>');
  expect(html.match(/<h3/g)).toHaveLength(2);
  expect(html).toContain('Kitchen and dining');
  expect(html).toContain('<span>Kettle</span>');
  expect(html).toMatch(/<a[^>]*href="\/features"[^>]*>.*View All Features/);
});
