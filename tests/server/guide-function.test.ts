// The guide function on a real SQLite file and a real calendar file: each stay's own code and
// link (derived from the stay and GUIDE_SECRET, as the test derives them too), the budgets that
// keep guessing out of reach without keeping guests out, and the shared passcode, the weak
// option. The clock is the test's.
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DB } from '../../src/server/db';
import { guideRoutes } from '../../src/server/functions/guide/routes';
import { availabilityFeeds } from '../../src/server/availability/sources';
import type { ServerDeps } from '../../src/server/deps';
import type { GuideContent } from '../../src/core/types/content.gen';
import { codeBudget } from '../../src/server/guide/gate';
import { FAILED_REFRESHES_CLOSE } from '../../src/server/guide/stays';
import { formatCode } from '../../src/core/guide-code';
import { baseDeps } from '../support/deps';
import { scratchDir } from '../../harness/scratch';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { site } from './enquiry-deps';

const route = `/functions/v1/${site.backend.functions.guide}`;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let dir: string;
let clock: number;
let logged: string[];
const open: DB[] = [];

beforeEach(() => {
  dir = scratchDir('guide-fn');
  clock = Date.parse('2026-12-10T02:00:00Z');
  logged = [];
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

/** The stay checking in two days from now (its code works), and one a month away (not yet). */
const current = () => stayFrom(clock, site, 2);
const later = () => stayFrom(clock, site, 30);

function build(env: Record<string, string> = {}, stays = [current(), later()]): { app: Hono; deps: ServerDeps & { db: DB } } {
  const db = openDb(path.join(dir, 'site.db'));
  open.push(db);
  const feed = writeFeed(stays, path.join(dir, 'availability.ics'));
  const log = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
  const deps = { ...baseDeps({ db, env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: feed, TRUST_PROXY: '1', ...env }, now: () => clock, log }), db };
  return { app: new Hono().route(route, guideRoutes(deps)), deps };
}

function call(app: Hono, at: string, body: unknown, client = '203.0.113.7') {
  return app.request(`${route}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const unlock = (app: Hono, passcode: unknown, client?: string) => call(app, '', { passcode }, client);
const follow = (app: Hono, key: string, client?: string) => call(app, '/link', { key }, client);
type Reply = { guide?: GuideContent; session?: { expiresAt: number; token?: string }; error?: string; message?: string; scope?: string; reason?: string; opensAt?: number };
const json = async (res: Response) => (await res.json()) as Reply;

/** The feed read again, one refresh interval on. */
async function refreshed(deps: ServerDeps) {
  clock += 5 * 60_000;
  const feeds = availabilityFeeds(deps);
  await feeds.read();
  await feeds.settled();
}

describe("a stay's code", () => {
  it('opens the whole guide, uncached, however the guest types it, until the stay’s window closes', async () => {
    const { app } = build();
    const a = accessOf(current(), site);
    for (const typed of [a.code, formatCode(a.code), ` ${formatCode(a.code).toLowerCase().replace('-', ' ')} `]) {
      const res = await unlock(app, typed);
      expect(res.status, typed).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await json(res);
      expect(body.guide!.property.wifi.password).toBe('Seabreeze-Kahibah-2290');
      expect(body.session!.expiresAt).toBe(a.closesAt);
    }
  });

  it("states the facts from site.yaml (beds, times), with no placeholder left unfilled", async () => {
    const { app } = build();
    const res = await unlock(app, accessOf(current(), site).code);
    const text = await res.clone().text();
    const { guide } = await json(res);
    expect(guide!.property.bedding[0]).toBe('Bedroom 1 has a queen bed and Bedroom 2 has two single beds.');
    expect(guide!.property.checkIn).toBe('3:00 PM onwards');
    expect(text).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('typed early or late, says when it works, in the link’s words; a code of no stay stays "Invalid"', async () => {
    const { app } = build();
    const day = (at: number) => new Date(at).toLocaleDateString('en-AU', { timeZone: site.property.timeZone, weekday: 'long', day: 'numeric', month: 'long' });
    const soon = accessOf(later(), site);
    const early = await unlock(app, formatCode(soon.code));
    expect(early.status).toBe(401);
    expect(await json(early)).toEqual({ error: 'Not open yet', message: `Your code opens the guide on ${day(soon.opensAt)}, a few days before your stay.` });
    // The link says the same.
    expect((await json(await follow(app, soon.linkKey))).message).toBe(`Your link opens the guide on ${day(soon.opensAt)}, a few days before your stay.`);
    const stay = current();
    const a = accessOf(stay, site);
    clock = a.closesAt - 1;
    expect((await unlock(app, a.code)).status).toBe(200);
    clock = a.closesAt;
    const late = await unlock(app, a.code);
    expect(late.status).toBe(401);
    // The last day it worked: the day after check-out (closesDaysAfter: 1).
    expect(day(a.closesAt - 1)).toBe(day(Date.parse(`${stay.end}T12:00:00Z`) + 86_400_000));
    expect(await json(late)).toEqual({ error: 'This stay has ended', message: `Your code ended on ${day(a.closesAt - 1)}: it no longer opens the guide. Contact us if you need anything.` });
    expect((await json(await follow(app, a.linkKey))).message).toBe(`Your link ended on ${day(a.closesAt - 1)}: it no longer opens the guide. Contact us if you need anything.`);
    expect(await json(await unlock(app, 'K7PM-3XQA'))).toEqual({ error: 'Invalid Passcode', message: 'Please enter the correct passcode.' });
  });

  it('typed more than 30 days before its guide opens, is a wrong code: a stay of next year adds nothing a guess could find', async () => {
    const far = stayFrom(clock, site, 60);
    const { app } = build({}, [current(), far]);
    for (let i = 0; i < 10; i++) expect(await json(await unlock(app, accessOf(far, site).code))).toEqual({ error: 'Invalid Passcode', message: 'Please enter the correct passcode.' });
    // Counted as the wrong codes they are.
    expect((await unlock(app, accessOf(far, site).code)).status).toBe(429);
  });

  it('typed early or late, is no wrong guess: the guest is told again, and its connection keeps all ten tries', async () => {
    const { app } = build();
    const soon = accessOf(later(), site);
    for (let i = 0; i < 15; i++) expect((await unlock(app, soon.code)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await unlock(app, 'K7PM-3XQA')).status).toBe(401);
    expect((await unlock(app, 'K7PM-3XQA')).status).toBe(429);
  });

  it('stops when the stay is cancelled or moved, at the next feed refresh; the moved stay has a new code', async () => {
    const { app, deps } = build();
    const stay = current();
    const moved = { ...stay, end: '2026-12-20' };
    expect((await unlock(app, accessOf(stay, site).code)).status).toBe(200);
    writeFeed([moved], path.join(dir, 'availability.ics'));
    await refreshed(deps);
    expect((await unlock(app, accessOf(stay, site).code)).status).toBe(401);
    expect((await unlock(app, accessOf(moved, site).code)).status).toBe(200);
  });

  it('stops at once when the feed answers empty (its only stay cancelled), though the calendar waits an hour to trust it', async () => {
    const { app, deps } = build({}, [current()]);
    const a = accessOf(current(), site);
    const token = (await json(await unlock(app, a.code, '198.51.100.1'))).session!.token!;
    writeFeed([], path.join(dir, 'availability.ics'));
    await refreshed(deps);
    expect(await json(await unlock(app, a.code))).toMatchObject({ error: 'Invalid Passcode' });
    expect(await json(await follow(app, a.linkKey))).toMatchObject({ reason: 'unknown' });
    // Booked nights stay booked for an hour (a provider's hiccup must not free them), and the
    // guest who opened the guide keeps it as long; then both follow the empty calendar.
    expect((await call(app, '/session', { token })).status).toBe(200);
    clock += 60 * 60_000;
    await refreshed(deps);
    expect((await call(app, '/session', { token })).status).toBe(401);
  });

  it.each([
    ['too short', 'K7PM-3XQ'],
    ['four digits, with no shared passcode set', '1357'],
    ['a look-alike character (O is never in a code)', 'K7PM-3XQO'],
    ['a number instead of text', 13572468],
    ['nothing', ''],
  ])('answers 400 naming passcode for %s, uncounted', async (_name, passcode) => {
    const { app } = build();
    for (let i = 0; i < 12; i++) {
      const res = await unlock(app, passcode);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(['passcode']);
    }
    expect((await unlock(app, accessOf(current(), site).code)).status).toBe(200);
  });

  it('answers 400 for an extra field or a body that is not JSON', async () => {
    const { app } = build();
    expect(((await (await call(app, '', { passcode: 'K7PM-3XQA', remember: true })).json()) as { fields: object }).fields).toHaveProperty('remember');
    expect(await (await call(app, '', 'passcode=K7PM3XQA')).json()).toMatchObject({ fields: { '(body)': 'is not valid JSON' } });
  });

  it('ten wrong codes from one connection wait 15 minutes there only, told "from this connection", not "you typed"', async () => {
    const { app } = build();
    const { code } = accessOf(current(), site);
    for (let i = 0; i < 10; i++) expect((await unlock(app, 'K7PM-3XQA')).status).toBe(401);
    clock += 60_000;
    const res = await unlock(app, code);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(14 * 60));
    expect(await json(res)).toMatchObject({ scope: 'client', error: 'Too many attempts', message: expect.stringMatching(/^Too many wrong codes were tried from this connection\. Try again in 14 minutes, or open the link/) });
    expect((await unlock(app, code, '198.51.100.2')).status).toBe(200);
    clock += FIFTEEN_MINUTES;
    expect((await unlock(app, code)).status).toBe(200);
  });

  it('a right code clears none of the wrong ones before it: one connection holding a code gets ten wrong tries, no more', async () => {
    const { app, deps } = build();
    const { code } = accessOf(current(), site);
    for (let i = 0; i < 9; i++) expect((await unlock(app, 'K7PM-3XQA')).status).toBe(401);
    expect((await unlock(app, code)).status).toBe(200);
    expect((await unlock(app, 'K7PM-3XQB')).status).toBe(401);
    expect((await unlock(app, 'K7PM-3XQC')).status).toBe(429);
    expect((await unlock(app, code)).status).toBe(429);
    // Every wrong code counts against the budget of all clients; the right one does not.
    expect(deps.db.prepare("SELECT count(*) AS n FROM rate_events WHERE bucket = 'guide-code'").get()).toEqual({ n: 10 });
  });
});

describe('when the budget of wrong codes from everyone is spent (a flood far beyond 10 a second)', () => {
  /** As many wrong codes as the budget allows, each from its own address, written as the server counts them. */
  function spend(db: DB) {
    const budget = codeBudget(8, 1);
    const insert = db.prepare('INSERT INTO rate_events (bucket, client, at_ms) VALUES (?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < budget; i++) insert.run('guide-code', `flood-${i}`, clock - 1000);
    })();
  }

  it('a typed code waits, and the guest is told it is not them; the link and a session still open the guide; the host reads one line', async () => {
    const { app, deps } = build();
    const a = accessOf(current(), site);
    const token = (await json(await call(app, '', { passcode: a.code }, '203.0.113.99'))).session!.token!;
    spend(deps.db);
    const typed = await unlock(app, a.code);
    expect(typed.status).toBe(429);
    const body = await json(typed);
    expect(body).toMatchObject({ scope: 'all', error: 'The guide is busy' });
    expect(body.message).toMatch(/^Too many wrong codes were tried on this site just now, not by you\. Try again in 15 minutes, or open the link in your booking message: it works now\.$/);
    expect(body.message).not.toMatch(/you typed|incorrect/i);
    expect((await follow(app, a.linkKey)).status).toBe(200);
    expect((await call(app, '/session', { token })).status).toBe(200);
    await unlock(app, 'K7PM-3XQA', '198.51.100.50');
    expect(logged.filter((l) => /wrong codes within 15 minutes/.test(l))).toEqual([
      'Digital guide: 15,000 wrong codes within 15 minutes from many addresses: someone is guessing. Typed codes wait up to 15 min; every stay\'s link still opens the guide at once. Nothing needs changing: the codes stay out of reach (docs/security.md).',
    ]);
    // As the oldest of them leaves the window, typed codes are tested again.
    clock += FIFTEEN_MINUTES;
    expect((await unlock(app, a.code)).status).toBe(200);
  });
});

describe("a stay's link", () => {
  it('opens the guide whatever this connection or anyone else sent, never counted', async () => {
    const { app } = build();
    const a = accessOf(current(), site);
    for (let i = 0; i < 12; i++) await unlock(app, 'K7PM-3XQA');
    expect((await unlock(app, a.code)).status).toBe(429);
    const res = await follow(app, a.linkKey);
    expect(res.status).toBe(200);
    expect((await json(res)).session!.expiresAt).toBe(a.closesAt);
    for (let i = 0; i < 30; i++) expect((await follow(app, 'A'.repeat(22))).status).toBe(401);
    expect((await follow(app, a.linkKey)).status).toBe(200);
  });

  it('says when a stay’s guide opens, that an ended one has closed, and nothing about a key that is no stay’s', async () => {
    const { app } = build();
    const soon = accessOf(later(), site);
    const early = await follow(app, soon.linkKey);
    expect(early.status).toBe(401);
    const day = new Date(soon.opensAt).toLocaleDateString('en-AU', { timeZone: site.property.timeZone, weekday: 'long', day: 'numeric', month: 'long' });
    expect(await json(early)).toEqual({ error: 'Not open yet', message: `Your link opens the guide on ${day}, a few days before your stay.`, reason: 'early' });
    const ended = accessOf(current(), site);
    clock = ended.closesAt;
    expect(await json(await follow(app, ended.linkKey))).toMatchObject({ error: 'This stay has ended', reason: 'ended' });
    expect(await json(await follow(app, 'B'.repeat(22)))).toMatchObject({ error: "This link doesn't open the guide", reason: 'unknown' });
    expect(((await (await follow(app, 'short')).json()) as { fields: Record<string, string> }).fields).toEqual({ key: 'must be the 22 characters after #key= in the link' });
  });
});

describe('a feed that breaks (HTML in its place, or gone)', () => {
  const feedFile = () => path.join(dir, 'availability.ics');
  const breakings: [string, () => void][] = [
    ['replaced by a web page', () => fs.writeFileSync(feedFile(), '<!doctype html><title>Sign in</title>')],
    ['deleted', () => fs.rmSync(feedFile())],
  ];
  it.each(breakings)('%s: codes and links work on its last copy for an hour, then open nothing new; sessions stay; the host is told once', async (_name, breakIt) => {
    const { app, deps } = build();
    const a = accessOf(current(), site);
    const token = (await json(await unlock(app, a.code, '198.51.100.1'))).session!.token!;
    breakIt();
    // A provider's hiccup: guests arriving now still get in.
    await refreshed(deps);
    expect((await unlock(app, a.code, '198.51.100.2')).status).toBe(200);
    expect((await follow(app, a.linkKey, '198.51.100.2')).status).toBe(200);
    for (let i = 0; i < FAILED_REFRESHES_CLOSE; i++) await refreshed(deps);
    // Failures for twelve refresh intervals (an hour): the copy may list a stay cancelled since.
    const typed = await unlock(app, a.code, '198.51.100.3');
    expect(typed.status).toBe(503);
    expect(await json(typed)).toMatchObject({ error: "We couldn't check your code", message: "The booking calendar can't be read just now. Please try again in a few minutes." });
    expect((await follow(app, a.linkKey, '198.51.100.3')).status).toBe(503);
    expect((await call(app, '/session', { token })).status).toBe(200);
    await refreshed(deps);
    expect(logged.filter((l) => l.startsWith('Digital guide: the booking feed'))).toEqual([
      expect.stringMatching(/^Digital guide: the booking feed availability\.ics has failed since \d{4}-\d\d-\d\d \d\d:\d\d UTC \((the calendar is not valid iCalendar|there is no availability\.ics)\): its stays' codes and links open the guide for nobody new until it answers again; guests who opened it keep it\./),
    ]);
    // Back: new guests get in again, and the host reads that too.
    writeFeed([current(), later()], feedFile());
    await refreshed(deps);
    expect((await unlock(app, a.code, '198.51.100.4')).status).toBe(200);
    expect(logged.at(-1)).toBe("Digital guide: the booking feed availability.ics answers again; its stays' codes and links open the guide.");
  });
});

describe('with no copy of the booking feed', () => {
  it('says the code cannot be checked now (503, try again), while the shared passcode, when set, still opens the guide', async () => {
    const { app } = build({ AVAILABILITY_ICS_FILE: path.join(dir, 'missing.ics'), GUIDE_PASSCODE: '4821' });
    const res = await unlock(app, 'K7PM-3XQA');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await json(res)).toMatchObject({ error: "We couldn't check your code", message: "The booking calendar can't be read just now. Please try again in a few minutes." });
    expect((await unlock(app, '4821')).status).toBe(200);
  });
});

describe('the shared passcode (GUIDE_PASSCODE, the weak option)', () => {
  it('opens the guide for GUIDE_SESSION_DAYS, and the log says once why it is the weak option', async () => {
    const { app } = build({ GUIDE_PASSCODE: '4821' });
    const res = await unlock(app, '4821');
    expect(res.status).toBe(200);
    expect((await json(res)).session!.expiresAt).toBe(clock + 14 * 86_400_000);
    const warnings = logged.filter((l) => l.startsWith('GUIDE_PASSCODE is set'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/the weak option \(one 4-digit code shared by every stay and valid until you change it: a former guest or a leaked photo opens the guide for every later stay, and a few wrong tries from anyone lock the code out for everyone for 15 minutes\)/);
  });

  it('six wrong ones from anyone lock the passcode out for everyone, but never a stay’s own code', async () => {
    const { app } = build({ GUIDE_PASSCODE: '4821' });
    for (let i = 0; i < 6; i++) expect((await unlock(app, String(1000 + i), `198.51.100.${i + 1}`)).status).toBe(401);
    const shut = await unlock(app, '4821', '203.0.113.200');
    expect(shut.status).toBe(429);
    expect(await json(shut)).toMatchObject({ scope: 'all', error: 'The guide is busy' });
    expect((await unlock(app, accessOf(current(), site).code, '203.0.113.200')).status).toBe(200);
    expect(logged.filter((l) => l.includes('wrong passcodes within 15 minutes'))).toHaveLength(1);
  });

  it('is used only when set: four digits are then not a code at all', async () => {
    const { app } = build();
    expect((await unlock(app, '4821')).status).toBe(400);
  });
});
