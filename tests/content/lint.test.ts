import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../src/core/types/content.gen';
import { messages, say } from '../../src/core/messages';
import { formatError } from '../../src/content/errors';
import { loadContent, type LoadedContent } from '../../src/content/load-content';
import { lintContent, lintModel, splitLint, type LintFinding } from '../../src/content/lint';
import { buildModel } from '../../src/content/model';
import { sitemapXml } from '../../src/build/sitemap';
import { figuresIn } from '../../src/core/review-figures';
import { jsonLdGaps } from '../../src/content/lint/json-ld';
import { pageErrors } from '../../src/content/validate';
import { parseYaml } from '../../src/content/yaml-source';
import { contentDir, relativeName } from '../../src/core/paths';

const dir = path.join(__dirname, '../fixtures/content/lint');
/** A page of the fixture site, as messages name it. */
const sitePage = (name: string) => relativeName(path.join(contentDir, 'pages', name));
let real: LoadedContent;
/** Findings of the given messages of the catalogue. */
const of = (...entries: { id: string }[]) => (f: LintFinding) => entries.some((e) => e.id === f.id);
/** `file:line:col` of the first line of the fixture site's site.yaml holding `needle`. */
const siteAt = (needle: string) => {
  const lines = fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return `${relativeName(path.join(contentDir, 'site.yaml'))}:${line + 1}:${lines[line].indexOf(needle.split(' ').at(-1)!) + 1}`;
};

beforeAll(() => {
  real = loadContent();
});

/**
 * The fixture site plus one fixture page (schema-valid, or the test fails), linted; only that
 * page's findings, but for its being linked from nowhere (every fixture page is: the orphan
 * rule has tests of its own).
 */
function lint(name: string, from = dir): string[] {
  // The orphan and same-place rules have tests of their own below.
  const file = `pages/${name}.yaml`;
  const { source, errors } = parseYaml(file, fs.readFileSync(path.join(from, `${name}.yaml`), 'utf8'));
  expect(errors).toEqual([]);
  expect(pageErrors(source!).map(formatError)).toEqual([]);
  const content = { ...real, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] };
  return lintContent(content)
    .filter((f) => f.file === file && !of(messages.orphanPage, messages.samePlace, messages.sameTopic)(f))
    .map((f) => `${f.severity} ${formatError(f).split('\n')[0]}`);
}

