import { expect, it } from 'vitest';
import { UseCases } from './use-cases';
import { renderHtml } from '../../../tests/support/site';

it('renders stay styles with distance badges and features', () => {
  const html = renderHtml(
    <UseCases
      type="use-cases"
      heading="Stay styles"
      items={[
        { title: 'Wine tour base', description: 'Hunter Valley days.', badge: '45 minutes drive', features: ['Early starts', 'Parking'] },
        { title: 'Weekend escape', description: 'From Sydney.', badge: '2 hours from Sydney' },
      ]}
    />,
  );
  expect(html).toContain('45 minutes drive');
  expect(html).toContain('2 hours from Sydney');
  expect(html).toContain('Early starts');
});
