import { describe, expect, it } from 'vitest';
import type { NearbyAreasBlock, PageDefinition } from '../../core/types/content.gen';
import type { LandingRef } from '../../core/areas';
import { Blocks } from '../render';
import { toPageData } from '../../content/model';
import { realSite, renderHtml } from '../../../tests/support/site';
import { distanceKm, placesOf } from '../../core/areas';
import { nearestAreas } from './nearest';

const landing = (path: string, name: string, locality: string, latitude: number, longitude: number, topic?: string): LandingRef => ({ path, name, locality, geo: { latitude, longitude }, ...(topic ? { topic } : {}) });
const landings = [
  landing('/charlestown-family-accommodation', 'Family Accommodation in Charlestown', 'Charlestown', -32.9647, 151.6939, 'Family stays'),
  landing('/charlestown-accommodation', 'Charlestown Accommodation', 'Charlestown', -32.9647, 151.6939),
  landing('/charlestown-beach-accommodation', 'Charlestown Beach Stays', 'Charlestown', -32.9647, 151.6939),
  landing('/kahibah-accommodation', 'Kahibah Accommodation', 'Kahibah', -32.964, 151.714),
  landing('/lake-macquarie-accommodation', 'Lake Macquarie Accommodation', 'Lake Macquarie', -32.989, 151.633),
  landing('/newcastle-accommodation', 'Newcastle Accommodation', 'Newcastle', -32.9283, 151.7817),
];
const block: NearbyAreasBlock = { type: 'nearby-areas', heading: 'More places to stay nearby', limit: 3 };
const page = (def: Partial<PageDefinition>) =>
  toPageData({ path: '/kahibah-accommodation', title: 'Kahibah Accommodation | A test page', description: 'x'.repeat(60), blocks: [block], ...def }, realSite(), [], landings).data;
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)">([^<]+)<span>([^<]+)<\/span><\/a>/g)].map((m) => `${m[1]} ${m[2]} (${m[3]})`);

describe('nearby-areas block', () => {
  it("links the other places, nearest first from this page's coordinates, each once by its main page, with its distance", () => {
    const html = renderHtml(<Blocks page={page({ lodging: { locality: 'Kahibah', postalCode: '2290', geo: { latitude: -32.964, longitude: 151.714 } } })} />);
    expect(html).toContain('<h2>More places to stay nearby</h2>');
    expect(links(html)).toEqual([
      '/charlestown-accommodation Charlestown Accommodation (Charlestown, 2 km away)',
      '/newcastle-accommodation Newcastle Accommodation (Newcastle, 7 km away)',
      '/lake-macquarie-accommodation Lake Macquarie Accommodation (Lake Macquarie, 8 km away)',
    ]);
    expect(html).not.toContain('More ways to stay');
    expect(html).not.toContain('<script');
  });

  it('on a page about a place with other pages, lists those apart, by what each is about', () => {
    const here = { locality: 'Charlestown', postalCode: '2290', geo: { latitude: -32.9647, longitude: 151.6939 } };
    const html = renderHtml(<Blocks page={page({ path: '/charlestown-accommodation', lodging: here })} />);
    expect(links(html).map((l) => l.split(' ')[0])).toEqual(['/kahibah-accommodation', '/lake-macquarie-accommodation', '/newcastle-accommodation']);
    expect(html).toContain('More ways to stay in Charlestown');
    // The topic names a page that has one; one with none goes by its name.
    expect([...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '/charlestown-beach-accommodation Charlestown Beach Stays',
      '/charlestown-family-accommodation Family stays',
    ]);
  });

  it('on a page without coordinates, lists them by place; with no other landing page it shows nothing', () => {
    expect(links(renderHtml(<Blocks page={page({ path: '/about' })} />)).map((l) => l.split(' ')[0])).toEqual([
      '/charlestown-accommodation',
      '/kahibah-accommodation',
      '/lake-macquarie-accommodation',
    ]);
    const alone = toPageData({ path: '/x', title: 'A page on its own', description: 'x'.repeat(60), blocks: [block] }, realSite(), [], []).data;
    expect(renderHtml(<Blocks page={alone} />)).toBe('');
  });

  it('lists what comparing every place with every other lists, among hundreds of places with ties in whole kilometres', () => {
    let seed = 5;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    // Suburbs on a grid a kilometre apart (many ties once rounded), some sharing a place, and some scattered.
    const many = Array.from({ length: 400 }, (_, i) =>
      i % 5 ? landing(`/p${i}`, `Place ${i}`, `Place ${Math.floor(i / 2)}`, -32.5 - (i % 20) * 0.01, 151.2 + Math.floor(i / 20) * 0.01) : landing(`/q${i}`, `Spot ${i}`, `Spot ${i}`, -33 + random(), 151 + random()),
    );
    const { compare } = new Intl.Collator();
    /** Every other place, by distance, then place, then name: what the block listed before it read only the places near. */
    const everyPlace = (here: LandingRef, limit: number) =>
      placesOf(many)
        .filter((p) => p.locality !== here.locality)
        .map(({ pages: [main] }) => ({ path: main.path, name: main.name, locality: main.locality, km: Math.round(distanceKm(here.geo, main.geo)) }))
        .sort((a, b) => a.km - b.km || compare(a.locality, b.locality) || compare(a.name, b.name))
        .slice(0, limit);
    for (const here of many.filter((_, i) => i % 7 === 0))
      for (const limit of [1, 6, 12]) {
        const page = { path: here.path, title: 'x', description: 'x', blocks: [], lodging: { locality: here.locality, postalCode: '2290', geo: here.geo } };
        expect(nearestAreas(page, many, limit).filter((a) => !a.samePlace)).toEqual(everyPlace(here, limit));
      }
  });
});