describe('content lint on broken pages: every finding, located', () => {
  it('links: missing pages and #anchors that match no id on the target page, with the page or id most likely meant, also in a full address on the site itself', () => {
    expect(lint('lint-links')).toEqual([
      "error pages/lint-links.yaml:9:35 blocks[0] (hero) buttons[0].href: link to /about#team: /about has no section with id 'team'",
      "error pages/lint-links.yaml:10:38 blocks[0] (hero) buttons[1].href: link to #details: /lint-links has no section with id 'details'",
      'error pages/lint-links.yaml:15:9 blocks[1] (text) paragraphs[0]: link to /no-such-page, which is not a page of this site',
      "error pages/lint-links.yaml:16:9 blocks[1] (text) paragraphs[1]: link to /guide#wifi: /digital-guide has no section with id 'wifi'",
      'error pages/lint-links.yaml:20:34 blocks[2] (cta) buttons[0].href: link to /booking, which is not a page of this site (did you mean /bookings?)',
      'error pages/lint-links.yaml:21:46 blocks[2] (cta) buttons[1].href: link to https://www.charlestownguesthouse.com.au/book, which is not a page of this site (did you mean /bookings?)',
      "error pages/lint-links.yaml:22:37 blocks[2] (cta) buttons[2].href: link to /contact#contact: /contact has no section with id 'contact' (did you mean 'contact-form'?)",
    ]);
  });

  it('meta: a title or description another page already has', () => {
    expect(lint('lint-meta')).toEqual([
      `error pages/lint-meta.yaml:3:8 title: the same title as / (${sitePage('home.yaml')}:3:8)`,
      `error pages/lint-meta.yaml:4:14 description: the same description as /kahibah-accommodation (${sitePage('kahibah-accommodation.yaml')}:4:14)`,
    ]);
  });

  it('meta: a title over 65 or a description over 160 characters is a warning', () => {
    expect(lint('lint-length')).toEqual([
      'warning pages/lint-length.yaml:3:8 title: 68 characters; search results show 10–65',
      'warning pages/lint-length.yaml:4:14 description: 167 characters; search results show 50–160',
    ]);
  });

  it('images: a missing file, and empty or blank alt text', () => {
    expect(lint('lint-images')).toEqual([
      'error pages/lint-images.yaml:5:15 image.src: image not found: public/images/no-such-photo.jpg',
      'error pages/lint-images.yaml:9:53 blocks[0] (hero) image.alt: image /images/interior-living.jpg has empty alt text',
      'error pages/lint-images.yaml:13:12 blocks[1] (image-banner) image.alt: image /images/interior-kitchen.jpg has empty alt text',
      'error pages/lint-images.yaml:15:19 blocks[2] (image-banner) image.src: image not found: public/images/Exterior-Front-Deck.jpg: the file is public/images/exterior-front-deck.jpg, and names are case-sensitive on the web',
    ]);
  });

  it('h1: none, or more than one', () => {
    expect(lint('lint-no-h1')).toEqual(['error pages/lint-no-h1.yaml:5:1 blocks: no block makes the page heading (h1)']);
    expect(lint('lint-two-h1')).toEqual([
      'error pages/lint-two-h1.yaml:8:5 blocks[1] (availability-calendar): a second h1 (availability-calendar); blocks[0] (hero) already makes the page heading',
    ]);
  });

  it('JSON-LD: what each @type needs, located at the YAML that makes it', () => {
    expect(lint('lint-json-ld')).toEqual([
      'error pages/lint-json-ld.yaml:6:5 jsonLd[0]: JSON-LD BlogPosting has no author, publisher',
      'error pages/lint-json-ld.yaml:10:5 blocks[1] (reviews): JSON-LD LodgingBusiness has no address, geo',
    ]);
  });

  it('JSON-LD: reviews join a LodgingBusiness the page writes itself, with no false gap', () => {
    const yaml = fs
      .readFileSync(path.join(dir, 'lint-json-ld.yaml'), 'utf8')
      .replace('  - { "@type": BlogPosting, headline: A post, datePublished: "2024-05-01" }', '  - { "@type": LodgingBusiness, name: Lodge, address: { addressLocality: Charlestown }, geo: { latitude: -32.96, longitude: 151.69 } }');
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
    fs.writeFileSync(path.join(dir2, 'lint-own-lodging.yaml'), yaml);
    expect(lint('lint-own-lodging', dir2)).toEqual([]);
    fs.rmSync(dir2, { recursive: true });
  });

  it('faq: a question asked twice on one page, and an empty answer', () => {
    expect(lint('lint-faq')).toEqual([
      'error pages/lint-faq.yaml:12:50 blocks[1] (faq) items[1].answer: "Can I bring my dog?" has an empty answer',
      'error pages/lint-faq.yaml:16:19 blocks[2] (faq) items[0].question: "Is there  PARKING" is asked already, at pages/lint-faq.yaml:11:21',
    ]);
  });

  it("rating figures: every rating a page states (lodging.rating, the badge, the rating card, the reviews summary, the description) is the site's own", () => {
    const see = `see ${siteAt('rating: 4.93')} property.rating`;
    expect(lint('lint-badge')).toEqual([
      `error pages/lint-badge.yaml:4:14 description: the description says 4.8, but the site's rating is 4.93 from 47 reviews on Airbnb; ${see}`,
      `error pages/lint-badge.yaml:9:11 lodging.rating: lodging.rating (what search engines are told) says 4.9 from 78 reviews, but the site's rating is 4.93 from 47 reviews on Airbnb; ${see}`,
      `error pages/lint-badge.yaml:12:12 blocks[0] (hero) badge: the badge says 4.9 from 127 reviews, but the site's rating is 4.93 from 47 reviews on Airbnb; ${see}`,
      `error pages/lint-badge.yaml:17:13 blocks[1] (feature-list) rating: the rating card says 4.9 from 127 reviews, but the site's rating is 4.93 from 47 reviews on Airbnb; ${see}`,
      `error pages/lint-badge.yaml:20:14 blocks[2] (reviews) summary: the reviews summary says 4.8 from 78 reviews, but the site's rating is 4.93 from 47 reviews on Airbnb; ${see}`,
    ]);
  });

  it("reviews: one that names another source is an error, one that names none a warning once per page (an error at launch), and it is left out of the structured data", () => {
    const reviews = (items: string) => `path: /r\ntitle: A page with reviews on it\ndescription: A page of reviews used by the lint tests, long enough for search results to show it all.\nblocks:\n  - type: hero\n    heading: Reviews\n  - type: reviews\n    layout: page\n    items:\n${items}`;
    const text = reviews('      - { quote: Lovely., name: Ann, initials: A, city: Sydney, state: NSW, date: May 2024, dateISO: "2024-05-01", rating: 5, source: Airbnb }\n      - { quote: Great., name: Bo, initials: B, city: Sydney, state: NSW, date: May 2024, dateISO: "2024-05-01", rating: 4 }\n      - { quote: Fine., name: Cy, initials: C, city: Sydney, state: NSW, date: May 2024, dateISO: "2024-05-01", rating: 3 }\n      - { quote: Odd., name: Di, initials: D, city: Sydney, state: NSW, date: May 2024, dateISO: "2024-05-01", rating: 5, source: Stayz }\n');
    const { source } = parseYaml('pages/r.yaml', text);
    const content = { ...real, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] };
    const mine = (launch: boolean) => lintModel(buildModel(content), undefined, { launch }).filter(of(messages.reviewWithoutSource, messages.reviewOtherSource)).map((f) => `${f.severity} ${formatError(f).split('\n')[0].replace(/ \(\S*site\.yaml.*$/, '')}`);
    expect(mine(false)).toEqual([
      'warning pages/r.yaml:11:9 blocks[1] (reviews) items[1]: 2 reviews on this page (Bo; Cy) name no source, so they are not known to be a guest\'s own',
      'error pages/r.yaml:13:131 blocks[1] (reviews) items[3].source: names "Stayz" as its source, but the site\'s reviews come from Airbnb',
    ]);
    expect(mine(true)[0]).toMatch(/^error pages\/r\.yaml:11:9 .*2 reviews on this page \(Bo; Cy\) name no source/);
    // Search engines are told of Ann's review alone (Di's names a source the site does not have).
    const lodging = buildModel(content).pages.find((p) => p.path === '/r')!.data.jsonLd.find((d) => d['@type'] === 'LodgingBusiness')!;
    expect(lodging.review).toEqual([expect.objectContaining({ author: { '@type': 'Person', name: 'Ann' } })]);
    expect(lodging.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  });

  it('same place: a landing page at the spot of another page of its place says how it differs (lodging.topic), or is warned', () => {
    const at = (lodging: string) => {
      const text = `path: /stays-in-charlestown-for-every-trip\ntitle: Charlestown Stays for Every Kind of Trip\ndescription: A two-bedroom guesthouse in Charlestown for every kind of trip, near the shops, the lake and the beaches.\nlodging:\n${lodging}blocks:\n  - type: hero\n    heading: Charlestown stays\n`;
      const { source } = parseYaml('pages/charlestown-stays.yaml', text);
      return lintContent({ ...real, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] })
        .filter(of(messages.samePlace, messages.sameTopic))
        .map((f) => formatError(f).split('\n')[0]);
    };
    const charlestown = (extra = '', geo = '{ latitude: -32.9647, longitude: 151.6939 }') => `  locality: Charlestown\n  postalCode: "2290"\n  geo: ${geo}\n${extra}`;
    const main = `${sitePage('charlestown-accommodation.yaml')}:9:3 (/charlestown-accommodation)`;
    expect(at(charlestown())).toEqual([`pages/charlestown-stays.yaml:5:3 lodging: is about Charlestown at the same spot as ${main}, and does not say how it differs`]);
    expect(at(charlestown('  topic: family STAYS\n'))).toEqual([
      `pages/charlestown-stays.yaml:8:10 lodging.topic: is about Charlestown at the same spot as ${sitePage('charlestown-family-accommodation.yaml')}:9:3 (/charlestown-family-accommodation), with the same topic "family STAYS"`,
    ]);
    expect(at(charlestown('  topic: Short stays\n'))).toEqual([]);
    expect(at(charlestown('', '{ latitude: -32.9676, longitude: 151.6930 }'))).toEqual([]);
  });

  describe('copied landing pages', () => {
    /** Kahibah's page with only the place name changed, as a marketer who copies a page and stops there. */
    const copyAs = (place: string) => fs.readFileSync(path.join(contentDir, 'pages/kahibah-accommodation.yaml'), 'utf8').replaceAll('Kahibah', place).replaceAll('kahibah', place.toLowerCase());
    // Named to sort before the page it copies: the check must still point at the copy, the file git has not got yet.
    const withCopy = (site = real.site, text = copyAs('Adamstown')) => {
      const { source } = parseYaml('pages/adamstown-accommodation.yaml', text);
      return lintContent({ ...real, site, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] }).filter(of(messages.copiedPage));
    };
    const seo = (s: Partial<typeof real.site.seo>) => ({ ...real.site, seo: { ...real.site.seo, ...s } });

    it('a copy with only the place name changed is an error at the copy, naming the page it copies and the blocks to rewrite', () => {
      const [finding] = withCopy();
      expect(`${finding.severity} ${formatError(finding)}`).toBe(
        `error pages/adamstown-accommodation.yaml:22:3 blocks: 86% the same text as ${sitePage('kahibah-accommodation.yaml')} (/kahibah-accommodation), added to git after it; alike blocks (here ~ there): ` +
          'blocks[0] (hero) ~ blocks[0] (hero) 72%, blocks[1] (feature-cards) ~ blocks[1] (feature-cards) 92%, blocks[2] (text) ~ blocks[2] (text) 90%, ' +
          'blocks[3] (feature-list) ~ blocks[3] (feature-list) 88%, blocks[4] (nearby-places) ~ blocks[4] (nearby-places) 89%, blocks[5] (reviews) ~ blocks[5] (reviews) 90%, ' +
          'blocks[6] (reviews) ~ blocks[6] (reviews) 70%, blocks[8] (cta) ~ blocks[8] (cta) 71%\n' +
          '    hint: Search engines treat pages that differ only in a place name as doorway pages, so this one is not published. ' +
          'Rewrite blocks[0] (hero), blocks[1] (feature-cards), blocks[2] (text), blocks[3] (feature-list), blocks[4] (nearby-places), blocks[5] (reviews), blocks[6] (reviews), blocks[8] (cta) for Adamstown (what is near, who stays there, why). ' +
          'If it shares its text on purpose, add `canonical: /kahibah-accommodation` to it. (site.yaml seo: copiedPageThreshold 0.5, copiedPageErrorThreshold 0.8; 4-word runs compared.)',
      );
    });

    it('between seo.copiedPageThreshold and seo.copiedPageErrorThreshold it is a warning; below, nothing', () => {
      expect(withCopy(seo({ copiedPageErrorThreshold: 0.9 })).map((f) => f.severity)).toEqual(['warning']);
      expect(withCopy(seo({ copiedPageThreshold: 0.9 }))).toEqual([]);
    });

    it('a page that declares the shared text with canonical: is accepted, and leaves the sitemap for the page it names', () => {
      const declared = copyAs('Adamstown').replace('\nrobots:', '\ncanonical: /kahibah-accommodation\nrobots:');
      expect(withCopy(real.site, declared)).toEqual([]);
      const { source } = parseYaml('pages/adamstown-accommodation.yaml', declared);
      const model = buildModel({ ...real, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] });
      const page = model.pages.find((p) => p.path === '/adamstown-accommodation')!.data;
      expect(page.canonical).toBe(`${real.site.baseUrl}/kahibah-accommodation`);
      const sitemap = sitemapXml(real.site, model.pages.map((p) => p.data));
      expect(sitemap).not.toContain('/adamstown-accommodation<');
      expect(sitemap).toContain('/kahibah-accommodation<');
    });

    it("today's landing pages are far apart: no warning", () => {
      expect(lintContent(real).filter(of(messages.copiedPage))).toEqual([]);
    });
  });

  describe('pages no other page links to', () => {
    const withPage = (file: string, text: string, site = real.site) => {
      const { source } = parseYaml(file, text);
      return lintContent({ ...real, site, pages: [...real.pages, { def: source!.data as PageDefinition, source: source! }] })
        .filter(of(messages.orphanPage))
        .map((f) => `${f.severity} ${formatError(f)}`);
    };
    /** A landing page of its own words at the given place. */
    const landingAt = (place: string, geo: string, topic = '') =>
      `path: /${place.toLowerCase()}-stays\ntitle: ${place} Stays | A test landing page\ndescription: ${'A test landing page with words of its own. '.repeat(2)}\n` +
      `lodging: { locality: ${place}, postalCode: "2290", geo: ${geo}${topic && `, topic: ${topic}`} }\nblocks:\n  - type: hero\n    heading: ${place} stays, in words of their own\n`;

    it('none on the fixture site: the menu, the footer (with its areas), the blog and the nearby-areas blocks link every page', () => {
      expect(lintContent(real).filter(of(messages.orphanPage))).toEqual([]);
    });

    it('a new landing page is linked with no link written: from the footer for a new place, from the nearby-areas blocks of its place for another page of a known one', () => {
      expect(withPage('pages/merewether-stays.yaml', landingAt('Merewether', '{ latitude: -32.948, longitude: 151.743 }'))).toEqual([]);
      expect(withPage('pages/kahibah-stays.yaml', landingAt('Kahibah', '{ latitude: -32.964, longitude: 151.714 }', 'Village stays'))).toEqual([]);
    });

    it('a page nothing links to is a warning at its path, saying what to add', () => {
      const about = 'path: /our-garden\ntitle: Our garden | A test page\ndescription: A page about the garden that no other page links to, in a test of the lint.\nblocks:\n  - type: hero\n    heading: Our garden\n';
      expect(withPage('pages/our-garden.yaml', about)).toEqual([
        'warning pages/our-garden.yaml:1:7 path: no other page links to /our-garden: visitors and search engines find it only through the sitemap\n' +
          '    hint: Add a link to /our-garden on another page: a button (href: /our-garden) or [words](/our-garden) in its text, or site.yaml footer.quickLinks.',
      ]);
      // Taken off the sitemap by robots or canonical:, it needs no link.
      expect(withPage('pages/our-garden.yaml', about.replace('blocks:', 'robots: noindex, nofollow\nblocks:'))).toEqual([]);
    });

    it('a second landing page at a known place, with no nearby-areas block on the site: add one to its nearest landing page', () => {
      const pages = real.pages.map(({ def, source }) => ({ def: { ...def, blocks: def.blocks.filter((b) => b.type !== 'nearby-areas') }, source }));
      // Longer than /kahibah-accommodation, so the footer keeps that one as Kahibah's page.
      const text = landingAt('Kahibah', '{ latitude: -32.964, longitude: 151.714 }').replace('/kahibah-stays', '/kahibah-village-stays');
      const { source } = parseYaml('pages/kahibah-village-stays.yaml', text);
      const findings = lintContent({ ...real, pages: [...pages, { def: source!.data as PageDefinition, source: source! }] }).filter(of(messages.orphanPage));
      expect(findings.map((f) => `${f.file}:${f.line}:${f.col} ${f.message}`)).toEqual([
        'pages/kahibah-village-stays.yaml:1:7 no other page links to /kahibah-village-stays: visitors and search engines find it only through the sitemap',
        // The fixture's second Charlestown page, too, was listed only by its neighbours' blocks.
        `${sitePage('charlestown-family-accommodation.yaml')}:2:7 no other page links to /charlestown-family-accommodation: visitors and search engines find it only through the sitemap`,
      ]);
      expect(findings[0].hint).toMatch(/^Add a nearby-areas block to \/kahibah-accommodation \(the nearest landing page\)/);
    });
  });

  it('every finding says what to do', () => {
    const names = fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    for (const name of names) expect(lint(name).length, name).toBeGreaterThan(0);
    const content = { ...real, pages: [...real.pages, ...names.map((n) => {
      const { source } = parseYaml(`pages/${n}.yaml`, fs.readFileSync(path.join(dir, `${n}.yaml`), 'utf8'));
      return { def: source!.data as PageDefinition, source: source! };
    })] };
    for (const f of lintContent(content)) expect(f.hint, formatError(f)).toMatch(/\w{3,}/);
  });
});

