import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/check';
import { render } from '../../src/entry-server';
import { MAX_AREAS, serviceAreas, type LandingRef } from '../../src/core/areas';

const { model } = checkContent();
const footerAreas = (html: string) => /<nav aria-label="Areas we serve"[^>]*><h2>Areas we serve<\/h2><ul>(.*?)<\/ul><\/nav>/.exec(html)?.[1];

describe("the footer's areas we serve", () => {
  it('lists one landing page per place, alphabetically, on every page and on the not-found page', () => {
    const links = (html: string) => [...(footerAreas(html) ?? '').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    const expected = ['Charlestown /charlestown-accommodation', 'Kahibah /kahibah-accommodation', 'Lake Macquarie /lake-macquarie-accommodation', 'Newcastle /newcastle-accommodation'];
    for (const page of model.pages) expect(links(render(model.site, { kind: 'page', page: page.data }).html), page.path).toEqual(expected);
    expect(links(render(model.site, { kind: 'missing', path: '/nowhere', pages: [], areas: model.areas }).html)).toEqual(expected);
  });

  it("marks the place's own page as the current one", () => {
    const kahibah = model.pages.find((p) => p.path === '/kahibah-accommodation')!.data;
    expect(footerAreas(render(model.site, { kind: 'page', page: kahibah }).html)).toContain('<a href="/kahibah-accommodation" aria-current="page">Kahibah</a>');
  });

  it("picks each place's page: the one whose path names the place, the shortest first", () => {
    const at = (path: string, locality: string): LandingRef => ({ path, name: path, locality, geo: { latitude: 0, longitude: 0 } });
    expect(serviceAreas([at('/stay-by-the-lake', 'Lake Macquarie'), at('/lake-macquarie-family-stays', 'Lake Macquarie'), at('/lake-macquarie-stays', 'Lake Macquarie'), at('/beach-stays', 'Dudley')])).toEqual([
      { path: '/beach-stays', locality: 'Dudley' },
      { path: '/lake-macquarie-stays', locality: 'Lake Macquarie' },
    ]);
  });

  it(`lists at most ${MAX_AREAS} places, those with the most pages: every page carries the list`, () => {
    const places = Array.from({ length: 30 }, (_, i) => ({ path: `/place-${i}`, name: `Place ${i}`, locality: `Place ${String(i).padStart(2, '0')}`, geo: { latitude: 0, longitude: 0 } }));
    const areas = serviceAreas([...places, { ...places[29], path: '/place-29-family' }]);
    expect(areas).toHaveLength(MAX_AREAS);
    expect(areas.map((a) => a.locality)).toContain('Place 29');
    expect(areas.map((a) => a.locality)).toEqual([...areas.map((a) => a.locality)].sort());
  });
});
