import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../src/content/errors';
import { pageErrors } from '../../src/content/validate';
import { parseYaml } from '../../src/content/yaml-source';

const dir = path.join(__dirname, '../fixtures/content/bad');

// The exact first line a marketer sees for each broken page: file:line:col, where, what.
const expected: Record<string, string> = {
  'rating-too-high': 'pages/rating-too-high.yaml:13:17 blocks[1] (reviews) items[0].rating: must be <= 5',
  'unknown-block': "pages/unknown-block.yaml:6:11 blocks[0]: unknown block type 'heros' (did you mean 'hero'?)",
  'missing-heading': "pages/missing-heading.yaml:6:5 blocks[0] (cta): missing required property 'heading'",
  'unknown-property':
    "pages/unknown-property.yaml:8:5 blocks[0] (hero): unknown property 'headlin' (did you mean 'heading'?); allowed: type, id, badge, heading, text, summary, buttons, image, aside",
  'syntax-error': 'pages/syntax-error.yaml:9:1: YAML syntax error: A block sequence may not be used as an implicit map key',
  'bad-icon': 'pages/bad-icon.yaml:8:15 blocks[0] (feature-cards) items[0].icon: must be one of: home, users, bed,',
  'bad-link':
    'pages/bad-link.yaml:9:30 blocks[0] (hero) buttons[0].href: does not fit: A site path (/bookings), an anchor (#details), an absolute URL, tel:/mailto:, or @booking for the external booking page.',
  'short-title': 'pages/short-title.yaml:3:8 title: must NOT have fewer than 10 characters',
  // Plain text inside an inline { … } entry: a comma, ": " or " #" breaks it.
  'inline-comma':
    "pages/inline-comma.yaml:9:107 blocks[0] (nearby-places) places[0]: unknown property 'past the Bogey Hole.': inside { … } a comma ends a value, so \"past the Bogey Hole.\" was read as a field of its own",
  'inline-colon': 'pages/inline-colon.yaml:9:26: YAML syntax error: inside { … } a ": " in plain text starts another field',
  'inline-hash': 'pages/inline-hash.yaml:9:28: YAML syntax error: inside { … } a " #" starts a comment, which hides the rest of the line and its closing }',
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

  for (const [name, line] of Object.entries(expected)) {
    it(`${name}: reports where and what`, () => {
      const errors = check(name);
      expect(errors.length).toBeGreaterThan(0);
      expect(formatError(errors[0]).split('\n')[0].startsWith(line)).toBe(true);
      // Every error tells the marketer what to do next.
      expect(errors[0].hint).toBeTruthy();
    });
  }

  it('gives an inline entry back with its text in quotes', () => {
    expect(check('inline-comma')[0].hint).toBe('Put the text in quotes: description: "The largest ocean baths, past the Bogey Hole."');
    expect(check('inline-colon')[0].hint).toBe('Put the text in quotes: quote: "One word: perfect."');
    expect(check('inline-hash')[0].hint).toBe('Put the text in quotes: label: "Book room #2"');
  });

  it('names the schema file in block hints', () => {
    expect(check('rating-too-high')[0].hint).toContain('schemas/blocks/reviews.schema.json');
  });

  it('lists the known block types for an unknown one', () => {
    expect(check('unknown-block')[0].hint).toMatch(/known block types: .*hero.*reviews/);
  });

  it('collects every error of a file, not just the first', () => {
    const { source } = parseYaml(
      'pages/many.yaml',
      'path: /many\ntitle: x\ndescription: y\nblocks:\n  - type: cta\n  - type: reviews\n    heading: H\n    items: [{quote: q, name: a, rating: 9}]\n',
    );
    const lines = pageErrors(source!).map(formatError);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).toMatch(/title: must NOT have fewer than 10 characters/);
    expect(lines.join('\n')).toMatch(/blocks\[0\] \(cta\): missing required property 'heading'/);
    expect(lines.join('\n')).toMatch(/pages\/many.yaml:8:\d+ blocks\[1\] \(reviews\) items\[0\].rating: must be <= 5/);
  });
});
