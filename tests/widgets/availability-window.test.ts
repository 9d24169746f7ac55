import { expect, it } from 'vitest';
import { addDays, availabilityWindow, dayIn } from '../../src/widgets/live-calendar/window';
import { dayName, monthName, monthWeeks, shiftMonth } from '../../src/widgets/live-calendar/month';

const sydney = 'Australia/Sydney';

it('takes today from the property’s clock, not the visitor’s', () => {
  // 13:30 UTC on 21 Nov is already 00:30 on 22 Nov in Sydney (AEDT, UTC+11).
  expect(dayIn(Date.parse('2026-11-21T13:30:00Z'), sydney)).toBe('2026-11-22');
  expect(dayIn(Date.parse('2026-11-21T12:59:59Z'), sydney)).toBe('2026-11-21');
  // Winter (AEST, UTC+10).
  expect(dayIn(Date.parse('2026-06-30T14:00:00Z'), sydney)).toBe('2026-07-01');
});

it('asks for today through 90 days ahead', () => {
  expect(availabilityWindow(sydney, Date.parse('2026-11-21T13:30:00Z'))).toEqual({ start_date: '2026-11-22', end_date: '2027-02-20' });
  // Across a leap day.
  expect(availabilityWindow(sydney, Date.parse('2027-12-31T20:00:00Z'))).toEqual({ start_date: '2028-01-01', end_date: '2028-03-31' });
});

it('counts whole days whatever the DST changes', () => {
  expect(addDays('2026-10-03', 1)).toBe('2026-10-04');
  expect(addDays('2026-10-04', 1)).toBe('2026-10-05');
  expect(addDays('2027-04-03', 2)).toBe('2027-04-05');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

it('lays out months Monday first in any visitor zone, with the day number in each name', () => {
  const saved = process.env.TZ;
  try {
    // Chile moves its clocks at midnight, so some local midnights do not exist there.
    for (const tz of ['UTC', 'Pacific/Honolulu', 'America/Santiago', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      // 1 November 2026 is a Sunday: six leading blanks, then 30 days over six rows.
      const nov = monthWeeks('2026-11');
      expect(nov, tz).toHaveLength(6);
      expect(nov[0].slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
      expect(nov[5][0]).toBe('2026-11-30');
      // February 2027 starts on a Monday and fills exactly four rows.
      expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
      expect(monthWeeks('2027-02')).toHaveLength(4);
      expect(dayName('2026-11-01')).toBe('Sunday 1 November 2026');
      expect(dayName('2026-09-06')).toBe('Sunday 6 September 2026');
    }
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
  expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  expect(monthName('2027-01')).toBe('January 2027');
});
