import { describe, expect, it } from 'vitest';
import type { NearbyAreasBlock, PageDefinition } from '../../core/types/content.gen';
import type { LandingRef } from '../../core/areas';
import { Blocks } from '../render';
import { toPageData } from '../../content/model';
import { realSite, renderHtml } from '../../../tests/support/site';

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
});
