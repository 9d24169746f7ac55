import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IcalParseError, kindOf, parseIcal, type BusyRange } from '../../src/server/availability/ical';

const fixtures = path.join(import.meta.dirname, '../fixtures/ical');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const opts = { timeZone: 'Australia/Sydney' };
const spans = (ranges: BusyRange[]) => ranges.map((r) => `${r.start}..${r.end} ${r.kind}`);

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

describe('parseIcal: provider feeds', () => {
  it('reads Airbnb stays as unavailable and "Airbnb (Not available)" as blocked, with DTEND exclusive', () => {
    const ranges = parseIcal(read('airbnb.ics'), opts);
    expect(spans(ranges)).toEqual([
      '2026-12-01..2026-12-05 unavailable',
      '2026-12-05..2026-12-08 unavailable',
      '2026-12-15..2026-12-20 blocked',
      '2027-05-22..2027-12-01 blocked',
    ]);
    expect(ranges[0].summary).toBe('Reserved');
  });

  it('reads Booking.com "CLOSED - Not available" as blocked', () => {
    expect(spans(parseIcal(read('booking-com.ics'), opts))).toEqual([
      '2026-12-03..2026-12-06 blocked',
      '2026-12-24..2026-12-27 blocked',
    ]);
  });

  it('reads sparse Vrbo events: no DTEND is one day, no SUMMARY is a stay', () => {
    expect(spans(parseIcal(read('vrbo.ics'), opts))).toEqual([
      '2026-12-10..2026-12-12 unavailable',
      '2026-12-29..2026-12-30 unavailable',
      '2027-01-05..2027-01-07 blocked',
    ]);
  });

  it('drops Smoobu check-out markers, which fall on the bookable departure day', () => {
    const ranges = parseIcal(read('smoobu.ics'), opts);
    expect(ranges.some((r) => /check-out/i.test(r.summary))).toBe(false);
    expect(ranges.some((r) => r.start === '2026-12-14' || r.start === '2026-12-18')).toBe(false);
    expect(ranges.filter((r) => r.start === '2026-12-10').map((r) => r.end).sort()).toEqual(['2026-12-11', '2026-12-14']);
  });

  it('classifies the summaries providers use', () => {
    for (const s of ['Reserved', 'Reserved - Alex T', 'Jordan Lee (Airbnb)', 'Check-in: Jordan Lee', '']) expect(kindOf(s), s).toBe('unavailable');
    for (const s of ['Not available', 'Airbnb (Not available)', 'CLOSED - Not available', 'Blocked', 'Unavailable']) expect(kindOf(s), s).toBe('blocked');
  });
});

describe('parseIcal: times and time zones (property in Australia/Sydney)', () => {
  const byUid = (uid: string) => {
    const text = read('tzid.ics');
    // Parse each event on its own so a failure names the case.
    const vtimezones = text.match(/BEGIN:VTIMEZONE[\s\S]*?END:VTIMEZONE/g)!.join('\r\n');
    const event = text.match(new RegExp(`BEGIN:VEVENT\\r?\\nUID:${uid}[\\s\\S]*?END:VEVENT`))![0];
    return spans(parseIcal(calendar(vtimezones, event), opts));
  };

  it('a stay with check-in and check-out times covers every day it touches', () => {
    expect(byUid('tz-sydney-stay')).toEqual(['2026-12-01..2026-12-04 unavailable']);
  });

  it('UTC times become Sydney days; an end exactly at Sydney midnight is exclusive', () => {
    // 13:00Z is 00:00 AEDT the next day.
    expect(byUid('tz-utc-whole-sydney-day')).toEqual(['2026-12-10..2026-12-11 unavailable']);
    // 23:59:59 AEDT to 00:30 the next day touches two days.
    expect(byUid('tz-utc-one-second-before-midnight')).toEqual(['2026-12-14..2026-12-16 unavailable']);
  });

  it('floating times are read as the property clock', () => {
    expect(byUid('tz-floating-day')).toEqual(['2026-12-20..2026-12-21 blocked']);
  });

  it('a TZID in another zone is converted (12:00 in London is 23:00 in Sydney)', () => {
    expect(byUid('tz-london-evening')).toEqual(['2026-12-30..2026-12-31 unavailable']);
  });

  it('a TZID only the feed defines is converted with its VTIMEZONE', () => {
    // 22:00 at +08:00 is 01:00 the next day at +11:00.
    expect(byUid('tz-declared-zone-only')).toEqual(['2026-12-28..2026-12-29 unavailable']);
  });

  it('the 25-hour day when daylight saving ends (2026-04-05) is one day', () => {
    expect(byUid('tz-dst-ends-2026-04-05')).toEqual(['2026-04-05..2026-04-06 unavailable']);
  });

  it('the 23-hour day when daylight saving starts (2026-10-04) is one day', () => {
    expect(byUid('tz-dst-starts-2026-10-04')).toEqual(['2026-10-04..2026-10-05 blocked']);
  });

  it('the whole fixture parses in one go', () => {
    expect(parseIcal(read('tzid.ics'), opts)).toHaveLength(8);
  });

  it('a timed event without DTEND takes its start day', () => {
    expect(spans(parseIcal(calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART:20261205T020000Z', 'SUMMARY:Reserved', 'END:VEVENT'), opts))).toEqual([
      '2026-12-05..2026-12-06 unavailable',
    ]);
  });

  it('DURATION stands in for DTEND', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20261205', 'DURATION:P3D', 'SUMMARY:Reserved', 'END:VEVENT');
    expect(spans(parseIcal(text, opts))).toEqual(['2026-12-05..2026-12-08 unavailable']);
  });
});

