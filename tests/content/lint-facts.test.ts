import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../src/content/errors';
import { factErrors } from '../../src/content/lint/facts';
import type { LoadedPost } from '../../src/content/blog';
import { contentDir } from '../../src/core/paths';
import { parseYaml } from '../../src/content/yaml-source';

const read = (rel: string) => fs.readFileSync(path.join(contentDir, rel), 'utf8');
const source = (file: string, text: string) => parseYaml(file, text).source!;
const realSite = read('site.yaml');
const site = source('site.yaml', realSite);
/** Line (1-based) of site.yaml holding `needle`, for the pointer every message carries. */
const siteLine = (needle: string) => realSite.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** A page made of one fact-panels block with the given rows and items. */
const page = (rows: string, items = '[No smoking]') => `path: /x
title: A test page title
description: d
blocks:
  - type: fact-panels
    panels:
      - icon: clock
        title: Policies
        rows:
${rows}
        items: ${items}
`;

/** "line:col" (1-based) where `needle` starts in `text`: where an error must point. */
function at(text: string, needle: string): string {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const lines = (file: string, text: string) => factErrors(site, [source(file, text)]).map((e) => formatError(e));

describe('facts consistency (site.yaml property: against pages and the guide)', () => {
  it('finds nothing in the real pages and guide', () => {
    const pages = fs.readdirSync(path.join(contentDir, 'pages')).filter((f) => f.endsWith('.yaml'));
    const sources = [...pages.map((f) => source(`pages/${f}`, read(`pages/${f}`))), source('private/guide.yaml', read('private/guide.yaml'))];
    expect(factErrors(site, sources).map(formatError)).toEqual([]);
  });

  it("reports the guide's old second bedroom (a double and a single) at its line and column", () => {
    const guide = read('private/guide.yaml').replace('    - "{bedLayout}."', '    - "Main bedroom: a queen bed. Second bedroom: a double bed and a single bed."');
    expect(lines('private/guide.yaml', guide)).toEqual([
      `private/guide.yaml:${at(guide, '"Main bedroom')} property.bedding[0]: mentions a double bed, but the property has none (Bedroom 1: a queen bed; Bedroom 2: two single beds); see site.yaml:${at(realSite, '- { room: Bedroom 1')} property.bedLayout\n` +
        '    hint: Write {bedLayout} or {bedroom1}, {bedroom2} to show the value from site.yaml, or correct property.bedLayout there if the text is right.',
    ]);
  });

  it('reports more beds of a kind than the property has, and accepts twin beds as singles', () => {
    const text = page('          - { label: Beds, value: three single beds }');
    expect(lines('pages/x.yaml', text)[0]).toMatch(
      new RegExp(`^pages/x\\.yaml:${at(text, 'three')} blocks\\[0\\] \\(fact-panels\\) panels\\[0\\]\\.rows\\[0\\]\\.value: says 3 single beds, but the property has 2;`),
    );
    expect(lines('pages/x.yaml', page('          - { label: Bedroom 2, value: Twin beds }'))).toEqual([]);
  });

  it('reports a check-in or check-out time that differs, in rows and in sentences', () => {
    const text = page('          - { label: Check-in, value: From 2 PM }\n          - { label: Check-out, value: "11:00 AM" }', '["Check in from 4:00 PM, check out by 11am."]');
    const errors = lines('pages/x.yaml', text);
    expect(errors.map((e) => e.split('\n')[0].replace(/; see .*/, ''))).toEqual([
      `pages/x.yaml:${at(text, 'From 2 PM')} blocks[0] (fact-panels) panels[0].rows[0].value: says check-in is at 2 PM, but the property's time is 3:00 PM`,
      `pages/x.yaml:${at(text, '"11:00 AM"')} blocks[0] (fact-panels) panels[0].rows[1].value: says check-out is at 11:00 AM, but the property's time is 10:00 AM`,
      `pages/x.yaml:${at(text, '"Check in from')} blocks[0] (fact-panels) panels[0].items[0]: says check-in is at 4:00 PM, but the property's time is 3:00 PM`,
      `pages/x.yaml:${at(text, '"Check in from')} blocks[0] (fact-panels) panels[0].items[0]: says check-out is at 11am, but the property's time is 10:00 AM`,
    ]);
    expect(errors[0]).toMatch(new RegExp(`see site\\.yaml:${at(realSite, '"15:00"')} property\\.checkIn\n    hint: Write \\{checkIn\\} to show the value from site\\.yaml, or correct property\\.checkIn there if the text is right\\.`));
  });

  it("reports a fact's own value written out, however the sentence puts it, with the placeholder that keeps it current", () => {
    // The pages that still said 3:00 PM after check-in moved to 2:00 PM in site.yaml.
    const items = JSON.stringify([
      'Keyless entry from 3:00 PM on arrival day.',
      'Arrive any time from 3:00 PM with self check-in, and check out by 10:00 AM.',
      'Check-in any time after 15:00',
      'Quiet hours are 10:00 pm to 7:00 am',
      'Our rate is $200 a night.',
      'Call us on +61 400 000 000 or write to stay@example.com.',
    ]);
    const errors = lines('pages/x.yaml', page('          - { label: Suburb, value: Charlestown }', items)).map((e) => e.replace(/^pages\/x\.yaml:\S+ blocks\[0\] \(fact-panels\) panels\[0\]\./, '').replace(/; see \S+/, ''));
    expect(errors).toEqual([
      'items[0]: states the check-in time (3:00 PM) in words property.checkIn\n    hint: Write {checkIn} instead: it shows property.checkIn from site.yaml, so changing it there changes this text too.',
      'items[1]: states the check-in time (3:00 PM) in words property.checkIn\n    hint: Write {checkIn} instead: it shows property.checkIn from site.yaml, so changing it there changes this text too.',
      'items[1]: states the check-out time (10:00 AM) in words property.checkOut\n    hint: Write {checkOut} instead: it shows property.checkOut from site.yaml, so changing it there changes this text too.',
      'items[2]: states the check-in time (15:00) in words property.checkIn\n    hint: Write {checkIn} instead: it shows property.checkIn from site.yaml, so changing it there changes this text too.',
      'items[3]: states the quiet hours (10:00 pm to 7:00 am) in words property.quietHours\n    hint: Write {quietHours} instead: it shows property.quietHours from site.yaml, so changing it there changes this text too.',
      'items[4]: states the nightly rate ($200) in figures property.nightlyRate\n    hint: Write {rate} instead: it shows property.nightlyRate from site.yaml, so changing it there changes this text too.',
      "items[5]: writes out the site's phone number (+61 400 000 000) contact.phone\n    hint: Write {phone} instead: it shows contact.phone from site.yaml, so changing it there changes this text too.",
      "items[5]: writes out the site's e-mail address (stay@example.com) contact.email\n    hint: Write {email} instead: it shows contact.email from site.yaml, so changing it there changes this text too.",
    ]);
  });

  it("reports another rate, number or address given as the site's own, and leaves other places' alone", () => {
    const items = JSON.stringify([
      'Rates from $180 per night.',
      'Call us on 0412 345 678.',
      'E-mail us at bookings@example.org.',
      'The Bogey Hole cafe (02 4929 1234) opens at 10 AM; parking costs $15.',
      'Write to the council at info@example.gov.au.',
    ]);
    const errors = lines('pages/x.yaml', page('          - { label: Suburb, value: Charlestown }', items)).map((e) => e.split('\n')[0].replace(/^pages\/x\.yaml:\S+ blocks\[0\] \(fact-panels\) panels\[0\]\./, '').replace(/; see .*/, ''));
    expect(errors).toEqual([
      "items[0]: says $180 beside a nightly rate, but the property's rate is $200",
      "items[1]: gives 0412 345 678 as the site's number, but site.yaml's is +61 400 000 000",
      "items[2]: gives bookings@example.org as the site's e-mail address, but site.yaml's is stay@example.com",
    ]);
  });

  it("reads a post's article too, at the line and column of what it states, but not its talk of other places' beds", () => {
    const body = 'Other listings squeeze in a sofa bed.\n\nWe offer self check-in from 3 PM and a nightly rate of $180.\n';
    const post = { source: source('pages/blog/x.md', 'title: x'), body: { text: body, line: 6 } } as unknown as LoadedPost;
    expect(factErrors(site, [], [post]).map((e) => formatError(e).split('\n')[0].replace(/; see .*/, ''))).toEqual([
      'pages/blog/x.md:8:29: states the check-in time (3 PM) in words',
      "pages/blog/x.md:8:56: says $180 beside a nightly rate, but the property's rate is $200",
    ]);
  });

  it('leaves alone times that are not about check-in or check-out (early check-in on request, another sentence, shop hours)', () => {
    const items = '["Early check-in from 1 PM on request", "Self check-in. Cafés open at 7 AM", "Arrive before 9am for an easy park", "Daily, 7 AM - 5 PM"]';
    expect(lines('pages/x.yaml', page('          - { label: Suburb, value: Charlestown }', items))).toEqual([]);
  });

  it("reports quiet hours that differ (the guide's old 11pm-7am), and the same hours written out", () => {
    const guide = read('private/guide.yaml').replace('Quiet hours are {quietHours}, inside and out.', 'Quiet hours are 11pm-7am, inside and out.');
    expect(lines('private/guide.yaml', guide)).toEqual([
      `private/guide.yaml:${at(guide, 'Quiet hours are 11pm')} property.houseRules[2]: says quiet hours are 11pm-7am, but the property's are 10:00 PM–7:00 AM; see site.yaml:${at(realSite, '{ from: "22:00"')} property.quietHours\n` +
        '    hint: Write {quietHours} to show the value from site.yaml, or correct property.quietHours there if the text is right.',
    ]);
    const same = page('          - { label: Quiet hours, value: "10 PM-7 AM" }', '["Quiet hours {quietHours}", "Quiet hours apply. The café opens at 6 AM"]');
    expect(lines('pages/x.yaml', same).map((e) => e.split('\n')[0].replace(/; see .*/, ''))).toEqual([
      `pages/x.yaml:${at(same, '"10 PM-7 AM"')} blocks[0] (fact-panels) panels[0].rows[0].value: states the quiet hours (10 PM-7 AM) in words`,
    ]);
    expect(lines('pages/x.yaml', page('          - { label: Quiet hours, value: "10 PM-8 AM" }'))[0]).toMatch(/rows\[0\]\.value: says quiet hours are 10 PM-8 AM, but/);
  });

  it('reports a reply time written in words instead of {replyTime}, wherever it is (the chat header too)', () => {
    const text = page('          - { label: Note, value: "We reply within 2 hours" }', '["Someone will get back to you in a few minutes.", "We reply {replyTime}.", "Cars arrive within 10 minutes."]');
    const errors = lines('pages/x.yaml', text);
    expect(errors.map((e) => e.split('\n')[0].replace(/; see .*/, ''))).toEqual([
      `pages/x.yaml:${at(text, '"We reply within')} blocks[0] (fact-panels) panels[0].rows[0].value: promises a reply time in words ("reply within"), which only site.yaml may state`,
      `pages/x.yaml:${at(text, '"Someone')} blocks[0] (fact-panels) panels[0].items[0]: promises a reply time in words ("get back to you in a few minutes"), which only site.yaml may state`,
    ]);
    expect(errors[0]).toContain(`see site.yaml:${at(realSite, 'within 2 hours in business hours and')} contact.replyTime`);
    expect(errors[0]).toContain('hint: Write {replyTime}');
    const chat = source('site.yaml', realSite.replace("subtitle: Automated answers from this site's facts. Our host answers enquiries.", 'subtitle: Typically replies within a few minutes'));
    expect(factErrors(chat, []).map((e) => formatError(e).split('\n')[0])).toEqual([
      `site.yaml:${siteLine('subtitle: Automated')}:13 chat.subtitle: promises a reply time in words ("replies within"), which only site.yaml may state; see site.yaml:${at(realSite, 'within 2 hours in business hours and')} contact.replyTime`,
    ]);
  });

  it('reports a minimum stay and a pet rule that differ', () => {
    const text = page('          - { label: Minimum stay, value: 3 nights }', '["Pets welcome", "Weekend stays have a 2-night minimum"]');
    const errors = lines('pages/x.yaml', text);
    expect(errors.map((e) => e.split('\n')[0].replace(/; see .*/, ''))).toEqual([
      `pages/x.yaml:${at(text, '3 nights')} blocks[0] (fact-panels) panels[0].rows[0].value: says a minimum stay of 3 nights, but the property's is 2`,
      `pages/x.yaml:${at(text, '"Pets welcome')} blocks[0] (fact-panels) panels[0].items[0]: says pets are allowed, but site.yaml says they are not`,
    ]);
  });

  it('reads no fact into a question, only into the statements around it', () => {
    const text = page('          - { label: Suburb, value: Charlestown }', '["Are pets allowed?", "Is check-in at 2 PM? Yes, check-in is at 2 PM."]');
    expect(lines('pages/x.yaml', text).map((e) => e.split('\n')[0].replace(/; see .*/, ''))).toEqual([
      `pages/x.yaml:${at(text, '"Is check-in')} blocks[0] (fact-panels) panels[0].items[1]: says check-in is at 2 PM, but the property's time is 3:00 PM`,
    ]);
  });

  it('reports an unknown placeholder, listing the known ones', () => {
    const text = page('          - { label: Check-in, value: "From {chekIn}" }');
    const [error] = factErrors(site, [source('pages/x.yaml', text)]);
    expect(formatError(error)).toMatch(new RegExp(`^pages/x\\.yaml:${at(text, '"From')} .*: unknown placeholder \\{chekIn\\}\n    hint: Placeholders filled from site\\.yaml: .*\\{checkIn\\}`));
  });

  it('reports bedrooms and beds that do not add up to the bed layout in site.yaml', () => {
    const changed = source('site.yaml', realSite.replace('  beds: 3 ', '  beds: 4 ').replace('  bedrooms: 2 ', '  bedrooms: 3 '));
    expect(factErrors(changed, []).map((e) => formatError(e).split('\n')[0])).toEqual([
      `site.yaml:${siteLine('  bedrooms: 2')}:13 property.bedrooms: is 3, but property.bedLayout lists 2`,
      `site.yaml:${siteLine('  beds: 3')}:9 property.beds: is 4, but property.bedLayout lists 3`,
    ]);
  });
});
