import { expect, it } from 'vitest';
import { ImageBanner } from './image-banner';
import { renderHtml } from '../../../tests/support/site';

it('shows the photo lazily (it closes the page) with its alt text', () => {
  const html = renderHtml(<ImageBanner type="image-banner" image={{ src: '/images/banner-coast.jpg', alt: 'The beach at sunrise' }} />);
  expect(html).toContain('alt="The beach at sunrise"');
  expect(html).toContain('loading="lazy"');
  expect(html).not.toContain('<h2');
});

it('puts an optional heading and line of text over it', () => {
  const html = renderHtml(
    <ImageBanner type="image-banner" image={{ src: '/images/banner-coast.jpg', alt: 'Beach' }} heading="Salt air" text="Close to the coast." />,
  );
  expect(html).toContain('<h2>Salt air</h2>');
  expect(html).toContain('Close to the coast.');
});
