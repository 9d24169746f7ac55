import { expect, it } from 'vitest';
import { rssXml } from '../../src/build/rss';
import { checkContent } from '../../src/content/check';

const { model } = checkContent();
const content = model;
const xml = rssXml(model);
const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
const tag = (item: string, name: string) => item.match(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`))?.[1];

it('is an RSS 2.0 feed with one item per post, newest first', () => {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  expect(items).toHaveLength(3);
  expect(items.map((i) => tag(i, 'link'))).toEqual(content.posts.map((p) => content.site.baseUrl + p.path));
  expect(tag(items[0], 'pubDate')).toBe('Fri, 12 Jan 2024 00:00:00 GMT');
});

it('escapes text so a title with an ampersand stays well-formed', () => {
  const dining = items.find((i) => tag(i, 'category') === 'Food &amp; Dining');
  expect(dining).toBeTruthy();
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
});

it('names the channel after the blog page and points at itself', () => {
  expect(xml).toContain(`<link>${content.site.baseUrl}/blog</link>`);
  expect(xml).toContain(`<atom:link href="${content.site.baseUrl}/rss.xml" rel="self" type="application/rss+xml" />`);
});
