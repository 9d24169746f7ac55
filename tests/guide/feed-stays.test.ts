// The stays the guide gives codes to: the guests' bookings in the feed, not the host's blocks.
import { expect, it } from 'vitest';
import { guestName, parseIcal, staysOf } from '../../src/server/availability/ical';

const event = (uid: string, start: string, end: string, summary: string, extra = '') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nSUMMARY:${summary}\r\n${extra}END:VEVENT\r\n`;
const feed = (...events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;
const stays = (text: string, from = '2026-01-01') => staysOf(parseIcal(text, { timeZone: 'Australia/Sydney' }), from);

it('are the single events with a UID that are not a block, a check-in marker or cancelled', () => {
  const text = feed(
    event('a@airbnb.com', '20261212', '20261215', 'Reserved'),
    event('b@airbnb.com', '20261220', '20261222', 'Airbnb (Not available)'),
    event('c@smoobu', '20261223', '20261224', 'Check-in Jane'),
    event('d@smoobu', '20261223', '20261226', 'Jane Citizen'),
    event('e@smoobu', '20261226', '20261227', 'Check-out Jane'),
    event('f@vrbo', '20261228', '20261230', 'Reserved', 'STATUS:CANCELLED\r\n'),
    event('g@host', '20261201', '20261202', 'Cleaning', 'RRULE:FREQ=WEEKLY;COUNT=3\r\n'),
  );
  expect(stays(text)).toEqual([
    { uid: 'a@airbnb.com', start: '2026-12-12', end: '2026-12-15' },
    { uid: 'd@smoobu', start: '2026-12-23', end: '2026-12-26', guest: 'Jane Citizen' },
  ]);
});

it("carry the guest's name where the feed's summary gives one, and nothing a terminal would act on", () => {
  const named: [string, string | undefined][] = [
    ['Reserved', undefined],
    ['Airbnb', undefined],
    ['Reserved - Ann Lee', 'Ann Lee'],
    ['Booking: Tom Smith', 'Tom Smith'],
    ['Booked by Jo Brown', 'Jo Brown'],
    ['Ann Lee (Airbnb)', 'Ann Lee'],
    ['Ann Lee - Booking.com', 'Ann Lee'],
    ['reserved: María José', 'María José'],
    // A reservation code or an address is no name.
    ['Reserved - HMABC12345', undefined],
    ['Reserved - ann@example.com', undefined],
    ['\u001b]0;pwned\u0007Ann\u202eLee', ']0;pwnedAnnLee'],
  ];
  for (const [summary, guest] of named) expect(guestName(summary), summary).toBe(guest);
  expect(guestName('A'.repeat(100))).toHaveLength(60);
  // The name never makes it another stay: its code and link come from the UID and days alone.
  const [a] = stays(feed(event('x@channel', '20261212', '20261215', 'Reserved - Ann Lee')));
  expect(a).toEqual({ uid: 'x@channel', start: '2026-12-12', end: '2026-12-15', guest: 'Ann Lee' });
});

it('leave out stays that ended before the day given, and list a stay twice only once', () => {
  const text = feed(event('old', '20260101', '20260105', 'Reserved'), event('new', '20261212', '20261215', 'Reserved'), event('new', '20261212', '20261215', 'Reserved'));
  expect(stays(text, '2026-06-01').map((s) => s.uid)).toEqual(['new']);
});

it('keep the soonest 1,000 of a feed that lists more, so a hostile feed costs the server little', () => {
  const many = Array.from({ length: 3000 }, (_, i) => event(`s${i}`, `2027${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`, '20271231', 'Reserved'));
  const kept = stays(feed(...many));
  expect(kept).toHaveLength(1000);
  expect(kept.map((s) => s.start)).toEqual([...kept.map((s) => s.start)].sort());
  expect(kept[0].start).toBe('2027-01-01');
});
