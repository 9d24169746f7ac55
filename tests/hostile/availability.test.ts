import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { distDir } from '../support/routes';
import { addDays, dayIn } from '../../src/server/availability/dates';
import { availabilityFeeds } from '../../src/server/availability/sources';
import { fn, post, site, stillHealthy } from './support';
import { feedHost, manyEvents } from './feeds';

// Dates and calendar feeds an attacker (or a broken channel manager) produces. The server
// must answer every one quickly with the exact status, and never hang or run out of memory.
const today = dayIn(Date.now(), site.property.timeZone);
let server: RunningServer;
let host: Awaited<ReturnType<typeof feedHost>>;

beforeAll(async () => {
  host = await feedHost();
  host.routes['/good.ics'] = { kind: 'ok', text: manyEvents(20, Date.parse(today)) };
  server = await startServer({ distDir: distDir(), env: { TRUST_PROXY: '1', AVAILABILITY_ICAL_URLS: `${host.url}/good.ics`, AVAILABILITY_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await server?.stop();
  await host?.close();
});

const ask = (start_date: unknown, end_date: unknown) => post(server, fn('availability'), JSON.stringify({ start_date, end_date }));

describe('dates', () => {
  const bad: [string, unknown, unknown, Record<string, RegExp>][] = [
    ['9999-12-31 (the audit’s hang)', '9999-12-31', '9999-12-31', { start_date: /between/, end_date: /between/ }],
    ['year 10000', '10000-01-01', '10000-01-02', { start_date: /real date \(YYYY-MM-DD\)/, end_date: /real date \(YYYY-MM-DD\)/ }],
    ['year 0', '0000-01-01', '0000-01-02', { start_date: /between/, end_date: /between/ }],
    ['year 0099 (once read as 1999)', '0099-06-01', '0099-06-02', { start_date: /between/, end_date: /between/ }],
    ['far past', '1970-01-01', '1970-01-10', { start_date: /between/, end_date: /between/ }],
    ['far future', addDays(today, 800), addDays(today, 801), { start_date: /between/, end_date: /between/ }],
    ['two days ago', addDays(today, -2), today, { start_date: /between/ }],
    ['reversed', addDays(today, 10), addDays(today, 5), { end_date: /on or after start_date/ }],
    ['over 366 days', today, addDays(today, 367), { end_date: /at most 366 days/ }],
    ['30 February', '2027-02-30', '2027-03-02', { start_date: /date/ }],
    ['29 February outside a leap year', '2027-02-29', '2027-03-02', { start_date: /date/ }],
    ['month 13', '2027-13-01', '2027-13-02', { start_date: /date/, end_date: /date/ }],
    ['day 00', '2027-01-00', '2027-01-02', { start_date: /date/ }],
    ['a timestamp', `${today}T00:00:00Z`, today, { start_date: /date/ }],
    ['a number', 20261125, today, { start_date: /real date/ }],
    ['null', null, today, { start_date: /real date/ }],
    ['an array', [today], today, { start_date: /real date/ }],
    ['unicode digits', '２０２７-01-01', today, { start_date: /date/ }],
  ];
  for (const [name, start, end, expected] of bad) {
    it(`${name}: 400 naming the field`, async () => {
      const res = await ask(start, end);
      expect(res.status).toBe(400);
      const { fields } = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(fields).sort()).toEqual(Object.keys(expected).sort());
      for (const [k, re] of Object.entries(expected)) expect(fields[k], k).toMatch(re);
    });
  }

  it('a leap day inside the window is a real day', async () => {
    const leap = ['2028-02-29'].find((d) => d > today && d <= addDays(today, 730))!;
    const res = await ask(leap, leap);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { calendar: { date: string }[] }).calendar.map((d) => d.date)).toEqual([leap]);
  });

  it('yesterday (a visitor just past midnight elsewhere) and a full year are served', async () => {
    const res = await ask(addDays(today, -1), addDays(today, 365));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { calendar: unknown[] }).calendar).toHaveLength(367);
  });

  for (const [name, day] of [['the April DST change in Sydney', '2027-04-04'], ['the October DST change in Sydney', '2027-10-03']]) {
    it(`${name}: one entry per calendar day, no gap, no repeat`, async () => {
      const res = await ask(addDays(day, -2), addDays(day, 2));
      expect(res.status).toBe(200);
      const dates = ((await res.json()) as { calendar: { date: string }[] }).calendar.map((d) => d.date);
      expect(dates).toEqual([-2, -1, 0, 1, 2].map((n) => addDays(day, n)));
    });
  }

  it('after all of that the server answers at once', () => stillHealthy(server));
});

