import { expect, it } from 'vitest';
import { FeatureList } from './feature-list';
import { renderHtml } from '../../../tests/support/site';

it('lists every claim and shows the rating card and the note', () => {
  const html = renderHtml(
    <FeatureList
      type="feature-list"
      heading="Included"
      items={['Free parking', 'Free WiFi', 'Self check-in']}
      rating={{ score: 4.9, count: 143 }}
      note={{ title: 'Flexible stays', text: 'Weekly rates available.' }}
    />,
  );
  expect(html.match(/<li/g)).toHaveLength(3);
  expect(html).toContain('4.9');
  expect(html).toContain('from <!-- -->143<!-- --> reviews');
  expect(html).toContain('Flexible stays');
});
