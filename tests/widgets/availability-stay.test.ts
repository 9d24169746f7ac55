import { expect, it } from 'vitest';
import { bookingUrl, canPick, pick, type BusyKind, type StayRules } from '../../src/widgets/live-calendar/stay';

// Today 1 December; nights of 5–7 December booked, 12 December closed; the window ends 20 December.
const rules: StayRules = {
  today: '2026-12-01',
  last: '2026-12-20',
  busy: new Map<string, BusyKind>([
    ['2026-12-05', 'booked'],
    ['2026-12-06', 'booked'],
    ['2026-12-07', 'booked'],
    ['2026-12-12', 'blocked'],
  ]),
  minNights: 2,
};

it('picks an arrival, then a departure at least the minimum stay later', () => {
  const first = pick('2026-12-01', {}, rules);
  expect(first.stay).toEqual({ arrival: '2026-12-01' });
  expect(pick('2026-12-02', first.stay, rules)).toEqual({ stay: { arrival: '2026-12-01' }, note: 'min-stay' });
  expect(pick('2026-12-03', first.stay, rules).stay).toEqual({ arrival: '2026-12-01', departure: '2026-12-03' });
});

it('lets a stay end on the morning of a booked night, but never run through one', () => {
  const stay = { arrival: '2026-12-02' };
  expect(canPick('2026-12-05', stay, rules)).toBe(true);
  expect(pick('2026-12-05', stay, rules).stay).toEqual({ arrival: '2026-12-02', departure: '2026-12-05' });
  expect(canPick('2026-12-06', stay, rules)).toBe(false);
  // A free day past the booked nights starts a new stay instead.
  expect(pick('2026-12-09', stay, rules).stay).toEqual({ arrival: '2026-12-09' });
});

it('refuses past, taken and out-of-window days as arrivals, and restarts before the arrival', () => {
  for (const day of ['2026-11-30', '2026-12-05', '2026-12-12', '2026-12-20', '2026-12-21']) expect(canPick(day, {}, rules), day).toBe(false);
  expect(pick('2026-12-05', {}, rules).stay).toEqual({});
  expect(pick('2026-12-08', { arrival: '2026-12-10' }, rules).stay).toEqual({ arrival: '2026-12-08' });
  expect(pick('2026-12-14', { arrival: '2026-12-08', departure: '2026-12-10' }, rules).stay).toEqual({ arrival: '2026-12-14' });
});

it('fills the booking page template with the stay', () => {
  const template = 'https://booking.example.com/p?checkin={arrival}&checkout={departure}&n={nights}';
  expect(bookingUrl(template, '2026-12-30', '2027-01-02')).toBe('https://booking.example.com/p?checkin=2026-12-30&checkout=2027-01-02&n=3');
});
