import { expect, it } from 'vitest';
import { CallToAction } from '../../components/call-to-action';
import { renderHtml } from '../../../tests/support/site';

it('renders heading, buttons and the smaller links', () => {
  const html = renderHtml(
    <CallToAction
      heading="Ready?"
      text="Dates go fast."
      buttons={[{ label: 'Book', href: '/bookings' }]}
      links={[{ label: 'Explore the area', href: '/local-explore' }]}
    />,
  );
  expect(html).toContain('<h2');
  expect(html).toContain('href="/bookings"');
  expect(html).toContain('href="/local-explore"');
});
