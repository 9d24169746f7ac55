import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editYaml } from '../../src/build/editor/yaml-edit';
import { pagesDir } from '../../src/core/paths';

// The browser editor writes the whole file's data back through editYaml: only the lines of what
// changed may change, and the file must read back as exactly that data.

/** Lines removed and added, as `git diff --numstat` counts them (the differing middle of the two texts). */
function numstat(a: string, b: string): [number, number] {
  const A = a.split('\n');
  const B = b.split('\n');
  let start = 0;
  while (start < A.length && A[start] === B[start]) start++;
  let end = 0;
  while (end < A.length - start && end < B.length - start && A[A.length - 1 - end] === B[B.length - 1 - end]) end++;
  return [A.length - start - end, B.length - start - end];
}

/** Lines that differ between two texts of as many lines. */
function changedLines(a: string, b: string): number {
  const [A, B] = [a.split('\n'), b.split('\n')];
  expect(B.length).toBe(A.length);
  return A.filter((l, i) => l !== B[i]).length;
}

const page = `# yaml-language-server: $schema=../schemas/page.schema.json
path: /seaside
title: Seaside Stays | Charlestown Guesthouse # the tab's title
description: "A calm base near the beach: two bedrooms, free parking."
image: { src: /images/a.jpg, alt: The deck }
blocks:
  # The first screen: keep the heading short.
  - type: hero
    heading: By the sea
    text: >-
      A quiet two-bedroom guesthouse, five minutes from the sand and ten from the lake, with
      a private deck for slow mornings.

  # Questions before booking.
  - type: faq
    heading: Questions
    items:
      - { question: Parking?, answer: "Yes: {parking}." }

  - type: cta
    heading: Book now
`;
const data = () => parse(page);

describe('editYaml: a change in place', () => {
  it('a one-field edit is a one-line diff, comments, quotes and folded lines kept', () => {
    const next = data();
    next.blocks[0].heading = 'Right by the sea';
    const out = editYaml(page, next);
    expect(numstat(page, out)).toEqual([1, 1]);
    expect(out).toContain('    heading: Right by the sea\n');
    expect(out.replace('Right by the sea', 'By the sea')).toBe(page);
  });

  it('quotes a text that needs it, and keeps a quoted one quoted', () => {
    const next = data();
    next.blocks[0].heading = 'Stay: sea views';
    next.description = 'A calm base near the beach: three bedrooms, free parking.';
    const out = editYaml(page, next);
    expect(parse(out)).toEqual(next);
    expect(out).toContain('heading: "Stay: sea views"');
    expect(out).toContain('description: "A calm base near the beach: three bedrooms, free parking."');
    expect(changedLines(page, out)).toBe(2);
  });

  it('drops quotes a text needed only for a moment (emptied, a trailing space while typing)', () => {
    let text = page;
    for (const heading of ['', 'By the ', 'By the sea']) {
      const next = parse(text);
      next.blocks[0].heading = heading;
      text = editYaml(text, next);
    }
    expect(text).toBe(page);
  });

  it('a folded paragraph stays folded at its width', () => {
    const next = data();
    next.blocks[0].text = next.blocks[0].text.replace('slow', 'long');
    const out = editYaml(page, next);
    expect(numstat(page, out)).toEqual([1, 1]);
    expect(out).toContain('      a private deck for long mornings.\n');
  });

  it('a value inside { … } is written on its line', () => {
    const next = data();
    next.image.alt = 'The front deck at dusk';
    next.blocks[1].items[0].answer = 'Yes, free: {parking}.';
    const out = editYaml(page, next);
    expect(parse(out)).toEqual(next);
    expect(out).toContain('image: { src: /images/a.jpg, alt: The front deck at dusk }\n');
    expect(changedLines(page, out)).toBe(2);
  });

  it('moves a block with its comment; the blank lines between blocks stay', () => {
    const next = data();
    next.blocks = [next.blocks[1], next.blocks[0], next.blocks[2]];
    const out = editYaml(page, next);
    expect(parse(out)).toEqual(next);
    expect(out).toContain('blocks:\n  # Questions before booking.\n  - type: faq\n');
    expect(out).toContain('\n\n  # The first screen: keep the heading short.\n  - type: hero\n');
    expect(out.split('\n').length).toBe(page.split('\n').length);
  });

  it('inserts a block with a blank line like its neighbours, and removes one with its comment', () => {
    const added = data();
    added.blocks.splice(2, 0, { type: 'text', paragraphs: ['One.', 'Two: {checkIn}.'] });
    const out = editYaml(page, added);
    expect(parse(out)).toEqual(added);
    expect(out).toContain('      a private deck for slow mornings.\n\n  # Questions before booking.\n');
    expect(out).toContain('      - { question: Parking?, answer: "Yes: {parking}." }\n\n  - type: text\n    paragraphs:\n      - One.\n      - "Two: {checkIn}."\n\n  - type: cta\n');

    const removed = data();
    removed.blocks.splice(1, 1);
    const gone = editYaml(page, removed);
    expect(parse(gone)).toEqual(removed);
    expect(gone).not.toContain('Questions before booking');
    expect(gone).toContain('# The first screen');
  });

  it('adds a field after the one before it, and removes one', () => {
    const next = data();
    next.blocks[0] = { type: 'hero', badge: 'New', heading: 'By the sea', text: next.blocks[0].text };
    delete next.blocks[2].heading;
    next.blocks[2].text = 'See the calendar.';
    const out = editYaml(page, next);
    expect(parse(out)).toEqual(next);
    expect(out).toContain('  - type: hero\n    badge: New\n    heading: By the sea\n');
    expect(out).toContain('  - type: cta\n    text: See the calendar.\n');
  });

  it('on every fixture page, any one value changed alone reads back as the data, a one-line value in one line', () => {
    let checked = 0;
    for (const name of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.yaml'))) {
      const text = fs.readFileSync(path.join(pagesDir, name), 'utf8');
      const original = parse(text);
      const leaves: (string | number)[][] = [];
      const walk = (v: unknown, at: (string | number)[]) => {
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
        else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, [...at, k]));
        else leaves.push(at);
      };
      walk(original, []);
      // Every seventh value of each page: each kind of place (flow, folded, quoted, nested) is many times among them.
      for (const at of leaves.filter((_, i) => i % 7 === 0)) {
        const next = structuredClone(original);
        const holder = at.slice(0, -1).reduce((o, k) => o[k], next);
        const key = at[at.length - 1];
        const old = holder[key];
        holder[key] = typeof old === 'string' ? `${old} edited` : typeof old === 'number' ? old + 1 : !old;
        const out = editYaml(text, next);
        expect(parse(out), `${name} ${at.join('.')}`).toEqual(next);
        const line = text.split('\n').find((l) => l.includes(String(old)));
        if (typeof old !== 'string' || (line && !old.includes('\n') && line.trim().length < 80)) {
          const [removed, added] = numstat(text, out);
          expect(removed + added, `${name} ${at.join('.')}`).toBeLessThanOrEqual(4);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
