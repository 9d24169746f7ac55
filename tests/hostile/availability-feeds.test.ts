import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import type { ServerDeps } from '../../src/server/deps';
import { availabilityRoutes } from '../../src/server/functions/availability/routes';
import { addDays, dayIn } from '../../src/core/dates';
import { parseIcal, parseWork } from '../../src/server/availability/ical';
import { parseOffThread } from '../../src/server/availability/parse-off-thread';
import { outputMatching, startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { fn, post, site, stillHealthy } from './support';
import { endlessRules, feedHost, manyEvents, refusedUrl, type FeedHost } from '../../harness/feed-servers';

// Calendar feeds an attacker, a broken channel manager or a dying network produce, served by a
// real HTTP host on 127.0.0.1. The availability function must answer each at once or after its
// timeout, with the exact status and a plain message (the reason goes to the owner's log),
// never parse on the thread that answers requests, never read more than the 5 MB cap nor spell
// out more than its cap of busy periods, and once it holds a good copy never make a visitor
// wait for a feed again. No case here measures time (a busy machine would decide it): each
// bounds the work (bytes sent, occurrences expanded, feeds parsed on this thread) or holds the
// feed's answer until the visitor has had theirs. The timings are in `npm run bench -- --guards`.
const today = dayIn(Date.now(), site.property.timeZone);
const week = { start_date: today, end_date: addDays(today, 6) };
/** The bookings manyEvents(n, today) makes, one night in two: '.' free, 'b' booked, 'x' blocked. */
const booked = 'b.b.b.b';
const unavailable = { error: 'Availability is temporarily unavailable. Please try again in a few minutes.' };
const MB = 1 << 20;
/** The feed timeout where the case is about something else: far above a local fetch, never what decides it. */
const SAFETY_NET_MS = 60_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Day = { date: string; available: boolean; blocked: boolean };
type Reply = { error?: string; calendar?: Day[]; stale?: boolean; synced_at?: string };
const pattern = (r: Reply) => r.calendar?.map((d) => (d.blocked ? 'x' : d.available ? '.' : 'b')).join('');

let host: FeedHost;
beforeAll(async () => {
  host = await feedHost();
});
afterAll(() => host?.close());

const db = openDb(':memory:');
afterAll(() => db.close());

/**
 * The availability function over one feed, in this process (so that what it parses on this
 * thread shows in parseWork), with a clock the test moves to make the next request refresh.
 */
function availability(feedUrl: string, timeoutMs = SAFETY_NET_MS) {
  const clock = { now: Date.now() };
  const log: string[] = [];
  const deps: ServerDeps = {
    site,
    db,
    env: { AVAILABILITY_ICAL_URLS: feedUrl, AVAILABILITY_TIMEOUT_MS: String(timeoutMs) },
    rootDir: os.tmpdir(),
    distDir: path.join(os.tmpdir(), 'no-dist'),
    now: () => clock.now,
    log: { info() {}, warn: (...a: unknown[]) => void log.push(a.join(' ')), error: (...a: unknown[]) => void log.push(a.join(' ')) },
  };
  const app = new Hono();
  const at = fn('availability');
  app.route(at, availabilityRoutes(deps));
  async function ask(window = week): Promise<{ status: number; json: Reply }> {
    const res = await app.request(at, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(window) });
    return { status: res.status, json: (await res.json()) as Reply };
  }
  /** Asks until `done` holds for a reply (the background refresh has landed); the test's timeout is the safety net. */
  async function askUntil(done: (r: Reply) => boolean) {
    for (;;) {
      const r = await ask();
      if (done(r.json)) return r;
      await pause(20);
    }
  }
  return { ask, askUntil, clock, log: () => log.join('\n') };
}

/** A 502 a visitor may read: the plain message, and nothing about the feed's host or the network. */
function expectPlain502(r: { status: number; json: Reply }) {
  expect(r.status).toBe(502);
  expect(r.json).toEqual(unavailable);
  expect(JSON.stringify(r.json)).not.toMatch(/127\.0\.0\.1|ECONN|HTTP \d|\.ics/);
}

