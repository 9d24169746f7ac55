import { expect, it } from 'vitest';
import { BannerStrip } from './banner-strip';
import { renderHtml } from '../../../tests/support/site';

const words = ['Premium accommodation', 'Newcastle', 'Charlestown', 'Luxury getaway'];

it('writes the words once for CSS to repeat, hides the moving copy from screen readers and reads them once instead', () => {
  const html = renderHtml(<BannerStrip type="banner-strip" words={words} />);
  expect(html).toMatch(/class="track" aria-hidden="true"><div class="words" data-words="Premium accommodation\u2003✦\u2003Newcastle\u2003✦\u2003Charlestown\u2003✦\u2003Luxury getaway\u2003✦\u2003"><\/div>/);
  // The run, and the strip's name and the sentence for screen readers: not six copies.
  for (const w of words) expect(html.split(w).length - 1).toBe(3);
  expect(html).toContain('<p class="visually-hidden">Premium accommodation · Newcastle · Charlestown · Luxury getaway</p>');
});

it('has a labelled pause checkbox that works without script, not checked to start with', () => {
  const html = renderHtml(<BannerStrip type="banner-strip" words={words} label="Stay in Charlestown" />);
  expect(html).toContain('aria-label="Stay in Charlestown"');
  expect(html).toMatch(/<label class="pause"><input type="checkbox" aria-label="Pause the scrolling words"\/>/);
  expect(html).not.toMatch(/checked/);
});
