import { expect, it } from 'vitest';
import { PhotoGrid } from './photo-grid';
import { renderHtml } from '../../../tests/support/site';

it('lists each photo with its caption', () => {
  const html = renderHtml(
    <PhotoGrid
      type="photo-grid"
      heading="Inside"
      fallback
      photos={[
        { src: '/images/interior-living.jpg', alt: 'Living room', caption: 'Open-plan living' },
        { src: '/images/interior-kitchen.jpg', alt: 'Kitchen' },
      ]}
    />,
  );
  expect(html.match(/<li>/g)).toHaveLength(2);
  expect(html).toContain('alt="Living room"');
  expect(html).toContain('<figcaption>Open-plan living</figcaption>');
  expect(html.match(/<figcaption/g)).toHaveLength(1);
});