describe('hostile feeds before any good copy: a plain 502 at once or after the timeout, the reason in the log', () => {
  it('a feed that never answers: 502 once the 300 ms timeout has passed', async () => {
    host.routes['/hang.ics'] = { kind: 'hang' };
    const f = availability(`${host.url}/hang.ics`, 300);
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/calendar feed 127\.0\.0\.1:\d+: no answer within 300 ms/);
  });

  it('a feed that drips one byte per 100 ms: cut off at the 1 s timeout after a few bytes, not read to the end', async () => {
    const text = manyEvents(50);
    host.routes['/drip.ics'] = { kind: 'drip', text, everyMs: 100 };
    const f = availability(`${host.url}/drip.ics`, 1000);
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/no answer within 1000 ms/);
    // The drip and the timeout share this process's clock, so a busy machine slows both alike:
    // about ten bytes of the 4 KB on offer (none, if the machine kept the request from the host).
    expect(host.sent['/drip.ics'] ?? 0).toBeLessThan(20);
    expect(text.length).toBeGreaterThan(4000);
  });

  it('a feed declaring 400 MB: refused from its Content-Length without reading it', async () => {
    host.routes['/declared.ics'] = { kind: 'stream', bytes: 400 * MB, declare: 400 * MB };
    const f = availability(`${host.url}/declared.ics`);
    const r = await f.ask();
    expectPlain502(r);
    expect(f.log()).toMatch(/the calendar is too large \(419430400 bytes\)/);
    expect(host.sent['/declared.ics']).toBeLessThan(16 * MB);
  });

  it('a 400 MB stream without Content-Length: reading stops just past the 5 MB cap', async () => {
    host.routes['/endless.ics'] = { kind: 'stream', bytes: 400 * MB };
    const f = availability(`${host.url}/endless.ics`);
    const rss = process.memoryUsage().rss;
    const r = await f.ask();
    expectPlain502(r);
    expect(f.log()).toMatch(/the calendar is too large \(over 5242880 bytes\)/);
    // The cap plus what sat in socket buffers, not the 400 MB on offer (the audit saw 1.3 GB used).
    expect(host.sent['/endless.ics']).toBeLessThan(16 * MB);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MB);
  });

  it('a gzip bomb (a few KB unpacking to 1 GB): unpacking stops just past the 5 MB cap', async () => {
    host.routes['/bomb.ics'] = { kind: 'gzip-bomb', bytes: 1024 * MB };
    const f = availability(`${host.url}/bomb.ics`);
    const rss = process.memoryUsage().rss;
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/the calendar is too large \(over 5242880 bytes\)/);
    expect(host.sent['/bomb.ics']).toBeLessThan(64 * MB);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MB);
  });

  it('an HTML login page instead of a calendar: named as such in the log', async () => {
    host.routes['/login.ics'] = { kind: 'ok', text: '<!doctype html><title>Sign in</title><p>Please sign in to see this calendar' };
    const f = availability(`${host.url}/login.ics`);
    expectPlain502(await f.ask());
    expect(f.log()).toContain('Not an iCalendar file: it should start with BEGIN:VCALENDAR, not "<!doctype html><title>Sign in</title><p>"');
  });

  it('a malformed calendar (a date of four digits, no END:VEVENT): refused whole, not half-read', async () => {
    host.routes['/broken.ics'] = { kind: 'ok', text: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:2026\r\nEND:VCALENDAR\r\n' };
    const f = availability(`${host.url}/broken.ics`);
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/feed 127\.0\.0\.1:\d+\/broken\.ics: Not a valid iCalendar file: invalid ical body\. component began but did not end; no earlier copy to serve/);
  });

  it('a host that refuses the connection: ECONNREFUSED goes to the log, not to the visitor', async () => {
    const f = availability(await refusedUrl());
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/could not connect \(ECONNREFUSED\)/);
  });

  it('a feed answering 404: the status goes to the log, not to the visitor', async () => {
    const f = availability(`${host.url}/gone.ics`);
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/calendar feed 127\.0\.0\.1:\d+: HTTP 404/);
  });

  it('a few KB of blocks repeating daily without end: refused for its size once expanded', async () => {
    host.routes['/rules.ics'] = { kind: 'ok', text: endlessRules(2000, today) };
    const f = availability(`${host.url}/rules.ics`);
    expectPlain502(await f.ask());
    expect(f.log()).toMatch(/The calendar spells out more than 200,000 busy periods/);
  }, 120_000);

  it('endless rules are spelled out only up to the cap: twice the rules, not one occurrence more', () => {
    // The parser as the worker runs it, here on this thread so its count can be read, with a
    // cap of 10,000 busy periods (the server's is 200,000: the case above).
    const expanded = (rules: number) => {
      const before = parseWork.occurrences;
      expect(() => parseIcal(endlessRules(rules, today), { timeZone: site.property.timeZone, expandUntil: addDays(today, 731), maxRanges: 10_000 })).toThrow(
        'The calendar spells out more than 10,000 busy periods',
      );
      return parseWork.occurrences - before;
    };
    const some = expanded(2000);
    // 2,000 rules over two years would be 1.46 million; the cap and the one rule it stopped in (at most 1,000).
    expect(some).toBeGreaterThan(10_000);
    expect(some).toBeLessThan(11_000);
    expect(expanded(4000)).toBe(some);
  });

  it('a parse past its budget of the parser\'s processor time is stopped, and the next feed gets a fresh parser', async () => {
    const opts = { timeZone: site.property.timeZone, expandUntil: addDays(today, 731) };
    const bytes = (text: string) => new TextEncoder().encode(text);
    // A parser running (and its thread known) first, so the budget counts this parse alone.
    await parseOffThread(bytes(manyEvents(3)), opts);
    // 2,000 endless rules cost the parser seconds; a tenth of a second is all it gets here.
    await expect(parseOffThread(bytes(endlessRules(2000, today)), opts, false, 100)).rejects.toThrow('The calendar took the parser over 0.1 s to read');
    expect((await parseOffThread(bytes(manyEvents(3, Date.parse(today))), opts)).start).toHaveLength(3);
  });
});