describe('hostile feeds', () => {
  /** A fresh feed reader over one route, with the clock of a real server. */
  const reader = (route: string, timeoutMs = 1000) => {
    const warnings: string[] = [];
    const feeds = availabilityFeeds({
      site,
      env: { AVAILABILITY_ICAL_URLS: `${host.url}${route}`, AVAILABILITY_TIMEOUT_MS: String(timeoutMs) },
      rootDir: path.join(import.meta.dirname, '..', '..'),
      now: Date.now,
      log: { info() {}, warn: (m: string) => void warnings.push(m), error: (m: string) => void warnings.push(m) } as unknown as Console,
    });
    return { feeds, warnings };
  };

  it('a feed that never answers is given up after the timeout, with nothing to serve', async () => {
    host.routes['/hang.ics'] = { kind: 'hang' };
    const { feeds, warnings } = reader('/hang.ics', 300);
    const started = Date.now();
    const r = await feeds.read();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(r.readings).toEqual([]);
    expect(warnings.join()).toMatch(/no answer within 300 ms/);
  });

  it('a feed that drips a byte at a time is cut off at the timeout', async () => {
    host.routes['/drip.ics'] = { kind: 'drip', text: manyEvents(3), everyMs: 50 };
    const { feeds, warnings } = reader('/drip.ics', 400);
    const started = Date.now();
    expect((await feeds.read()).readings).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warnings.join()).toMatch(/no answer within 400 ms/);
  });

  it('a feed declaring 400 MB is refused from its Content-Length', async () => {
    host.routes['/declared.ics'] = { kind: 'stream', bytes: 400 << 20, declare: 400 << 20 };
    const { feeds, warnings } = reader('/declared.ics');
    expect((await feeds.read()).readings).toEqual([]);
    expect(warnings.join()).toMatch(/too large \(419430400 bytes\)/);
  });

  it('a 400 MB stream with no length is cut off just past 5 MB, not read whole', async () => {
    host.routes['/endless.ics'] = { kind: 'stream', bytes: 400 << 20 };
    const { feeds, warnings } = reader('/endless.ics', 5000);
    const before = process.memoryUsage().rss;
    expect((await feeds.read()).readings).toEqual([]);
    expect(warnings.join()).toMatch(/too large \(over 5242880 bytes\)/);
    // The host got no further than the cap plus what sat in socket buffers.
    expect(host.sent['/endless.ics']).toBeLessThan(16 << 20);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 << 20);
  });

  it('an HTML error page is no calendar, and says so', async () => {
    host.routes['/html.ics'] = { kind: 'ok', text: '<!doctype html><title>Login</title><p>Please sign in' };
    const { feeds, warnings } = reader('/html.ics');
    expect((await feeds.read()).readings).toEqual([]);
    expect(warnings.join()).toMatch(/Not an iCalendar file/);
  });

  it('a malformed calendar is refused, not half-read', async () => {
    host.routes['/broken.ics'] = { kind: 'ok', text: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026\r\nEND:VCALENDAR\r\n' };
    const { feeds, warnings } = reader('/broken.ics');
    expect((await feeds.read()).readings).toEqual([]);
    expect(warnings.join()).toMatch(/calendar/i);
  });

  for (const n of [10_000, 43_000]) {
    // The tight figure (about 25 ms for 4.8 MB) is the benchmark's to print: npx tsx
    // scripts/bench/feed-parse.ts. Here, a bound no parse on the server's own thread could meet
    // (the audit saw 3 s for 10,000 events and over 110 s for 43,000), robust to a busy machine.
    it(`${n.toLocaleString('en-AU')} events parse off the server's thread: all bookings read, the event loop never stalled`, async () => {
      const text = manyEvents(n);
      host.routes['/many.ics'] = { kind: 'ok', text };
      // The audit's feed: 43,000 events in 4.9 MB, just under the 5 MB cap.
      if (n === 43_000) expect(text.length).toBeGreaterThan(4.5e6), expect(text.length).toBeLessThan(5 << 20);
      const { feeds } = reader('/many.ics', 20_000);
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const r = await feeds.read();
      loop.disable();
      expect(r.readings[0].ranges.start.length).toBe(n);
      expect(loop.max / 1e6).toBeLessThan(500);
    }, 60_000);
  }

  it('once a good copy is held, a feed that starts hanging costs visitors no wait', async () => {
    host.routes['/flaky.ics'] = { kind: 'ok', text: manyEvents(5) };
    const warnings: string[] = [];
    let now = Date.now();
    const feeds = availabilityFeeds({
      site,
      env: { AVAILABILITY_ICAL_URLS: `${host.url}/flaky.ics`, AVAILABILITY_TIMEOUT_MS: '3000' },
      rootDir: '/',
      now: () => now,
      log: { info() {}, warn: (m: string) => void warnings.push(m), error() {} } as unknown as Console,
    });
    expect((await feeds.read()).readings).toHaveLength(1);
    host.routes['/flaky.ics'] = { kind: 'hang' };
    now += 10 * 60_000;
    const started = Date.now();
    const r = await feeds.read();
    expect(Date.now() - started).toBeLessThan(100);
    expect(r.readings[0].ranges.start).toHaveLength(5);
    await feeds.settled();
    expect(warnings.join()).toMatch(/no answer within 3000 ms; serving the copy/);
  }, 15_000);

  it('the server still answers at once after the hostile feeds', () => stillHealthy(server));
});

