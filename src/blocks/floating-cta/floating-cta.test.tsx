import { expect, it } from 'vitest';
import { FloatingCta } from './floating-cta';
import { renderHtml } from '../../../tests/support/site';

it('renders its one button', () => {
  const html = renderHtml(<FloatingCta type="floating-cta" button={{ label: 'Check availability', href: '/bookings' }} />);
  expect(html).toContain('href="/bookings"');
  expect(html).toContain('Check availability');
});