describe('the audit\'s feed of 43,000 bookings (4.8 MB): read whole, parsed off the thread that answers requests', () => {
  it('plain: every booking read, and no feed parsed on this thread', async () => {
    const text = manyEvents(43_000, Date.parse(today));
    expect(text.length).toBeGreaterThan(4.5e6);
    expect(text.length).toBeLessThan(5 * MB);
    host.routes['/many.ics'] = { kind: 'ok', text };
    const parsedHere = parseWork.feeds;
    const f = availability(`${host.url}/many.ics`);
    const r = await f.ask();
    expect(r.status).toBe(200);
    expect(pattern(r.json)).toBe(booked);
    // The bookings two years out too (night 700 from today is the 351st).
    expect(pattern((await f.ask({ start_date: addDays(today, 700), end_date: addDays(today, 701) })).json)).toBe('b.');
    // The audit saw the server's own thread blocked for 110 s: here the worker parsed it.
    expect(parseWork.feeds).toBe(parsedHere);
  }, 120_000);

  it('gzip-compressed (its Content-Length counts the packed bytes): read whole', async () => {
    host.routes['/packed.ics'] = { kind: 'gzip', text: manyEvents(43_000, Date.parse(today)) };
    const f = availability(`${host.url}/packed.ics`);
    const r = await f.ask();
    expect(r.status).toBe(200);
    expect(pattern(r.json)).toBe(booked);
    expect(pattern((await f.ask({ start_date: addDays(today, 700), end_date: addDays(today, 701) })).json)).toBe('b.');
  }, 120_000);
});

