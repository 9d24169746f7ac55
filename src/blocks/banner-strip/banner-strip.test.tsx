import { expect, it } from 'vitest';
import { BannerStrip } from './banner-strip';
import { renderHtml } from '../../../tests/support/site';

const words = ['Premium accommodation', 'Newcastle', 'Charlestown', 'Luxury getaway'];

it('shows the words, hides the moving copy from screen readers and reads them once instead', () => {
  const html = renderHtml(<BannerStrip type="banner-strip" words={words} />);
  for (const w of words) expect(html).toContain(`<span>${w}</span>`);
  expect(html).toMatch(/class="track" aria-hidden="true"/);
  expect(html).toContain('<p class="visually-hidden">Premium accommodation · Newcastle · Charlestown · Luxury getaway</p>');
});

it('has a labelled pause button, not pressed to start with', () => {
  const html = renderHtml(<BannerStrip type="banner-strip" words={words} label="Stay in Charlestown" />);
  expect(html).toContain('aria-label="Stay in Charlestown"');
  expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Pause the scrolling words"/);
});