describe('parseIcal: calendar structure', () => {
  it('an empty calendar has no busy days', () => {
    expect(parseIcal(calendar(), opts)).toEqual([]);
  });

  it('skips cancelled and transparent events', () => {
    const text = calendar(
      'BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207', 'STATUS:CANCELLED', 'SUMMARY:Reserved', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:b', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211', 'TRANSP:TRANSPARENT', 'SUMMARY:Reserved', 'END:VEVENT',
    );
    expect(parseIcal(text, opts)).toEqual([]);
  });

  it('ignores notes starting with # before BEGIN:VCALENDAR (the owner file header)', () => {
    const text = '# my notes\n#\n\n' + calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20261205', 'SUMMARY:Reserved', 'END:VEVENT');
    expect(spans(parseIcal(text, opts))).toEqual(['2026-12-05..2026-12-06 unavailable']);
  });

  it('expands a weekly recurring block, honouring EXDATE and an overridden occurrence', () => {
    const text = calendar(
      'BEGIN:VEVENT', 'UID:weekly', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202',
      'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;VALUE=DATE:20261208', 'SUMMARY:Blocked', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216', 'DTEND;VALUE=DATE:20261218', 'SUMMARY:Blocked', 'END:VEVENT',
    );
    expect(spans(parseIcal(text, opts))).toEqual([
      '2026-12-01..2026-12-02 blocked',
      '2026-12-16..2026-12-18 blocked',
      '2026-12-22..2026-12-23 blocked',
    ]);
  });

  it('stops an endless rule at expandUntil', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:daily', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=DAILY', 'SUMMARY:Blocked', 'END:VEVENT');
    const ranges = parseIcal(text, { ...opts, expandUntil: '2026-12-10' });
    expect(ranges).toHaveLength(10);
    expect(ranges.at(-1)!.start).toBe('2026-12-10');
  });
});

describe('parseIcal: garbage', () => {
  it('rejects an HTML error page with a message that says what is wrong', () => {
    expect(() => parseIcal(read('garbage.ics'), opts)).toThrow(IcalParseError);
    expect(() => parseIcal(read('garbage.ics'), opts)).toThrow(/Not an iCalendar file: it should start with BEGIN:VCALENDAR/);
  });

  it('rejects empty text, plain text, JSON and other iCalendar-like formats', () => {
    for (const text of ['', '   \r\n', 'hello world', '{"calendar":[]}', 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n']) {
      expect(() => parseIcal(text, opts), JSON.stringify(text)).toThrow(IcalParseError);
    }
  });

  it('rejects a calendar cut off in the middle', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20261205').replace(/END:VCALENDAR\r\n$/, '');
    expect(() => parseIcal(text, opts)).toThrow(IcalParseError);
  });

  it('rejects an event with an unreadable date, naming the event', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:broken-1', 'DTSTART:2026-12-05', 'SUMMARY:Reserved', 'END:VEVENT');
    expect(() => parseIcal(text, opts)).toThrow(/broken-1/);
  });

  it('rejects an event without a start', () => {
    const text = calendar('BEGIN:VEVENT', 'UID:no-start', 'SUMMARY:Reserved', 'END:VEVENT');
    expect(() => parseIcal(text, opts)).toThrow(/no-start.*DTSTART/);
  });
});
