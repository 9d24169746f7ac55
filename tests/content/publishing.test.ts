import { beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../src/core/types/content.gen';
import { checkContent } from '../../src/content/check';
import { messages } from '../../src/core/messages';
import { formatError } from '../../src/content/errors';
import { loadContent, type LoadedContent } from '../../src/content/load-content';
import { publishMoment } from '../../src/content/publishing';
import { parseYaml } from '../../src/content/yaml-source';

let real: LoadedContent;
beforeAll(() => {
  real = loadContent();
});

const SYDNEY = 'Australia/Sydney';
/** The fixture site with extra pages (each a YAML text of its own). */
const withPages = (...texts: string[]): LoadedContent => ({
  ...real,
  pages: [
    ...real.pages,
    ...texts.map((text, i) => {
      const { source } = parseYaml(`pages/extra-${i}.yaml`, text);
      return { def: source!.data as PageDefinition, source: source! };
    }),
  ],
});
const page = (path: string, extra: string) =>
  `path: ${path}\n${extra}title: A page ${path.slice(1)} for the publishing test\ndescription: A page for the test of drafts and scheduled pages, long enough for search results, at ${path}.\nblocks:\n  - type: hero\n    heading: ${path}\n    buttons:\n      - { label: Book, href: /bookings }\n`;

describe('publishing moments', () => {
  it("reads a day, or a day and a time, in the site's time zone, across daylight saving", () => {
    expect(publishMoment('2027-01-10 09:00', SYDNEY)).toBe(Date.UTC(2027, 0, 9, 22, 0)); // +11 in summer
    expect(publishMoment('2027-06-10 09:00', SYDNEY)).toBe(Date.UTC(2027, 5, 9, 23, 0)); // +10 in winter
    expect(publishMoment('2027-06-10', SYDNEY)).toBe(Date.UTC(2027, 5, 9, 14, 0));
    expect(publishMoment('2027-02-30 09:00', SYDNEY)).toBeUndefined();
    expect(publishMoment('2027-01-10 25:00', SYDNEY)).toBeUndefined();
  });
});

describe('drafts and scheduled pages', () => {
  const before = Date.UTC(2027, 0, 9, 21, 59);
  const after = Date.UTC(2027, 0, 9, 22, 0);
  const content = () =>
    withPages(
      page('/draft-page', 'draft: true\n'),
      page('/summer-offer', 'publishAt: 2027-01-10 09:00\n'),
      // A published page that links to both.
      page('/linking-page', '').replace('href: /bookings }', 'href: /draft-page }\n      - { label: Offer, href: /summer-offer }'),
    );

  it('leaves a draft, and a page before its publishAt, out of the published site, and reports a link to either as a warning until then', () => {
    const checked = checkContent({ content: content(), now: before });
    const paths = checked.model.pages.map((p) => p.path);
    expect(paths).not.toContain('/draft-page');
    expect(paths).not.toContain('/summer-offer');
    expect(paths).toContain('/linking-page');
    expect(checked.model.held.map((h) => `${h.path}: ${h.state}`)).toEqual(['/draft-page: a draft', `/summer-offer: scheduled for Sunday 10 January 2027, 9:00 am (${SYDNEY})`]);
    expect(checked.errors).toEqual([]);
    expect(checked.warnings.filter((w) => w.id === messages.linkUnpublished.id).map((w) => formatError(w).split('\n')[0])).toEqual([
      'pages/extra-2.yaml:8:30 blocks[0] (hero) buttons[0].href: link to /draft-page, which is a draft (pages/extra-0.yaml): until it is published the link leads to the not-found page',
      `pages/extra-2.yaml:9:31 blocks[0] (hero) buttons[1].href: link to /summer-offer, which is scheduled for Sunday 10 January 2027, 9:00 am (${SYDNEY}) (pages/extra-1.yaml): until it is published the link leads to the not-found page`,
    ]);
  });

  it('publishes a scheduled page from its moment on, and never a draft', () => {
    const checked = checkContent({ content: content(), now: after });
    const paths = checked.model.pages.map((p) => p.path);
    expect(paths).toContain('/summer-offer');
    expect(paths).not.toContain('/draft-page');
    expect(checked.warnings.filter((w) => w.id === messages.linkUnpublished.id).map((w) => w.message)).toEqual([expect.stringMatching(/^link to \/draft-page, which is a draft/)]);
  });

  it('shows both in the dev server and a preview, saying why each is not published, and asks search engines to pass them by', () => {
    const { model } = checkContent({ content: content(), now: before, unpublished: true });
    const data = (path: string) => model.pages.find((p) => p.path === path)!.data;
    expect(data('/draft-page')).toMatchObject({ unpublished: 'a draft', robots: 'noindex, nofollow' });
    expect(data('/summer-offer').unpublished).toMatch(/^scheduled for Sunday 10 January 2027/);
    expect(data('/linking-page').unpublished).toBeUndefined();
  });

  it('holds back a post whose date is still to come, and reports a publishAt that is no day of the calendar', () => {
    const future = { ...real, posts: real.posts.map((p, i) => (i === 0 ? { ...p, meta: { ...p.meta, date: '2099-03-01' } } : p)) };
    const checked = checkContent({ content: future, now: before });
    expect(checked.model.held.map((h) => h.path)).toEqual([real.posts[0].path]);
    expect(checked.model.posts.map((p) => p.path)).not.toContain(real.posts[0].path);
    const wrong = checkContent({ content: withPages(page('/wrong-day', 'publishAt: 2027-02-30 09:00\n')), now: before });
    expect(wrong.errors.map((e) => formatError(e))).toEqual(['pages/extra-0.yaml:2:12 publishAt: 2027-02-30 09:00 is no day and time of the calendar\n    hint: Write a real day, and a time on a 24-hour clock if it matters: publishAt: 2026-12-14 09:00.']);
  });
});
