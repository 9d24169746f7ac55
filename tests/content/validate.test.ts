import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../src/content/errors';
import { pageErrors } from '../../src/content/validate';
import { parseYaml } from '../../src/content/yaml-source';

const dir = path.join(__dirname, '../fixtures/content/bad');

// What a marketer sees for each broken page: file:line:col, where, what is wrong in plain words,
// and a hint that, wherever it can, writes the corrected lines out.
const expected: Record<string, string> = {
  // The ten commonest mistakes of someone new to YAML, each said in words with the lines to write instead.
  'list-item-indent': `pages/list-item-indent.yaml:9:6: this list item is indented 5 spaces, but the item above it is indented 6 spaces
    hint: Line it up with the item above:
                - One
                - Two`,
  'key-indent': `pages/key-indent.yaml:8:6: 'text' is indented 5 spaces, but 'heading' above it is indented 4 spaces: the fields of one thing line up
    hint: Line 'text' up with 'heading':
              heading: Stay a While
              text: A calm base near Newcastle.`,
  'tab': `pages/tab.yaml:7:1: this line is indented with a tab; YAML indents with spaces only
    hint: Indent it with spaces, lined up with the line it belongs under:
            - type: hero
              heading: Stay a While`,
  'text-colon': `pages/text-colon.yaml:7:14: the text of 'heading' has ": " in it, and YAML reads a ": " as the start of another field
    hint: Put the whole text in quotes:
              heading: "Charlestown: a calm base near Newcastle"`,
  'text-colon-item': `pages/text-colon-item.yaml:9:9 blocks[0] (text) paragraphs[1]: the text "Note: the driveway fits one car" has ": " in it, so YAML read "Note" as the name of a field
    hint: Put the whole text in quotes:
                - "Note: the driveway fits one car"`,
  'text-hash': `pages/text-hash.yaml:7:26: the text stops before " #1 Guesthouse for Families": YAML reads " #" as the start of a note for editors, so the page shows only "Newcastle's"
    hint: Put the whole text in quotes:
              heading: "Newcastle's #1 Guesthouse for Families"`,
  'missing-dash': `pages/missing-dash.yaml:8:3: 'type' starts a new item of the list, but has no "- " in front
    hint: Start it with "- ", lined up with the item above:
            - type: hero
            - type: text`,
  'short-title': `pages/short-title.yaml:3:8 title: is 5 characters long, but it needs at least 10
    hint: Write at least 5 more characters.`,
  'long-description': `pages/long-description.yaml:4:14 description: is 363 characters long, but at most 320 fit here
    hint: Shorten it by 43 characters or more; what fits ends here:
          description: A fixture page used by the validator tests whose description goes on far longer than search results or the schema allow, with clause after clause about the deck, the kitchen, the beds, the parking and the beaches, until it is well past the limit of three hundred and twenty characters that the page schema sets for it`,
  'number-as-text': `pages/number-as-text.yaml:9:52 blocks[0] (reviews) items[0].rating: is written as text ("5"), but it is a number
    hint: Write the number without quotes:
                - { quote: Lovely stay., name: Jess, rating: 5 }`,
  'wrong-date': `pages/wrong-date.yaml:17:18 blocks[0] (reviews) items[0].dateISO: "12/03/2026" is not a date the site can read: it needs the year, then the month, then the day
    hint: Write it as YYYY-MM-DD:
                  dateISO: 2026-03-12`,
  'missing-heading': `pages/missing-heading.yaml:6:5 blocks[0] (cta): 'heading' is missing, and it is needed here (The heading shown at the top of this part)
    hint: Add it beside the other fields, for example:
              heading: Come and stay with us`,
  'unknown-property': `pages/unknown-property.yaml:8:5 blocks[0] (hero): 'headlin' is not a field here; did you mean 'heading'?
    hint: Rename it:
              heading: Oops`,
  'rating-too-high': `pages/rating-too-high.yaml:13:17 blocks[1] (reviews) items[0].rating: is 6, but the most it can be is 5
    hint: Write a number from 1 to 5, for example:
                  rating: 5`,
  // Other mistakes.
  'unknown-block': `pages/unknown-block.yaml:6:11 blocks[0]: unknown block type 'heros' (did you mean 'hero'?)
    hint: The block types are: amenities, availability-calendar, banner-strip, blog-article, blog-list, contact-form, contact-panels, cta, explore-places, fact-panels, facts-grid, faq, feature-cards, feature-list, floating-cta, gallery, guide-gate, hero, image-banner, info-panel, map-embed, nearby-areas, nearby-places, photo-carousel, photo-grid, reviews, text, use-cases (each described in docs/content.md#blocks).`,
  'bad-icon': `pages/bad-icon.yaml:8:15 blocks[0] (feature-cards) items[0].icon: is "wi-fi", but it must be one of: home, users, bed, bath, star, wifi, car, snowflake, kitchen, key, clock, map-pin, waves, wine, briefcase, heart, sun, tree, shopping-bag, coffee, utensils, shield, tv, washer, calendar, phone, mail, sparkles, baby, camera, check, train, plane, mountain, fish, film, book, compass, umbrella, leaf (did you mean wifi?)
    hint: Write:
                - icon: wifi`,
  'bad-link': `pages/bad-link.yaml:9:30 blocks[0] (hero) buttons[0].href: "bookings" does not fit: A site path (/bookings), an anchor (#details), an absolute URL, tel:/mailto:, or @booking for the external booking page.
    hint: See the hero block's fields in docs/content.md#hero.`,
  // Plain text inside an inline { … } entry: a comma, ": " or " #" breaks it.
  'inline-comma': `pages/inline-comma.yaml:9:107 blocks[0] (nearby-places) places[0]: unknown property 'past the Bogey Hole.': inside { … } a comma ends a value, so "past the Bogey Hole." was read as a field of its own
    hint: Put the text in quotes: description: "The largest ocean baths, past the Bogey Hole."`,
  'inline-colon': `pages/inline-colon.yaml:9:26: YAML syntax error: inside { … } a ": " in plain text starts another field (Block collections are not allowed within flow collections)
    hint: Put the text in quotes: quote: "One word: perfect."`,
  'inline-hash': `pages/inline-hash.yaml:9:28: YAML syntax error: inside { … } a " #" starts a comment, which hides the rest of the line and its closing } (Flow map in block collection must be sufficiently indented and end with a })
    hint: Put the text in quotes: label: "Book room #2"`,
};

