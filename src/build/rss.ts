import type { ContentModel } from '../content/model';

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// RFC 822 dates, as RSS 2.0 wants them; a post's date is a day, so midnight UTC.
const rfc822 = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toUTCString();

/**
 * /rss.xml: every post, newest first. Channel title and description come from the /blog page,
 * and lastBuildDate is the newest post's date, so rebuilding unchanged content changes nothing.
 */
export function rssXml(model: Pick<ContentModel, 'site' | 'posts' | 'pages' | 'held'>): string {
  const { site } = model;
  // A preview's drafts are not in its feed: a feed reader would keep them.
  const posts = model.posts.filter((p) => !model.held.some((h) => h.path === p.path));
  const blog = model.pages.find((p) => p.path === '/blog')?.def;
  const title = blog?.title ?? `${site.brand.name} Blog`;
  const description = blog?.description ?? site.brand.tagline ?? site.brand.name;
  const items = posts.map((p) => {
    const url = site.baseUrl + p.path;
    return [
      '    <item>',
      `      <title>${xmlEsc(p.meta.title)}</title>`,
      `      <link>${xmlEsc(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEsc(url)}</guid>`,
      `      <pubDate>${rfc822(p.meta.date)}</pubDate>`,
      `      <description>${xmlEsc(p.meta.excerpt)}</description>`,
      `      <category>${xmlEsc(p.meta.category)}</category>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEsc(title)}</title>`,
    `    <link>${xmlEsc(site.baseUrl)}/blog</link>`,
    `    <description>${xmlEsc(description)}</description>`,
    `    <language>${xmlEsc(site.seo.locale.replace('_', '-').toLowerCase())}</language>`,
    `    <atom:link href="${xmlEsc(site.baseUrl)}/rss.xml" rel="self" type="application/rss+xml" />`,
    ...(posts.length ? [`    <lastBuildDate>${rfc822(posts[0].meta.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
