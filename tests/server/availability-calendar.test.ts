import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendar, mergeRanges, type CalendarDay } from '../../src/server/availability/calendar';
import { parseIcal, type BusyRange } from '../../src/server/availability/ical';

const fixtures = path.join(import.meta.dirname, '../fixtures/ical');
const feed = (name: string) => parseIcal(fs.readFileSync(path.join(fixtures, name), 'utf8'), { timeZone: 'Australia/Sydney' });
const range = (start: string, end: string, kind: BusyRange['kind'] = 'unavailable'): BusyRange => ({ start, end, kind, summary: '' });

/** 'free' | 'booked' | 'blocked' per date, the way a guest reads the calendar. */
function states(days: CalendarDay[]): Record<string, string> {
  return Object.fromEntries(days.map((d) => [d.date, d.blocked ? 'blocked' : d.available ? 'free' : 'booked']));
}

describe('buildCalendar', () => {
  // The machine's own zone must not move a day: run as if the server sat in Sydney and in Honolulu.
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  for (const tz of ['Australia/Sydney', 'Pacific/Honolulu', 'UTC']) {
    describe(`with the server clock in ${tz}`, () => {
      beforeAll(() => {
        process.env.TZ = tz;
      });

      it('lists every date from start to end inclusive, across month, year and DST changes', () => {
        const days = buildCalendar('2026-09-28', '2027-01-03', []);
        expect(days).toHaveLength(98);
        expect(days[0]).toEqual({ date: '2026-09-28', available: true, blocked: false });
        expect(days.map((d) => d.date)).toContain('2026-10-04');
        expect(days.map((d) => d.date)).toContain('2026-10-05');
        expect(days.at(-1)!.date).toBe('2027-01-03');
        expect(new Set(days.map((d) => d.date)).size).toBe(98);
      });

      it('includes 29 February in a leap year and a one-day window has one entry', () => {
        expect(buildCalendar('2028-02-27', '2028-03-01', []).map((d) => d.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
        expect(buildCalendar('2026-12-25', '2026-12-25', [range('2026-12-24', '2026-12-27')])).toEqual([
          { date: '2026-12-25', available: false, blocked: false },
        ]);
      });
    });
  }

  it('marks stays unavailable, blocks blocked, and leaves the check-out day bookable', () => {
    const days = buildCalendar('2026-12-01', '2026-12-08', [range('2026-12-02', '2026-12-04'), range('2026-12-06', '2026-12-07', 'blocked')]);
    expect(states(days)).toEqual({
      '2026-12-01': 'free',
      '2026-12-02': 'booked',
      '2026-12-03': 'booked',
      '2026-12-04': 'free',
      '2026-12-05': 'free',
      '2026-12-06': 'blocked',
      '2026-12-07': 'free',
      '2026-12-08': 'free',
    });
    expect(days.find((d) => d.date === '2026-12-06')).toEqual({ date: '2026-12-06', available: false, blocked: true });
  });

  it('a blocked day stays blocked when a stay also covers it, whatever the order', () => {
    const a = buildCalendar('2026-12-01', '2026-12-03', [range('2026-12-01', '2026-12-04'), range('2026-12-02', '2026-12-03', 'blocked')]);
    const b = buildCalendar('2026-12-01', '2026-12-03', [range('2026-12-02', '2026-12-03', 'blocked'), range('2026-12-01', '2026-12-04')]);
    expect(states(a)).toEqual({ '2026-12-01': 'booked', '2026-12-02': 'blocked', '2026-12-03': 'booked' });
    expect(b).toEqual(a);
  });

  it('clips ranges that start before or end after the window', () => {
    const days = buildCalendar('2026-12-10', '2026-12-12', [range('2026-01-01', '2026-12-11', 'blocked'), range('2026-12-12', '2030-01-01')]);
    expect(states(days)).toEqual({ '2026-12-10': 'blocked', '2026-12-11': 'free', '2026-12-12': 'booked' });
  });

  it('merges Airbnb, Booking.com and Vrbo feeds for the same property', () => {
    const days = buildCalendar('2026-12-01', '2027-01-07', [...feed('airbnb.ics'), ...feed('booking-com.ics'), ...feed('vrbo.ics')]);
    expect(days).toHaveLength(38);
    const s = states(days);
    expect(s['2026-12-01']).toBe('booked'); // Airbnb stay
    expect(s['2026-12-03']).toBe('blocked'); // Airbnb stay, closed on Booking.com too: the block wins
    expect(s['2026-12-06']).toBe('booked'); // Booking.com block ended, Airbnb back-to-back stay continues
    expect(s['2026-12-07']).toBe('booked');
    expect(s['2026-12-08']).toBe('free'); // check-out day
    expect(s['2026-12-10']).toBe('booked'); // Vrbo stay
    expect(s['2026-12-12']).toBe('free');
    expect(s['2026-12-15']).toBe('blocked'); // Airbnb (Not available)
    expect(s['2026-12-20']).toBe('free');
    expect(s['2026-12-26']).toBe('blocked'); // Booking.com closed
    expect(s['2026-12-27']).toBe('free');
    expect(s['2026-12-29']).toBe('booked'); // sparse Vrbo event: one day
    expect(s['2026-12-30']).toBe('free');
    expect(s['2027-01-06']).toBe('blocked'); // Vrbo Blocked
    // Busy: Dec 1-7, 10-11, 15-19, 24-26, 29 and Jan 5-6.
    expect(Object.values(s).filter((v) => v === 'free')).toHaveLength(38 - 7 - 2 - 5 - 3 - 1 - 2);
  });

  it('counts a Smoobu stay listed three times once, with the departure day bookable', () => {
    const s = states(buildCalendar('2026-12-09', '2026-12-19', feed('smoobu.ics')));
    expect(s).toEqual({
      '2026-12-09': 'free',
      '2026-12-10': 'booked',
      '2026-12-11': 'booked',
      '2026-12-12': 'booked',
      '2026-12-13': 'booked',
      '2026-12-14': 'free',
      '2026-12-15': 'free',
      '2026-12-16': 'booked',
      '2026-12-17': 'booked',
      '2026-12-18': 'free',
      '2026-12-19': 'free',
    });
  });
});

describe('mergeRanges', () => {
  it('folds duplicates, overlaps and touching ranges of one kind, keeping kinds apart', () => {
    const merged = mergeRanges([
      range('2026-12-10', '2026-12-14'),
      range('2026-12-10', '2026-12-14'),
      range('2026-12-10', '2026-12-11'),
      range('2026-12-14', '2026-12-16'),
      range('2026-12-20', '2026-12-22'),
      range('2026-12-12', '2026-12-21', 'blocked'),
    ]);
    expect(merged.map((r) => `${r.start}..${r.end} ${r.kind}`)).toEqual([
      '2026-12-10..2026-12-16 unavailable',
      '2026-12-12..2026-12-21 blocked',
      '2026-12-20..2026-12-22 unavailable',
    ]);
  });

  it('gives the same calendar as the ranges it came from', () => {
    const all = [...feed('airbnb.ics'), ...feed('booking-com.ics'), ...feed('vrbo.ics'), ...feed('smoobu.ics')];
    expect(buildCalendar('2026-11-25', '2027-02-01', mergeRanges(all))).toEqual(buildCalendar('2026-11-25', '2027-02-01', all));
  });

  it('does not change the ranges it was given', () => {
    const input = [range('2026-12-10', '2026-12-12'), range('2026-12-11', '2026-12-15')];
    const copy = structuredClone(input);
    mergeRanges(input);
    expect(input).toEqual(copy);
  });
});
