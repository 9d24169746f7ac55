import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { addDays, dayIn } from '../../src/core/dates';
import { fn, post, site, stillHealthy } from './support';
import { calendar, feedHost, type FeedHost } from '../../harness/feed-servers';

// Dates an attacker (or a confused client) sends the availability function, against the real
// server. Before the fix '9999-12-31' looped for ever and years 0000-0099 were read as 19xx;
// every case must now be answered, with the exact status and a reason per field, and leave the
// server idle (stillHealthy): a loop shows as no answer, not as a slow one.
const zone = site.property.timeZone;
const today = dayIn(Date.now(), zone);
const first = addDays(today, -1);
const last = addDays(today, 730);
const between = `must be between ${first} and ${last}`;
const notADate = 'must be a real date (YYYY-MM-DD)';

/** The first Sunday of a month on or after `from` (Sydney's DST changes: April and October). */
function nextFirstSunday(month: number, from: string): string {
  for (let year = Number(from.slice(0, 4)); ; year++) {
    const d = new Date(Date.UTC(year, month - 1, 1));
    d.setUTCDate(1 + ((7 - d.getUTCDay()) % 7));
    const day = d.toISOString().slice(0, 10);
    if (day >= from) return day;
  }
}
const dstEnds = nextFirstSunday(4, addDays(today, 5)); // 25-hour day: 03:00 AEDT → 02:00 AEST
const dstStarts = nextFirstSunday(10, addDays(today, 5)); // 23-hour day: 02:00 AEST → 03:00 AEDT

/** Midnight of a Sydney day as a UTC iCal time, for the offset that day starts with. */
const sydneyMidnightUtc = (day: string, offsetHours: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000).toISOString().replace(/[-:]|\.\d+/g, '');
const compact = (day: string) => day.replace(/-/g, '');

/**
 * Around each DST Sunday D: a stay (all-day dates) for the nights of D-3 and D-2, and the
 * owner's block of exactly day D written in UTC from midnight to midnight Sydney time. That
 * day is 25 or 23 hours long; a fixed offset would spill the block into a neighbouring day.
 */
function dstFeed(): string {
  const events = [
    [dstEnds, 11, 10],
    [dstStarts, 10, 11],
  ].map(
    ([d, before, after], i) =>
      `BEGIN:VEVENT\r\nUID:stay${i}\r\nDTSTART;VALUE=DATE:${compact(addDays(d as string, -3))}\r\nDTEND;VALUE=DATE:${compact(addDays(d as string, -1))}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n` +
      `BEGIN:VEVENT\r\nUID:block${i}\r\nDTSTART:${sydneyMidnightUtc(d as string, before as number)}\r\nDTEND:${sydneyMidnightUtc(addDays(d as string, 1), after as number)}\r\nSUMMARY:Not available\r\nEND:VEVENT\r\n`,
  );
  return calendar(events.join(''));
}

let server: RunningServer;
let host: FeedHost;

beforeAll(async () => {
  host = await feedHost();
  host.routes['/dst.ics'] = { kind: 'ok', text: dstFeed() };
  server = await startServer({ distDir: distDir(), env: { TRUST_PROXY: '1', AVAILABILITY_ICAL_URLS: `${host.url}/dst.ics`, AVAILABILITY_TIMEOUT_MS: '60000' } });
});
afterAll(async () => {
  // SIGKILL: before the fix a looping server never got to its SIGTERM handler.
  await server?.stop('SIGKILL');
  await host?.close();
});

type Reply = { error?: string; fields?: Record<string, string>; calendar?: { date: string; available: boolean; blocked: boolean }[] };

/**
 * POSTs a body and gives up after 30 s (a safety net far above the work, not a speed limit), so a
 * server that loops fails the case instead of hanging the suite.
 */
async function ask(body: unknown): Promise<{ status: number; json: Reply }> {
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    post(server, fn('availability'), typeof body === 'string' ? body : JSON.stringify(body)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 30 s: the server is looping')), 30_000))),
  ]).finally(() => clearTimeout(timer));
  return { status: res.status, json: (await res.json()) as Reply };
}

