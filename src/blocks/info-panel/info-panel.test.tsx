import { expect, it } from 'vitest';
import { InfoPanel } from './info-panel';
import { renderHtml } from '../../../tests/support/site';

it('renders the heading, text and one row per item', () => {
  const html = renderHtml(
    <InfoPanel
      type="info-panel"
      eyebrow="Stay connected"
      heading="Technology"
      text="It just works."
      items={[
        { icon: 'wifi', title: 'High-speed WiFi', detail: 'Unlimited broadband.' },
        { icon: 'tv', title: 'Smart TV', detail: 'Cast from your phone.' },
      ]}
      button={{ label: 'Guide', href: '/digital-guide' }}
    />,
  );
  expect(html).toContain('<h2>Technology</h2>');
  expect(html).toContain('Stay connected');
  expect(html.match(/<h3>/g)).toHaveLength(2);
  expect(html).toContain('Cast from your phone.');
  expect(html).toContain('href="/digital-guide"');
});