function check(name: string) {
  const file = `pages/${name}.yaml`;
  const { source, errors } = parseYaml(file, fs.readFileSync(path.join(dir, `${name}.yaml`), 'utf8'));
  return source ? pageErrors(source) : errors;
}

describe('content validation of bad pages', () => {
  it('has a fixture for every expectation and an expectation for every fixture', () => {
    expect(fs.readdirSync(dir).map((f) => f.replace(/\.yaml$/, '')).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [name, report] of Object.entries(expected)) {
    it(`${name}: reports where and what, and what to write`, () => {
      const errors = check(name);
      expect(errors.length).toBeGreaterThan(0);
      expect(formatError(errors[0])).toBe(report);
    });
  }

  it('speaks no YAML or JSON Schema jargon, and sends a marketer to the docs, not to a schema file', () => {
    for (const name of Object.keys(expected)) {
      const [first] = check(name);
      expect(`${first.message} ${first.hint}`).not.toMatch(/implicit|compact mapping|indicator|must NOT|must be (number|string)|schemas\//);
    }
  });

  it('collects every error of a file, not just the first', () => {
    const { source } = parseYaml(
      'pages/many.yaml',
      'path: /many\ntitle: x\ndescription: y\nblocks:\n  - type: cta\n  - type: reviews\n    heading: H\n    items: [{quote: q, name: a, rating: 9}]\n',
    );
    const lines = pageErrors(source!).map(formatError);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).toMatch(/title: is 1 character long, but it needs at least 10/);
    expect(lines.join('\n')).toMatch(/blocks\[0\] \(cta\): 'heading' is missing/);
    expect(lines.join('\n')).toMatch(/pages\/many.yaml:8:\d+ blocks\[1\] \(reviews\) items\[0\].rating: is 9, but the most it can be is 5/);
  });
});
