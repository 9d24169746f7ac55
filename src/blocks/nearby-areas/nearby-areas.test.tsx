import { describe, expect, it } from 'vitest';
import type { NearbyAreasBlock, PageDefinition } from '../../core/types/content.gen';
import type { LandingRef } from '../../core/areas';
import { Blocks } from '../render';
import { toPageData } from '../../content/model';
import { realSite, renderHtml } from '../../../tests/support/site';

const landing = (path: string, name: string, locality: string, latitude: number, longitude: number): LandingRef => ({ path, name, locality, geo: { latitude, longitude } });
const landings = [
  landing('/charlestown-accommodation', 'Charlestown Accommodation', 'Charlestown', -32.9647, 151.6939),
  landing('/charlestown-family-accommodation', 'Family Accommodation in Charlestown', 'Charlestown', -32.9647, 151.6939),
  landing('/kahibah-accommodation', 'Kahibah Accommodation', 'Kahibah', -32.964, 151.714),
  landing('/lake-macquarie-accommodation', 'Lake Macquarie Accommodation', 'Lake Macquarie', -32.989, 151.633),
  landing('/newcastle-accommodation', 'Newcastle Accommodation', 'Newcastle', -32.9283, 151.7817),
];
const block: NearbyAreasBlock = { type: 'nearby-areas', heading: 'More places to stay nearby', limit: 3 };
const page = (def: Partial<PageDefinition>) =>
  toPageData({ path: '/kahibah-accommodation', title: 'Kahibah Accommodation | A test page', description: 'x'.repeat(60), blocks: [block], ...def }, realSite(), [], landings).data;
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)">([^<]+)<span>([^<]+)<\/span><\/a>/g)].map((m) => `${m[1]} ${m[2]} (${m[3]})`);

describe('nearby-areas block', () => {
  it("links the other landing pages, nearest first from this page's coordinates, with their place and distance", () => {
    const html = renderHtml(<Blocks page={page({ lodging: { locality: 'Kahibah', postalCode: '2290', geo: { latitude: -32.964, longitude: 151.714 } } })} />);
    expect(html).toContain('<h2>More places to stay nearby</h2>');
    expect(links(html)).toEqual([
      '/charlestown-accommodation Charlestown Accommodation (Charlestown, 2 km away)',
      '/charlestown-family-accommodation Family Accommodation in Charlestown (Charlestown, 2 km away)',
      '/newcastle-accommodation Newcastle Accommodation (Newcastle, 7 km away)',
    ]);
    expect(html).not.toContain('<script');
  });

  it('on a page without coordinates, lists them by place; with no other landing page it shows nothing', () => {
    expect(links(renderHtml(<Blocks page={page({ path: '/about' })} />)).map((l) => l.split(' ')[0])).toEqual([
      '/charlestown-accommodation',
      '/charlestown-family-accommodation',
      '/kahibah-accommodation',
    ]);
    const alone = toPageData({ path: '/x', title: 'A page on its own', description: 'x'.repeat(60), blocks: [block] }, realSite(), [], []).data;
    expect(renderHtml(<Blocks page={alone} />)).toBe('');
  });
});