describe('a good copy held: visitors never wait for the feed again', () => {
  // Each case holds the feed's answer until the visitor has been answered: a function that
  // waited for the feed would still be waiting (until its timeout, and then with a stale copy).
  it('the feed stops answering: the good copy answers at once, then is marked stale when the fetch fails', async () => {
    host.routes['/flaky.ics'] = { kind: 'ok', text: manyEvents(10, Date.parse(today)) };
    const f = availability(`${host.url}/flaky.ics`);
    const good = await f.ask();
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({ stale: false });
    host.routes['/flaky.ics'] = { kind: 'hang' };
    f.clock.now += 10 * 60_000;
    const r = await f.ask();
    expect(r.status).toBe(200);
    expect(pattern(r.json)).toBe(booked);
    expect(r.json).toMatchObject({ stale: false, synced_at: good.json.synced_at });
    await host.held('/flaky.ics');
    host.drop('/flaky.ics');
    const later = await f.askUntil((j) => j.stale === true);
    expect(pattern(later.json)).toBe(booked);
    expect(f.log()).toMatch(/flaky\.ics: .+; serving the copy that is 10 min old/);
  }, 120_000);

  it('the feed turns into a 400 MB stream, then an HTML page: the good copy is kept, marked stale', async () => {
    host.routes['/turns.ics'] = { kind: 'ok', text: manyEvents(10, Date.parse(today)) };
    const f = availability(`${host.url}/turns.ics`);
    expect((await f.ask()).status).toBe(200);
    for (const [mode, reason] of [
      [{ kind: 'stream', bytes: 400 * MB }, /too large \(over 5242880 bytes\)/],
      [{ kind: 'ok', text: '<html><body>Service unavailable</body></html>' }, /Not an iCalendar file/],
    ] as const) {
      host.routes['/turns.ics'] = { kind: 'hang' };
      f.clock.now += 10 * 60_000;
      const r = await f.ask();
      expect(pattern(r.json)).toBe(booked);
      expect(f.log()).not.toMatch(reason);
      // The refresh that request started gets the hostile answer only now.
      await host.held('/turns.ics');
      host.routes['/turns.ics'] = mode;
      host.release('/turns.ics');
      await f.askUntil(() => reason.test(f.log()));
      const after = await f.ask();
      expect(after.json).toMatchObject({ stale: true });
      expect(pattern(after.json)).toBe(booked);
    }
  });

  it('the feed changes: the old copy answers at once, the new bookings appear after the background refresh', async () => {
    host.routes['/moves.ics'] = { kind: 'ok', text: manyEvents(10, Date.parse(today)) };
    const f = availability(`${host.url}/moves.ics`);
    expect(pattern((await f.ask()).json)).toBe(booked);
    host.routes['/moves.ics'] = { kind: 'hang' };
    f.clock.now += 10 * 60_000;
    expect(pattern((await f.ask()).json)).toBe(booked);
    await host.held('/moves.ics');
    host.routes['/moves.ics'] = { kind: 'ok', text: manyEvents(10, Date.parse(addDays(today, 1))) };
    host.release('/moves.ics');
    const fresh = await f.askUntil((j) => pattern(j) === '.b.b.b.');
    expect(fresh.json.stale).toBe(false);
    expect(Date.parse(fresh.json.synced_at!)).toBe(f.clock.now);
  });
});

