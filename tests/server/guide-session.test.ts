// The guide stays open on a device for the stay: a session kept in the store, an HttpOnly cookie
// for a page of the function's own origin and a token for a page elsewhere (static host +
// Supabase). "Lock the guide" ends it wherever the token was copied; the session ends with the
// stay. Real routes on a real SQLite file and calendar file; the clock is the test's. (The same
// store steps on PostgreSQL: tests/server/store-contract.test.ts.)
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DB } from '../../src/server/db';
import { functionsApp } from '../../src/server/functions';
import { availabilityFeeds } from '../../src/server/availability/sources';
import type { ServerDeps } from '../../src/server/deps';
import { SettingsError } from '../../src/server/guide/passcode';
import { baseDeps } from '../support/deps';
import { scratchDir } from '../../harness/scratch';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { site } from './enquiry-deps';

const fn = `/functions/v1/${site.backend.functions.guide}`;
const PAGE = 'https://guest.example';
/** A page of the function's own origin (the embedded server serving its own pages). */
const ownPage = { origin: PAGE, 'sec-fetch-site': 'same-origin' };
/** A page elsewhere that may call the function (the static host calling Supabase). */
const otherPage = { origin: 'https://static.example', 'sec-fetch-site': 'cross-site' };

let dir: string;
let clock: number;
const open: DB[] = [];

beforeEach(() => {
  dir = scratchDir('guide-session');
  clock = Date.parse('2026-02-01T02:00:00Z');
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

const stay = () => stayFrom(Date.parse('2026-02-01T02:00:00Z'), site, 1);

/** The functions app on the test's database file: a second call is a restart (or another instance). */
function server(env: Record<string, string> = {}, file = path.join(dir, 'site.db')): { app: Hono; deps: ServerDeps & { db: DB } } {
  const db = openDb(file);
  open.push(db);
  const feed = path.join(dir, 'availability.ics');
  const deps = {
    ...baseDeps({
      db,
      site: { ...site, allowedOrigins: ['https://static.example'] },
      env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: feed, TRUST_PROXY: '1', ...env },
      now: () => clock,
      // The server is reached at PAGE (and over plain http): its own pages are there.
      origins: [PAGE, 'http://guest.example'],
    }),
    db,
  };
  writeFeed([stay()], feed);
  return { app: new Hono().route('/functions/v1', functionsApp(deps)), deps };
}

function call(app: Hono, at: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${PAGE}${fn}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', host: 'guest.example', ...headers },
    body: JSON.stringify(body),
  });
}

type Reply = { guide?: { property: { wifi: { password: string } } }; session?: { expiresAt: number; token?: string } };
const reply = async (res: Response) => (await res.json()) as Reply;
const cookieOf = (res: Response) => /guide_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const code = () => accessOf(stay(), site).code;

async function tokenFrom(app: Hono, body: unknown = { passcode: code() }): Promise<string> {
  const res = await call(app, '', body, otherPage);
  expect(res.status).toBe(200);
  return (await reply(res)).session!.token!;
}

