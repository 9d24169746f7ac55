import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateDocs } from '../../src/content/gen-docs';
import { blockTypes } from '../../src/content/schemas';
import { rootDir } from '../../src/core/paths';
import { messages } from '../../src/core/messages';

const docs = () => fs.readFileSync(path.join(rootDir, 'docs/content.md'), 'utf8');

it("docs/content.md's block sections and table of messages match schemas/blocks/ and src/core/messages/ (run `npm run gen` after changing either)", () => {
  const committed = docs();
  expect(committed === generateDocs(committed)).toBe(true);
});

it('has a section for every block type and a row for every message, each as its source says it', () => {
  const text = docs();
  for (const type of blockTypes()) expect(text, type).toContain(`\n### ${type}\n`);
  for (const entry of Object.values(messages)) expect(text, entry.id).toContain(`| \`${entry.id}\` | `);
  // What a page example shows is what the schema's example says, and a field's row its label and help.
  expect(text).toContain('- type: faq\n  heading: Questions guests ask\n  items:\n    - question: Is there parking?\n      answer: "{parking}."\n');
  expect(text).toContain('| `items[].question` (required) | Question | As a guest would ask it, e.g. Is there parking? |');
  expect(text).toContain(`| \`link to /booking, which is not a page of this site (did you mean /bookings?)\` | \`${messages.linkNotAPage.id}\` | `);
});

it('refuses to write over a file whose markers are gone, rather than lose what is around them', () => {
  expect(() => generateDocs('# Content\n\nNo generated parts here.\n')).toThrow(/lost the markers of its generated block types/);
});
