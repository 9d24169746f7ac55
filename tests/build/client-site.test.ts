import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-content';
import { amenityItems, placeholderValues } from '../../src/core/facts';
import { distDir } from '../../harness/routes';

// The islands' share of site.yaml (src/core/client-site.ts) arrives finished: the browser fills in
// no {placeholder}, so it gets neither the property facts nor the code that fills them.
const assets = path.join(distDir(), 'client/assets');
const scripts = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));

it('ships the brand, contact, booking, backend and chat settings, the amenities and the city: no property facts', async () => {
  const file = scripts.find((f) => f.startsWith('_virtual_site'));
  expect(file, 'the virtual:site chunk').toBeDefined();
  // The chunk's one export, under whatever name the bundler gave it.
  const shipped = Object.values(await import(pathToFileURL(path.join(assets, file!)).href))[0] as Record<string, unknown> & { amenities: string[]; chat: unknown };
  const { site } = loadContent();
  expect(Object.keys(shipped).sort()).toEqual(['amenities', 'backend', 'booking', 'brand', 'chat', 'city', 'contact']);
  expect(shipped.amenities).toEqual(amenityItems(site!.property));
  // Every placeholder of the chat is filled but the amenities reply's {amenities}, the guest's answer.
  const known = Object.keys(placeholderValues(site!));
  const left = [...JSON.stringify(shipped.chat).matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]).filter((k) => known.includes(k));
  expect(left).toEqual(site!.chat.replies.some((r) => r.reply === 'amenities' && r.text?.includes('{amenities}')) ? ['amenities'] : []);
});

it('no browser script carries the placeholder-filling code', () => {
  // A phrase only placeholderValues() writes (src/core/facts.ts), for a site without a nightly rate.
  expect(scripts.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('our nightly rate'))).toEqual([]);
});
