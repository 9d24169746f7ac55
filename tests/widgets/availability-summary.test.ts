import { expect, it } from 'vitest';
import { busySummary } from '../../src/widgets/live-calendar/summary';

it('lists taken nights as ranges in words, with the reason', () => {
  const busy = new Map([
    ['2026-11-27', 'booked'],
    ['2026-11-28', 'booked'],
    ['2026-11-29', 'booked'],
    ['2026-12-31', 'booked'],
    ['2027-01-01', 'booked'],
    ['2027-01-19', 'blocked'],
    ['2027-01-20', 'blocked'],
    ['2027-01-21', 'booked'],
    ['2027-02-03', 'booked'],
  ] as const);
  expect(busySummary(busy)).toBe(
    'Nights not available in the next 90 days: 27 to 29 November (booked); 31 December to 1 January (booked); ' +
      '19 to 20 January (closed by the host); 21 January (booked); 3 February (booked).',
  );
});

it('says so when every night is free', () => {
  expect(busySummary(new Map())).toBe('Every night in the next 90 days is available.');
});
