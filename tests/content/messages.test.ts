import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageGroups, messages, say, type AnyEntry } from '../../src/core/messages';
import { rootDir } from '../../src/core/paths';

// The catalogue of content messages (src/core/messages/): one entry per message, each found by a
// stable id, each saying something and what to do about it, and each raised somewhere.

const entries: [string, AnyEntry][] = Object.entries(messages);

describe('the message catalogue', () => {
  it('gives every entry one id of its own, in kebab-case, and no name twice across its groups', () => {
    const ids = entries.map(([, e]) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(entries.length).toBe(messageGroups.reduce((n, g) => n + Object.keys(g.messages).length, 0));
  });

  it.each(entries)('%s says what is wrong on one line, what to do, and has a docs paragraph', (_, entry) => {
    const said = say(entry, entry.example);
    expect(said.id).toBe(entry.id);
    expect(['error', 'warning']).toContain(said.severity);
    expect(said.message).toMatch(/\w{3,}/);
    expect(said.message).not.toContain('\n');
    expect(said.hint).toMatch(/\w{3,}/);
    expect(`${said.message} ${said.hint}`).not.toMatch(/undefined|\[object Object\]|NaN/);
    expect(entry.docs).toMatch(/^[A-Z].*[.)]$/s);
  });

  it('has no entry that no check raises', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const code = [...sources(path.join(rootDir, 'src/content')), ...sources(path.join(rootDir, 'src/blocks')), fs.readFileSync(path.join(rootDir, 'src/core/review-figures.ts'), 'utf8')].join('\n');
    const unraised = entries.map(([name]) => name).filter((name) => !new RegExp(`\\bmessages\\.${name}\\b`).test(code));
    expect(unraised).toEqual([]);
  });

  it('decides a severity from what was found when the entry says so', () => {
    const copy = messages.copiedPage.example;
    expect(say(messages.copiedPage, { ...copy, score: 0.86, errorAt: 0.8 }).severity).toBe('error');
    expect(say(messages.copiedPage, { ...copy, score: 0.6, errorAt: 0.8 }).severity).toBe('warning');
    expect(say(messages.reviewWithoutSource, { names: ['Bo'], own: 'Airbnb', launch: true }).severity).toBe('error');
  });
});