describe('a page of the same origin', () => {
  it('gets an HttpOnly, SameSite=Strict cookie until the stay’s guide closes, Secure on https, and no token to hold', async () => {
    const { app } = server();
    const { closesAt } = accessOf(stay(), site);
    const res = await call(app, '', { passcode: code() }, ownPage);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toBe(`guide_session=${cookieOf(res)}; Max-Age=${Math.floor((closesAt - clock) / 1000)}; Path=/; HttpOnly; Secure; SameSite=Strict`);
    expect(cookieOf(res)).toMatch(/^[\w-]{43}$/);
    const body = await reply(res);
    expect(body.guide!.property.wifi.password).toBeTruthy();
    expect(body.session).toEqual({ expiresAt: closesAt });
    // Served over plain http (a local server): the cookie cannot be Secure or the browser drops it.
    const plain = await call(app, '', { passcode: code() }, { origin: 'http://guest.example', host: 'guest.example' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('reopens the guide with the cookie alone, until the stay’s guide closes', async () => {
    const { app } = server();
    const cookie = cookieOf(await call(app, '', { passcode: code() }, ownPage))!;
    const again = await call(app, '/session', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(again.status).toBe(200);
    expect((await reply(again)).guide!.property.wifi.password).toBeTruthy();
    clock = accessOf(stay(), site).closesAt;
    const ended = await call(app, '/session', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: 'Session ended', message: 'Enter your code to open the guide again.' });
    expect(ended.headers.get('set-cookie')).toMatch(/guide_session=; Max-Age=0/);
  });
});

describe('"Lock the guide"', () => {
  it('ends the session wherever its token was copied, not only on this device', async () => {
    const { app } = server();
    const res = await call(app, '', { passcode: code() }, ownPage);
    const cookie = cookieOf(res)!;
    const locked = await call(app, '/lock', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(locked.status).toBe(200);
    expect(locked.headers.get('set-cookie')).toMatch(/^guide_session=; Max-Age=0; Path=\//);
    // The same token, copied before the lock (a second browser, a script): refused.
    expect((await call(app, '/session', {}, { ...ownPage, cookie: `guide_session=${cookie}` })).status).toBe(401);
    expect((await call(app, '/session', { token: cookie }, otherPage)).status).toBe(401);
  });

  it("ends a page elsewhere's token, sent in the body, for every copy of it, across a restart", async () => {
    const first = server();
    const token = await tokenFrom(first.app);
    expect((await call(first.app, '/session', { token }, otherPage)).status).toBe(200);
    expect((await call(first.app, '/lock', { token }, otherPage)).status).toBe(200);
    open.pop()!.close();
    expect((await call(server().app, '/session', { token }, otherPage)).status).toBe(401);
  });
});

describe('a page on another origin', () => {
  it('gets the token in the reply and no cookie, and reopens the guide with it in the body', async () => {
    const { app } = server();
    const res = await call(app, '', { passcode: code() }, otherPage);
    expect(res.headers.get('set-cookie')).toBeNull();
    const { session } = await reply(res);
    expect(session!.expiresAt).toBe(accessOf(stay(), site).closesAt);
    expect(session!.token).toMatch(/^[\w-]{43}$/);
    const again = await call(app, '/session', { token: session!.token }, otherPage);
    expect(again.status).toBe(200);
    expect((await reply(again)).guide).toBeTruthy();
  });

  it('is refused from a site that is not ours, before anything is read', async () => {
    const { app } = server();
    const token = await tokenFrom(app);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      expect((await call(app, '/session', { token }, headers)).status).toBe(403);
      expect((await call(app, '/lock', { token }, headers)).status).toBe(403);
    }
    expect((await call(app, '/session', { token }, otherPage)).status).toBe(200);
    const text = await app.request(`${PAGE}${fn}/session`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ token }) });
    expect(text.status).toBe(415);
  });

  it('answers 400 naming the field for a token that is not text or an unknown field', async () => {
    const { app } = server();
    expect(await (await call(app, '/session', { token: 7 })).json()).toMatchObject({ fields: { token: expect.any(String) } });
    expect(await (await call(app, '/session', { passcode: code() })).json()).toMatchObject({ fields: { passcode: 'is not a known field' } });
  });
});

describe('a session that must not open the guide', () => {
  it('a tampered or made-up token is refused, and the store keeps no token, only its hash', async () => {
    const { app, deps } = server();
    const token = await tokenFrom(app);
    for (const t of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, `${token}=`, 'A'.repeat(43), '']) expect((await call(app, '/session', { token: t })).status, t).toBe(401);
    const kept = deps.db.prepare('SELECT id FROM guide_sessions').all() as { id: string }[];
    expect(kept).toHaveLength(1);
    expect(kept[0].id).not.toBe(token);
  });

  it('a cancelled stay ends its sessions at the next feed refresh', async () => {
    const { app, deps } = server();
    const token = await tokenFrom(app);
    writeFeed([], path.join(dir, 'availability.ics'));
    // An empty feed replaces one that held bookings only after an hour (sources.ts).
    for (const later of [5 * 60_000, 61 * 60_000]) {
      clock += later;
      await availabilityFeeds(deps).read();
      await availabilityFeeds(deps).settled();
    }
    expect((await call(app, '/session', { token })).status).toBe(401);
  });

  it('a new GUIDE_SECRET ends every session; a restart with the same one keeps them', async () => {
    const token = await tokenFrom(server().app);
    open.pop()!.close();
    expect((await call(server().app, '/session', { token })).status).toBe(200);
    open.pop()!.close();
    expect((await call(server({ GUIDE_SECRET: `${GUIDE_SECRET} (new)` }).app, '/session', { token })).status).toBe(401);
  });

  it('a new GUIDE_PASSCODE ends the sessions the old one opened, not those of a stay’s own code', async () => {
    const first = server({ GUIDE_PASSCODE: '1357' });
    const shared = await tokenFrom(first.app, { passcode: '1357' });
    const own = await tokenFrom(first.app);
    open.pop()!.close();
    const changed = server({ GUIDE_PASSCODE: '8642' }).app;
    expect((await call(changed, '/session', { token: shared })).status).toBe(401);
    expect((await call(changed, '/session', { token: own })).status).toBe(200);
    open.pop()!.close();
    expect((await call(server().app, '/session', { token: own })).status).toBe(200);
  });

  it('resuming is not a guess: refused tokens never lock the guest out, and a session opens a locked-out client', async () => {
    const { app } = server();
    const token = await tokenFrom(app);
    for (let i = 0; i < 20; i++) expect((await call(app, '/session', { token: 'x'.repeat(43) })).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await call(app, '', { passcode: 'K7PM-3XQA' })).status).toBe(401);
    expect((await call(app, '', { passcode: code() })).status).toBe(429);
    expect((await call(app, '/session', { token })).status).toBe(200);
  });
});

describe('settings', () => {
  it('GUIDE_SESSION_DAYS sets how long the shared passcode opens it; a shorter one also shortens sessions already given', async () => {
    const { app } = server({ GUIDE_SESSION_DAYS: '1.5', GUIDE_PASSCODE: '1357' });
    const res = await call(app, '', { passcode: '1357' }, ownPage);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=129600;/);
    open.pop()!.close();
    const token = await tokenFrom(server({ GUIDE_PASSCODE: '1357' }).app, { passcode: '1357' });
    open.pop()!.close();
    expect((await call(server({ GUIDE_SESSION_DAYS: '2', GUIDE_PASSCODE: '1357' }).app, '/session', { token })).status).toBe(401);
  });

  it.each([
    [{ GUIDE_SESSION_DAYS: '0' }, /GUIDE_SESSION_DAYS must be a number of days above 0 and at most 90/],
    [{ GUIDE_SESSION_DAYS: '14 days' }, /GUIDE_SESSION_DAYS/],
    [{ GUIDE_SESSION_DAYS: '365' }, /at most 90/],
    [{ GUIDE_SECRET: 'short-secret' }, /GUIDE_SECRET must be at least 32 characters .* the value set has 12\.$/],
    [{ GUIDE_SECRET: '', GUIDE_SESSION_SECRET: 'short' }, /GUIDE_SESSION_SECRET must be at least 32 characters .* the value set has 5\.$/],
  ])('refuses %o at start with one line', (env, message) => {
    expect(() => server(env)).toThrow(SettingsError);
    expect(() => server(env)).toThrow(message);
  });
});