describe('the real server while its feed turns hostile: visitors get the last good calendar, again and again', () => {
  let server: RunningServer;
  const live = '/live.ics';
  const ask = async () => {
    const res = await post(server, fn('availability'), JSON.stringify(week));
    return { status: res.status, json: (await res.json()) as Reply };
  };
  /** Asks until `done` holds, every reply on the way the last good calendar; the test's timeout is the safety net. */
  async function goodUntil(done: (r: Reply) => boolean): Promise<Reply> {
    for (;;) {
      const r = await ask();
      expect(r.status).toBe(200);
      expect(pattern(r.json)).toBe(booked);
      if (done(r.json)) return r.json;
      await pause(20);
    }
  }
  beforeAll(async () => {
    host.routes[live] = { kind: 'ok', text: manyEvents(10, Date.parse(today)) };
    // Refreshing at most every 100 ms, so each hostile turn below is fetched by the next request.
    server = await startServer({
      distDir: distDir(),
      env: { TRUST_PROXY: '1', AVAILABILITY_ICAL_URLS: `${host.url}${live}`, AVAILABILITY_TIMEOUT_MS: String(SAFETY_NET_MS), AVAILABILITY_REFRESH_MS: '100' },
    });
    expect((await ask()).status).toBe(200);
  });
  afterAll(() => server?.stop('SIGKILL'));

  it('its feed parser runs below the thread that answers visitors (10 nice steps lower)', () => {
    const pid = server.proc.pid!;
    // From /proc: the nice value is the 17th field after the command name.
    const nice = (tid: string) => Number(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[16]);
    expect(fs.readdirSync(`/proc/${pid}/task`).map(nice)).toContain(Math.min(19, nice(String(pid)) + 10));
  });

  // A hanging or dripping feed is held while five visitors are answered, then its connection drops.
  for (const [name, mode] of [
    ['it hangs', { kind: 'hang' }],
    ['it drips', { kind: 'drip', text: manyEvents(10), everyMs: 100 }],
  ] as const) {
    it(`${name}: answered from the last good copy while the server's fetch is still waiting`, async () => {
      host.routes[live] = mode;
      await goodUntil(() => host.holding(live));
      for (let i = 0; i < 5; i++) await goodUntil(() => true);
      expect(host.holding(live)).toBe(true);
      host.drop(live);
    });
  }

  it('it streams 400 MB without a length: answered from the last good copy until the server has refused it', async () => {
    host.routes[live] = { kind: 'stream', bytes: 400 * MB };
    await goodUntil(() => /too large \(over 5242880 bytes\)/.test(server.output()));
  });

  it('it grows to 43,000 bookings: answered from the last good copy until the new one is read', async () => {
    const before = Date.parse((await goodUntil(() => true)).synced_at!);
    host.routes[live] = { kind: 'ok', text: manyEvents(43_000, Date.parse(today)) };
    const read = await goodUntil((r) => Date.parse(r.synced_at!) > before);
    expect(read.stale).toBe(false);
    // A safety net only: the server's parser runs ten nice steps down, so a machine busy with
    // other work can lend it a few percent of a core for the second or two it needs.
  }, 300_000);

  it('after all of that the server still answers, and goes back to waiting for work', () => stillHealthy(server));
});

describe("a feed whose error quotes escape sequences (ESC[2J clears the host's terminal, ESC]0;…BEL retitles it)", () => {
  it('reaches the server log written out, never raw', async () => {
    host.routes['/escapes.ics'] = { kind: 'ok', text: 'BEGIN:VCALENDAR\r\n\x1b[2J\x1b]0;owned\x07\r\nEND:VCALENDAR\r\n' };
    const server = await startServer({ distDir: distDir(), env: { TRUST_PROXY: '1', AVAILABILITY_ICAL_URLS: `${host.url}/escapes.ics`, AVAILABILITY_TIMEOUT_MS: String(SAFETY_NET_MS) } });
    try {
      const res = await post(server, fn('availability'), JSON.stringify(week));
      expectPlain502({ status: res.status, json: (await res.json()) as Reply });
      const out = await outputMatching(server, (o) => o.includes('Availability feed'));
      expect(out).toContain("Not a valid iCalendar file: Invalid parameters in '\\x1b[2J\\x1b]0;owned\\x07'");
      expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    } finally {
      await server.stop();
    }
  });
});