describe('rule helpers', () => {
  it('reads the figures marketers write in badges and descriptions', () => {
    expect(figuresIn('Rated 4.9 from 78 guest reviews')).toEqual({ score: 4.9, count: 78 });
    expect(figuresIn('Sleeps up to 6 · Rated 4.9 from 134 reviews')).toEqual({ score: 4.9, count: 134 });
    expect(figuresIn('Beaches from 10 minutes · 4.93 from 47 reviews')).toEqual({ score: 4.93, count: 47 });
    expect(figuresIn('Free parking. Rated 4.8 by 1,089 guests.')).toEqual({ score: 4.8, count: 1089 });
    expect(figuresIn('Free parking, laundry and a private deck. Rated 4.93.')).toEqual({ score: 4.93 });
    expect(figuresIn('8 minutes walk to the Square')).toEqual({});
  });

  it('finds gaps in nested JSON-LD and ignores what it does not know', () => {
    const gaps = jsonLdGaps({ '@type': 'LodgingBusiness', name: 'X', address: { '@type': 'PostalAddress' }, geo: { latitude: 1, longitude: 2 }, review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'A' }, reviewRating: { ratingValue: 5 } }, { '@type': 'Review', author: { '@type': 'Person', name: ' ' } }] });
    expect(gaps).toEqual([
      { path: '', type: 'LodgingBusiness', absent: ['address'], item: undefined },
      { path: 'review[1]', type: 'Review', absent: ['author', 'reviewRating'], item: 1 },
    ]);
    expect(jsonLdGaps({ '@type': 'Thing' })).toEqual([]);
  });

  it('--strict turns warnings into errors', () => {
    const w: LintFinding = { file: 'pages/a.yaml', line: 1, col: 1, where: 'title', ...say(messages.titleLength, { length: 68, min: 10, max: 65 }) };
    const e: LintFinding = { ...w, ...say(messages.linkNotAPage, { href: '/x' }) };
    expect([w.severity, e.severity]).toEqual(['warning', 'error']);
    expect(splitLint([w, e], false)).toEqual({ errors: [e], warnings: [w] });
    expect(splitLint([w, e], true)).toEqual({ errors: [w, e], warnings: [] });
  });
});

describe("today's content", () => {
  it('loads without errors and has no lint errors', () => {
    expect(real.errors.map(formatError)).toEqual([]);
    const { errors } = splitLint(lintContent(real), false);
    expect(errors.map(formatError)).toEqual([]);
  });
});
