import { expect, it } from 'vitest';
import { Text } from './text';
import { renderHtml } from '../../../tests/support/site';

it('renders paragraphs with bold and links, and escapes everything else', () => {
  const html = renderHtml(
    <Text type="text" id="details" heading="About" paragraphs={['A **calm** stay near [the beach](/local-explore).', '<script>alert(1)</script>']} />,
  );
  expect(html).toContain('id="details"');
  expect(html).toContain('<strong>calm</strong>');
  expect(html).toContain('href="/local-explore"');
  expect(html).not.toContain('<script>');
});
