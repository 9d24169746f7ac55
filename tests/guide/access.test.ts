// Each stay's code and link, derived from the stay and the server's secret: what the embedded
// server, the Supabase functions and `npm run guide-links` all compute.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessWindow, stayAccess, stayCode, stayKey, stayLink, stayLinkKey } from '../../src/server/guide/access';
import { codeBudget, CODE_BUDGET_CAP } from '../../src/server/guide/gate';
import { CODE_ALPHABET, formatCode, guideAccessSettings, isStayCode, normalizeCode } from '../../src/core/guide-code';
import { rootDir } from '../../src/core/paths';

const secret = 's'.repeat(40);
const stay = { uid: 'demo-20261212-02@charlestown-guesthouse.example', start: '2026-12-12', end: '2026-12-15' };
const settings = guideAccessSettings({});

describe('a stay’s code', () => {
  it('is the same for the same stay and secret, in the alphabet without look-alikes, its length a setting', () => {
    const code = stayCode(secret, stay, 8);
    expect(stayCode(secret, { ...stay }, 8)).toBe(code);
    expect(isStayCode(code, 8)).toBe(true);
    expect(code).not.toMatch(/[01OIL]/);
    expect(stayCode(secret, stay, 12)).toHaveLength(12);
    expect(formatCode(code)).toMatch(/^[^-]{4}-[^-]{4}$/);
    expect(formatCode(stayCode(secret, stay, 10))).toMatch(/^[^-]{4}-[^-]{4}-[^-]{2}$/);
  });

  it('changes with the secret, the UID and either day (a moved stay gets a new one)', () => {
    const code = stayCode(secret, stay, 8);
    for (const other of [{ ...stay, uid: `${stay.uid}x` }, { ...stay, start: '2026-12-13' }, { ...stay, end: '2026-12-16' }]) expect(stayCode(secret, other, 8)).not.toBe(code);
    expect(stayCode('t'.repeat(40), stay, 8)).not.toBe(code);
    expect(stayKey({ ...stay, end: '2026-12-16' })).not.toBe(stayKey(stay));
  });

  it('uses every character of the alphabet about equally', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const ch of stayCode(secret, { ...stay, uid: `stay-${i}` }, 8)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
    const mean = (4000 * 8) / CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - mean) / mean).toBeLessThan(0.15);
  });

  it('is read the way a guest types it: any case, spaces and dashes ignored', () => {
    const code = stayCode(secret, stay, 8);
    expect(normalizeCode(` ${formatCode(code).toLowerCase().replace('-', ' - ')} `)).toBe(code);
    expect(normalizeCode('k7pm–3xqa')).toBe('K7PM3XQA');
  });
});

describe('a stay’s link', () => {
  it('carries a 132-bit key in its fragment, unrelated to the code', () => {
    const key = stayLinkKey(secret, stay);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(stayLinkKey(secret, stay)).toBe(key);
    expect(stayLinkKey('t'.repeat(40), stay)).not.toBe(key);
    expect(stayLink('https://www.example.com.au/', key)).toBe(`https://www.example.com.au/digital-guide#key=${key}`);
  });
});

describe('when they work', () => {
  it('from the start of the day a week before check-in to the end of the day after check-out, in the property’s zone', () => {
    const w = accessWindow(stay, settings, 'Australia/Sydney');
    expect(new Date(w.opensAt).toISOString()).toBe('2026-12-04T13:00:00.000Z'); // 5 Dec, midnight in Sydney (AEDT)
    expect(new Date(w.closesAt).toISOString()).toBe('2026-12-16T13:00:00.000Z'); // the end of 16 Dec
    const zero = accessWindow(stay, { ...settings, opensDaysBefore: 0, closesDaysAfter: 0 }, 'Australia/Sydney');
    expect(new Date(zero.opensAt).toISOString()).toBe('2026-12-11T13:00:00.000Z');
    expect(new Date(zero.closesAt).toISOString()).toBe('2026-12-15T13:00:00.000Z');
  });

  it('across a change of daylight saving (Sydney, 4 October 2026)', () => {
    const w = accessWindow({ uid: 'x', start: '2026-10-03', end: '2026-10-05' }, { ...settings, opensDaysBefore: 0, closesDaysAfter: 0 }, 'Australia/Sydney');
    expect(new Date(w.opensAt).toISOString()).toBe('2026-10-02T14:00:00.000Z'); // AEST
    expect(new Date(w.closesAt).toISOString()).toBe('2026-10-05T13:00:00.000Z'); // AEDT
  });

  it('stayAccess gathers them under a key that names the stay and says nothing of it', () => {
    const a = stayAccess(secret, stay, settings, 'Australia/Sydney');
    expect(a).toMatchObject({ stay, code: stayCode(secret, stay, 8), linkKey: stayLinkKey(secret, stay) });
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.key).not.toContain('demo');
  });
});

describe('the guessing budget (docs/security.md)', () => {
  const chanceADay = (length: number, open: number) => (96 * codeBudget(length, open) * open) / CODE_ALPHABET.length ** length;

  it('keeps a day of every guess spent under 1 in 10,000 of finding an open code, however many are open', () => {
    for (const length of [8, 9, 10, 12]) for (const open of [1, 2, 3, 10, 59, 60, 200, 1000]) expect(chanceADay(length, open), `${length} chars, ${open} open`).toBeLessThanOrEqual(1e-4);
  });

  it('is stated in docs/security.md as the code computes it: the table, and the shorter codes', () => {
    const doc = fs.readFileSync(path.join(rootDir, 'docs/security.md'), 'utf8');
    const n = (text: string) => Number(text.replace(/,/g, ''));
    const rows = [...doc.matchAll(/^\| ([\d,]+) \| ([\d,]+) \| 1 in ([\d,]+) \|$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const [, k, budget, odds] of rows) {
      expect(n(budget), `K = ${k}`).toBe(codeBudget(8, n(k)));
      expect(n(odds), `K = ${k}`).toBe(Math.round(1 / chanceADay(8, n(k))));
    }
    const shorter = /at 7,\s+four stays would bring the budget to ([\d,]+); at 6, one alone to ([\d,]+)/.exec(doc);
    expect(shorter?.slice(1).map(n)).toEqual([codeBudget(7, 4), codeBudget(6, 1)]);
  });

  it('is far above a flood of 10 a second (9,000 per 15 minutes) for any number of stays a guesthouse has open', () => {
    for (let open = 1; open <= 59; open++) expect(codeBudget(8, open)).toBe(CODE_BUDGET_CAP);
    expect(CODE_BUDGET_CAP).toBeGreaterThan(10 * 60 * 15);
    // More stays open than that, and the budget shrinks to keep the chance.
    expect(codeBudget(8, 60)).toBeLessThan(CODE_BUDGET_CAP);
  });
});
