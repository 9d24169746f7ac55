import { describe, expect, it } from 'vitest';
import { nearestPage, suggestablePages } from '../../src/core/nearest-page';
import { checkContent } from '../../src/content/check';

const pages = suggestablePages(checkContent().model.pages.map((p) => p.data));

describe('the page a missing address most likely meant', () => {
  it.each([
    ['/kahibah', '/kahibah-accommodation'],
    ['/Kahibah-stays', '/kahibah-accommodation'],
    ['/charlestown', '/charlestown-accommodation'],
    ['/charlestown-family', '/charlestown-family-accommodation'],
    ['/family-accommodation-charlestown', '/charlestown-family-accommodation'],
    ['/lake-macquarie', '/lake-macquarie-accommodation'],
    ['/galery', '/gallery'],
    ['/booking', '/bookings'],
    ['/reviewz', '/reviews'],
    ['/accommodation-charlestown', '/charlestown-accommodation'],
  ])('%s -> %s', (asked, expected) => {
    expect(nearestPage(asked, pages)?.path).toBe(expected);
  });

  it.each(['/merewether-stays', '/accommodation', '/x', '/wp-admin', '/'])('%s -> none', (asked) => {
    expect(nearestPage(asked, pages)).toBeUndefined();
  });

  it('names each page by the first part of its title, and never offers the home page', () => {
    expect(pages.find((p) => p.path === '/kahibah-accommodation')?.name).toBe('Kahibah Accommodation');
    expect(pages.find((p) => p.path === '/gallery')?.name).toBe('Photo Gallery');
    expect(pages.some((p) => p.path === '/')).toBe(false);
  });

  it('suggests nothing when two pages are equally near', () => {
    const list = ['/a-stay', '/b-stay', '/c-stay'].map((path) => ({ path, name: path }));
    expect(nearestPage('/stay', list)).toBeUndefined();
    expect(nearestPage('/b', list)?.path).toBe('/b-stay');
  });
});
