import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDir } from '../../src/core/paths';
import { openDb, type DB } from '../../src/server/db';
import type { ServerDeps } from '../../src/server/deps';
import { availabilityRoutes } from '../../src/server/functions/availability/routes';
import { availabilityFeeds, sourceSettings } from '../../src/server/availability/sources';
import type { SiteConfig } from '../../src/core/types/content.gen';

const site = parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as SiteConfig;
const fnPath = `/functions/v1/${site.backend.functions.availability}`;
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/ical', name), 'utf8');
const MIN = 60_000;

interface Harness {
  app: Hono;
  root: string;
  clock: { now: number };
  warnings: string[];
  post(body: unknown): Promise<Response>;
  refreshed(body: unknown): Promise<Response>;
}

const dbs: DB[] = [];
const tmpDirs: string[] = [];
afterAll(() => {
  for (const db of dbs) db.close();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

function harness(env: Record<string, string>, setupRoot?: (root: string) => void): Harness {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'availability-'));
  tmpDirs.push(root);
  setupRoot?.(root);
  const db = openDb(':memory:');
  dbs.push(db);
  const clock = { now: Date.parse('2026-11-22T09:00:00+11:00') };
  const warnings: string[] = [];
  const deps: ServerDeps = {
    site,
    db,
    env,
    rootDir: root,
    distDir: path.join(root, 'dist'),
    now: () => clock.now,
    log: { info() {}, warn: (...args: unknown[]) => void warnings.push(args.join(' ')), error: (...args: unknown[]) => void warnings.push(args.join(' ')) },
  };
  const feeds = availabilityFeeds(deps);
  const app = new Hono();
  app.route(fnPath, availabilityRoutes(deps, feeds));
  const post = (body: unknown) =>
    Promise.resolve(
      app.request(fnPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'public-anon-key', authorization: 'Bearer public-anon-key' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  // Copies are served at once and refreshed behind the reply: this is the reply after that refresh.
  const refreshed = async (body: unknown) => {
    await post(body);
    await feeds.settled();
    return post(body);
  };
  return { app, root, clock, warnings, post, refreshed };
}

type Reply = { calendar: { date: string; available: boolean; blocked: boolean }[]; synced_at: string; source: string; stale: boolean };
const day = (r: Reply, date: string) => r.calendar.find((d) => d.date === date);

/** The demo calendar file, as the tests' site ships it in private/. */
const withDemoFile = (root: string) => {
  fs.mkdirSync(path.join(root, 'private'));
  fs.copyFileSync(path.join(contentDir, 'private/availability.ics'), path.join(root, 'private/availability.ics'));
};

describe('availability function: request body', () => {
  const h = harness({}, withDemoFile);

  it('answers a 90-day window from the owner file, one entry per day', async () => {
    const res = await h.post({ start_date: '2026-11-22', end_date: '2027-02-20' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Reply;
    expect(body.calendar).toHaveLength(91);
    expect(body.calendar[0]).toEqual({ date: '2026-11-22', available: true, blocked: false });
    expect(body.calendar.at(-1)!.date).toBe('2027-02-20');
    expect(body.source).toBe('file');
    expect(body.stale).toBe(false);
    expect(body.synced_at).toBe('2026-11-21T22:00:00.000Z');
    // The demo stays: 27-30 Nov (check-out on the 30th) and the owner block in January.
    expect(day(body, '2026-11-27')).toEqual({ date: '2026-11-27', available: false, blocked: false });
    expect(day(body, '2026-11-29')!.available).toBe(false);
    expect(day(body, '2026-11-30')).toEqual({ date: '2026-11-30', available: true, blocked: false });
    expect(day(body, '2027-01-19')).toEqual({ date: '2027-01-19', available: false, blocked: true });
    expect(day(body, '2027-01-23')!.available).toBe(true);
  });

  it('accepts a leap day and a window of exactly 366 days', async () => {
    expect((await h.post({ start_date: '2028-02-29', end_date: '2028-02-29' })).status).toBe(200);
    const res = await h.post({ start_date: '2026-11-22', end_date: '2027-11-23' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Reply).calendar).toHaveLength(367);
  });

  const bad: [string, unknown, Record<string, string | RegExp>][] = [
    ['a missing end_date', { start_date: '2026-11-22' }, { end_date: 'is required' }],
    ['a missing start_date', { end_date: '2026-11-22' }, { start_date: 'is required' }],
    ['an empty object', {}, { start_date: 'is required', end_date: 'is required' }],
    ['an impossible date', { start_date: '2026-02-30', end_date: '2026-03-02' }, { start_date: /date/ }],
    ['29 February outside a leap year', { start_date: '2026-11-22', end_date: '2027-02-29' }, { end_date: /date/ }],
    ['a date with a time', { start_date: '2026-11-22T00:00:00Z', end_date: '2026-12-01' }, { start_date: /date/ }],
    ['a date in another order', { start_date: '22/11/2026', end_date: '2026-12-01' }, { start_date: /date/ }],
    ['a number', { start_date: 20261122, end_date: '2026-12-01' }, { start_date: /real date/ }],
    ['start after end', { start_date: '2026-12-02', end_date: '2026-12-01' }, { end_date: 'must be on or after start_date' }],
    ['a window over 366 days', { start_date: '2026-11-22', end_date: '2027-11-24' }, { end_date: 'must be at most 366 days after start_date' }],
    ['an extra field', { start_date: '2026-11-22', end_date: '2026-12-01', property_id: 7 }, { property_id: 'is not a known field' }],
    ['an array', [], { '(body)': /object/ }],
  ];
  for (const [name, body, fields] of bad) {
    it(`rejects ${name} with 400 naming the field`, async () => {
      const res = await h.post(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const json = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(json.error).toBeTruthy();
      expect(Object.keys(json.fields).sort()).toEqual(Object.keys(fields).sort());
      for (const [k, v] of Object.entries(fields)) {
        if (typeof v === 'string') expect(json.fields[k]).toBe(v);
        else expect(json.fields[k]).toMatch(v);
      }
    });
  }

  it('rejects a body that is not JSON with 400', async () => {
    const res = await h.post('start_date=2026-11-22&end_date=2026-12-01');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Body must be JSON', fields: { '(body)': 'is not valid JSON' } });
  });
});

describe('availability function: the owner file', () => {
  it('502s with a reason the owner can act on when there is no file', async () => {
    const h = harness({});
    const res = await h.post({ start_date: '2026-11-22', end_date: '2026-12-01' });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The visitor reads a plain message; the reason the owner can act on is in the log.
    expect(await res.json()).toEqual({ error: 'Availability is temporarily unavailable. Please try again in a few minutes.' });
    expect(h.warnings.join('\n')).toMatch(/calendar file: there is no private\/availability\.ics/);
  });

  it('reads the file AVAILABILITY_ICS_FILE names, and picks up edits after the refresh interval', async () => {
    const h = harness({ AVAILABILITY_ICS_FILE: 'calendars/mine.ics' }, (root) => {
      fs.mkdirSync(path.join(root, 'calendars'));
      fs.writeFileSync(path.join(root, 'calendars/mine.ics'), fixture('vrbo.ics'));
    });
    const window = { start_date: '2026-12-10', end_date: '2026-12-12' };
    let body = (await (await h.post(window)).json()) as Reply;
    expect(body.calendar.map((d) => d.available)).toEqual([false, false, true]);

    fs.writeFileSync(path.join(h.root, 'calendars/mine.ics'), fixture('booking-com.ics'));
    h.clock.now += 4 * MIN;
    body = (await (await h.post(window)).json()) as Reply;
    expect(body.calendar.map((d) => d.available)).toEqual([false, false, true]);
    h.clock.now += 1 * MIN;
    body = (await (await h.refreshed(window)).json()) as Reply;
    expect(body.calendar.map((d) => d.available)).toEqual([true, true, true]);
  });
});

/** A calendar host on 127.0.0.1 whose behaviour each test changes. */
interface FeedHost {
  url: string;
  hits: Record<string, number>;
  routes: Record<string, Mode>;
  /** Resolves once a request is held by a 'hang' route; `drop()` then breaks its connection. */
  held(): Promise<void>;
  drop(): void;
  close(): Promise<void>;
}
type Mode = { kind: 'ok'; text: string } | { kind: 'hang' } | { kind: 'status'; status: number } | { kind: 'delay'; ms: number; text: string };

async function feedHost(): Promise<FeedHost> {
  const hits: Record<string, number> = {};
  const routes: Record<string, Mode> = {};
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<http.ServerResponse>();
  let onHeld: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    const p = new URL(req.url!, 'http://x').pathname;
    hits[p] = (hits[p] ?? 0) + 1;
    const mode = routes[p] ?? { kind: 'status', status: 404 };
    const send = (text: string) => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(text);
    };
    if (mode.kind === 'ok') send(mode.text);
    else if (mode.kind === 'hang') {
      hanging.add(res);
      onHeld?.();
    } else if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    } else {
      const t = setTimeout(() => {
        timers.delete(t);
        send(mode.text);
      }, mode.ms);
      timers.add(t);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    routes,
    held: () => (hanging.size ? Promise.resolve() : new Promise<void>((r) => (onHeld = r))),
    drop() {
      for (const res of hanging) res.socket?.destroy();
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('availability function: live iCal feeds', () => {
  let host: FeedHost;
  beforeEach(async () => {
    host = await feedHost();
  });
  afterEach(async () => {
    await host.close();
  });

  const window = { start_date: '2026-12-01', end_date: '2026-12-08' };
  const airbnbDays = [false, false, false, false, false, false, false, true];
  // A feed timeout far above a local fetch: a safety net, never what decides a case (only the
  // case about the timeout sets a short one, with nothing that must arrive before it).
  const env = (paths: string, timeoutMs = 60_000) => ({
    AVAILABILITY_ICAL_URLS: paths.split(' ').map((p) => `${host.url}${p}`).join(', '),
    AVAILABILITY_TIMEOUT_MS: String(timeoutMs),
  });

  it('keeps the last good calendar, marked stale, through a hanging, failing and garbled upstream', async () => {
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    const h = harness(env('/airbnb.ics?s=secret-token'));
    const goodAt = h.clock.now;

    const first = (await (await h.post(window)).json()) as Reply;
    expect(first).toMatchObject({ source: 'ical', stale: false, synced_at: new Date(goodAt).toISOString() });
    expect(first.calendar.map((d) => d.available)).toEqual(airbnbDays);

    // The visitor gets the good copy at once, not yet stale, while the feed holds the refresh
    // it started; the copy turns stale once that fetch fails (here its connection breaks).
    host.routes['/airbnb.ics'] = { kind: 'hang' };
    h.clock.now += 6 * MIN;
    const during = (await (await h.post(window)).json()) as Reply;
    expect(during).toMatchObject({ stale: false, synced_at: new Date(goodAt).toISOString() });
    expect(during.calendar.map((d) => d.available)).toEqual(airbnbDays);
    await host.held();
    host.drop();

    const failures: [string, Mode | undefined][] = [
      ['no answer, then a broken connection', undefined],
      ['HTTP 500', { kind: 'status', status: 500 }],
      ['garbage', { kind: 'ok', text: fixture('garbage.ics') }],
      ['an empty body', { kind: 'ok', text: '' }],
    ];
    for (const [name, mode] of failures) {
      if (mode) {
        host.routes['/airbnb.ics'] = mode;
        h.clock.now += 6 * MIN;
      }
      const res = await h.refreshed(window);
      expect(res.status, name).toBe(200);
      const body = (await res.json()) as Reply;
      expect(body.stale, name).toBe(true);
      expect(body.synced_at, name).toBe(new Date(goodAt).toISOString());
      expect(Date.parse(body.synced_at)).toBeLessThan(h.clock.now);
      expect(body.calendar.map((d) => d.available), name).toEqual(airbnbDays);
    }
    expect(h.warnings).toHaveLength(4);
    expect(h.warnings[0]).toMatch(/could not connect|broke off/);
    expect(h.warnings[0]).toMatch(/; serving the copy that is 6 min old\.$/);
    expect(h.warnings[1]).toMatch(/HTTP 500/);
    expect(h.warnings[2]).toMatch(/Not an iCalendar file/);
    expect(h.warnings.join('\n')).not.toContain('secret-token');

    // The feed recovers: fresh data, no longer stale.
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('vrbo.ics') };
    h.clock.now += 6 * MIN;
    const recovered = (await (await h.refreshed(window)).json()) as Reply;
    expect(recovered).toMatchObject({ stale: false, synced_at: new Date(h.clock.now).toISOString() });
    expect(recovered.calendar.map((d) => d.available)).toEqual([true, true, true, true, true, true, true, true]);
  }, 120_000);

  it('fetches each feed at most once per 5 minutes', async () => {
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    const h = harness(env('/airbnb.ics'));
    await h.post(window);
    expect(host.hits['/airbnb.ics']).toBe(1);
    for (const step of [1, 2, 1.9]) {
      h.clock.now += step * MIN;
      expect((await h.post(window)).status).toBe(200);
    }
    expect(host.hits['/airbnb.ics']).toBe(1); // 4 min 54 s later
    h.clock.now += 0.1 * MIN;
    await h.refreshed(window);
    expect(host.hits['/airbnb.ics']).toBe(2); // 5 min later
    await h.post(window);
    expect(host.hits['/airbnb.ics']).toBe(2);
  });

  it('honours AVAILABILITY_REFRESH_MS and waits out the interval after a failure too', async () => {
    host.routes['/f.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    const h = harness({ ...env('/f.ics'), AVAILABILITY_REFRESH_MS: String(60_000) });
    await h.post(window);
    host.routes['/f.ics'] = { kind: 'status', status: 503 };
    h.clock.now += MIN;
    await h.refreshed(window);
    h.clock.now += 0.5 * MIN;
    await h.refreshed(window);
    expect(host.hits['/f.ics']).toBe(2);
  });

  it('lets concurrent requests share one upstream fetch', async () => {
    host.routes['/airbnb.ics'] = { kind: 'delay', ms: 100, text: fixture('airbnb.ics') };
    const h = harness(env('/airbnb.ics'));
    const replies = await Promise.all(Array.from({ length: 6 }, () => h.post(window)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(host.hits['/airbnb.ics']).toBe(1);
  });

  it('merges several feeds and reports the oldest copy it used', async () => {
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    host.routes['/booking.ics'] = { kind: 'ok', text: fixture('booking-com.ics') };
    const h = harness({ ...env('/airbnb.ics'), AVAILABILITY_ICAL_URLS: `${host.url}/airbnb.ics\n  ${host.url}/booking.ics` });
    const t0 = h.clock.now;
    let body = (await (await h.post(window)).json()) as Reply;
    expect(body.calendar.map((d) => (d.blocked ? 'x' : d.available ? '.' : 'b')).join('')).toBe('bbxxxbb.');
    expect(body.synced_at).toBe(new Date(t0).toISOString());

    host.routes['/booking.ics'] = { kind: 'status', status: 500 };
    h.clock.now += 6 * MIN;
    body = (await (await h.refreshed(window)).json()) as Reply;
    expect(body.stale).toBe(true);
    expect(body.synced_at).toBe(new Date(t0).toISOString()); // Airbnb is fresh, Booking.com is not
    expect(body.calendar.map((d) => (d.blocked ? 'x' : d.available ? '.' : 'b')).join('')).toBe('bbxxxbb.');
  });

  it('keeps bookings when a feed turns up empty, and believes it once it has stayed empty for an hour', async () => {
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    const h = harness(env('/airbnb.ics'));
    await h.post(window);
    host.routes['/airbnb.ics'] = { kind: 'ok', text: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' };
    h.clock.now += 6 * MIN;
    let body = (await (await h.refreshed(window)).json()) as Reply;
    expect(body.stale).toBe(true);
    expect(body.calendar.map((d) => d.available)).toEqual(airbnbDays);
    h.clock.now += 30 * MIN;
    body = (await (await h.refreshed(window)).json()) as Reply;
    expect(body.calendar.map((d) => d.available)).toEqual(airbnbDays);
    h.clock.now += 31 * MIN;
    body = (await (await h.refreshed(window)).json()) as Reply;
    expect(body.stale).toBe(false);
    expect(body.calendar.every((d) => d.available)).toBe(true);
  });

  it('502s while no feed has ever answered, without revealing the feed URL', async () => {
    host.routes['/airbnb.ics'] = { kind: 'status', status: 500 };
    const h = harness(env('/airbnb.ics?s=secret-token'));
    const res = await h.post(window);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { error } = (await res.json()) as { error: string };
    expect(error).toBe('Availability is temporarily unavailable. Please try again in a few minutes.');
    expect(error).not.toContain('127.0.0.1');
    expect(h.warnings.join('\n')).toContain('calendar feed 127.0.0.1:' + new URL(host.url).port + ': HTTP 500');
    expect(h.warnings.join('\n')).not.toContain('secret-token');
  });

  it('502s when the feed cannot be reached or never answers', async () => {
    const unreachable = harness({ AVAILABILITY_ICAL_URLS: 'http://127.0.0.1:1/cal.ics', AVAILABILITY_TIMEOUT_MS: '60000' });
    let res = await unreachable.post(window);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).not.toMatch(/connect|127\.0\.0\.1|ECONN/);
    expect(unreachable.warnings.join('\n')).toMatch(/could not connect/);

    host.routes['/hang.ics'] = { kind: 'hang' };
    const hanging = harness(env('/hang.ics', 300));
    res = await hanging.post(window);
    expect(res.status).toBe(502);
    expect(hanging.warnings.join('\n')).toMatch(/no answer within 300 ms/);
  });

  it('serves the feeds that work, marked stale, when another has never answered', async () => {
    host.routes['/airbnb.ics'] = { kind: 'ok', text: fixture('airbnb.ics') };
    host.routes['/broken.ics'] = { kind: 'ok', text: fixture('garbage.ics') };
    const h = harness(env('/airbnb.ics /broken.ics'));
    const res = await h.post(window);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Reply;
    expect(body.stale).toBe(true);
    expect(body.calendar.map((d) => d.available)).toEqual(airbnbDays);
  });

  it('502s when AVAILABILITY_ICAL_URLS holds no usable URL', async () => {
    const h = harness({ AVAILABILITY_ICAL_URLS: 'ftp://example.com/cal.ics' });
    const res = await h.post(window);
    expect(res.status).toBe(502);
    expect(h.warnings.join('\n')).toMatch(/not http\(s\) URLs: ftp:\/\/example\.com/);
  });

  it('accepts webcal:// links as the https:// address they stand for', () => {
    expect(sourceSettings({ AVAILABILITY_ICAL_URLS: 'webcal://example.com/cal.ics?s=1' }, '/srv').sources).toEqual([
      { kind: 'ical', location: 'https://example.com/cal.ics?s=1', label: 'example.com/cal.ics' },
    ]);
  });
});