describe('availability dates: refused with 400 and a reason per field', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['9999-12-31 to 9999-12-31 (the request that hung the server)', { start_date: '9999-12-31', end_date: '9999-12-31' }, { start_date: between, end_date: between }],
    ['year 10000', { start_date: '10000-01-01', end_date: '10000-01-02' }, { start_date: notADate, end_date: notADate }],
    ['year 0000', { start_date: '0000-01-01', end_date: '0000-01-02' }, { start_date: between, end_date: between }],
    ['year 0099 (once read as 1999)', { start_date: '0099-06-01', end_date: '0099-06-02' }, { start_date: between, end_date: between }],
    ['the far past', { start_date: '1970-01-01', end_date: '1970-01-10' }, { start_date: between, end_date: between }],
    ['the far future', { start_date: addDays(today, 800), end_date: addDays(today, 801) }, { start_date: between, end_date: between }],
    ['two days ago', { start_date: addDays(today, -2), end_date: today }, { start_date: between }],
    ['the day after the window', { start_date: today, end_date: addDays(last, 1) }, { end_date: between }],
    ['a reversed window', { start_date: addDays(today, 10), end_date: addDays(today, 5) }, { end_date: 'must be on or after start_date' }],
    ['a window of 367 days (over a year)', { start_date: today, end_date: addDays(today, 367) }, { end_date: 'must be at most 366 days after start_date' }],
    ['29 February in a common year', { start_date: '2027-02-29', end_date: '2027-03-01' }, { start_date: notADate }],
    ['29 February 2100 (a century, not a leap year)', { start_date: '2100-02-29', end_date: '2100-02-28' }, { start_date: notADate }],
    ['30 February in a leap year', { start_date: '2028-02-30', end_date: '2028-03-01' }, { start_date: notADate }],
    ['month 13 and day 00', { start_date: '2027-13-01', end_date: '2027-01-00' }, { start_date: notADate, end_date: notADate }],
    ['a timestamp instead of a day', { start_date: `${today}T00:00:00Z`, end_date: today }, { start_date: notADate }],
    ['day/month/year', { start_date: '25/11/2026', end_date: today }, { start_date: notADate }],
    ['full-width digits', { start_date: '２０２７-01-01', end_date: today }, { start_date: notADate }],
    ['a number', { start_date: 20270101, end_date: today }, { start_date: notADate }],
    ['null', { start_date: null, end_date: today }, { start_date: notADate }],
    ['an array', { start_date: [today], end_date: today }, { start_date: notADate }],
    ['an object and a boolean', { start_date: { y: 2027 }, end_date: true }, { start_date: notADate, end_date: notADate }],
    ['a missing end_date', { start_date: today }, { end_date: 'is required' }],
    ['both fields missing', {}, { start_date: 'is required', end_date: 'is required' }],
    ['an extra field', { start_date: today, end_date: today, property_id: 7 }, { property_id: 'is not a known field' }],
  ];
  for (const [name, body, fields] of cases) {
    it(name, async () => {
      const r = await ask(body);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ error: 'Invalid request', fields });
    });
  }
});

describe('availability dates: served', () => {
  type Day = NonNullable<Reply['calendar']>[number];
  const consecutive = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
  /** '.' free, 'b' booked, 'x' blocked by the owner. */
  const pattern = (days: Day[]) => days.map((d) => (d.blocked ? 'x' : d.available ? '.' : 'b')).join('');

  it('29 February of a leap year is a real day: served in the window, refused only for its distance outside it', async () => {
    for (const leap of ['2028-02-29', '2032-02-29']) {
      const r = await ask({ start_date: leap, end_date: leap });
      if (leap >= first && leap <= last) {
        expect(r.status).toBe(200);
        expect(r.json.calendar!.map((d) => d.date)).toEqual([leap]);
      } else expect(r.json).toEqual({ error: 'Invalid request', fields: { start_date: between, end_date: between } });
    }
    // 2000 was a leap year (divisible by 400): a real day, only too far back.
    expect((await ask({ start_date: '2000-02-29', end_date: today })).json.fields).toEqual({ start_date: between });
  });

  it('yesterday to a year ahead (367 days): one entry per day, in order, none twice', async () => {
    const r = await ask({ start_date: first, end_date: addDays(today, 365) });
    expect(r.status).toBe(200);
    expect(r.json.calendar!.map((d) => d.date)).toEqual(consecutive(first, 367));
  });

  for (const [name, d] of [
    [`the April DST change in Sydney (${dstEnds}, a 25-hour day)`, dstEnds],
    [`the October DST change in Sydney (${dstStarts}, a 23-hour day)`, dstStarts],
  ]) {
    it(`${name}: one entry per calendar day, no gap, no repeat, the stay and the block on their own days`, async () => {
      const r = await ask({ start_date: addDays(d, -4), end_date: addDays(d, 2) });
      expect(r.status).toBe(200);
      expect(r.json.calendar!.map((x) => x.date)).toEqual(consecutive(addDays(d, -4), 7));
      // D-4 free, stay on the nights of D-3 and D-2, D-1 free (check-out), D blocked, then free.
      expect(pattern(r.json.calendar!)).toBe('.bb.x..');
    });
  }

  it('a window across both DST changes has every day exactly once', async () => {
    const [a, b] = [dstEnds, dstStarts].sort();
    const r = await ask({ start_date: addDays(a, -1), end_date: addDays(b, 1) });
    expect(r.status).toBe(200);
    const dates = r.json.calendar!.map((x) => x.date);
    expect(dates).toEqual(consecutive(addDays(a, -1), dates.length));
    expect(dates.at(-1)).toBe(addDays(b, 1));
  });

  it('after all of these the server still answers, and goes back to waiting for work', () => stillHealthy(server));
});
