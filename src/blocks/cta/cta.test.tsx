import { expect, it } from 'vitest';
import { Cta } from './cta';
import { renderHtml } from '../../../tests/support/site';

it('renders heading, buttons and the smaller links', () => {
  const html = renderHtml(
    <Cta
      type="cta"
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
