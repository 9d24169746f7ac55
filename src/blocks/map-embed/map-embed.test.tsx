import { expect, it } from 'vitest';
import { MapEmbed } from './map-embed';
import { renderHtml } from '../../../tests/support/site';

const html = renderHtml(
  <MapEmbed type="map-embed" heading="Location" query="Charlestown NSW" points={[{ icon: 'map-pin', text: '9 km to the city' }]} />,
);

it('names the map of the query for its island, and embeds it lazily for visitors without script', () => {
  expect(html).toMatch(/data-map-src="https:\/\/maps\.google\.com\/maps\?q=Charlestown%20NSW[^"]*output=embed" data-map-title="Map of Charlestown NSW"/);
  const fallback = /<noscript>(.*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(fallback).toMatch(/<iframe[^>]*src="https:\/\/maps\.google\.com\/maps\?q=Charlestown%20NSW[^"]*output=embed"/);
  expect(fallback).toMatch(/<iframe[^>]*title="Map of Charlestown NSW"/);
  expect(fallback).toMatch(/<iframe[^>]*loading="lazy"/);
});

it('always links to the same map in a new tab, for when the embed cannot load', () => {
  expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Charlestown%20NSW" target="_blank" rel="noopener noreferrer"/);
  expect(html).toContain('Open in Google Maps');
  expect(html).toContain('9 km to the city');
});
