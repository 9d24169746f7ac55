// The guide stays open on a device for the stay: a signed, expiring session, an HttpOnly cookie
// for a page of the function's own origin and a token for a page elsewhere (static host +
// Supabase). Real routes on a real SQLite file; the clock is the test's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DB } from '../../src/server/db';
import { functionsApp } from '../../src/server/functions';
import { SettingsError } from '../../src/server/guide/passcode';
import { baseDeps } from '../support/deps';
import { site } from './enquiry-deps';

const fn = `/functions/v1/${site.backend.functions.guide}`;
const DAY = 86_400_000;
const CODE = '1357';
const PAGE = 'https://guest.example';
/** A page of the function's own origin (the embedded server serving its own pages). */
const ownPage = { origin: PAGE, 'sec-fetch-site': 'same-origin' };
/** A page elsewhere that may call the function (the static host calling Supabase). */
const otherPage = { origin: 'https://static.example', 'sec-fetch-site': 'cross-site' };

let dir: string;
let clock: number;
const open: DB[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-session-'));
  clock = Date.parse('2026-02-01T02:00:00Z');
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The functions app on the test's database file: a second call is a restart (or another instance). */
function server(env: Record<string, string> = {}, file = path.join(dir, 'site.db')): Hono {
  const db = openDb(file);
  open.push(db);
  const deps = baseDeps({
    db,
    site: { ...site, allowedOrigins: ['https://static.example'] },
    env: { GUIDE_PASSCODE: CODE, TRUST_PROXY: '1', ...env },
    now: () => clock,
  });
  return new Hono().route('/functions/v1', functionsApp(deps));
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

async function tokenFrom(app: Hono): Promise<string> {
  const res = await call(app, '', { passcode: CODE }, otherPage);
  expect(res.status).toBe(200);
  return (await reply(res)).session!.token!;
}

describe('a page of the same origin', () => {
  it('gets an HttpOnly, SameSite=Strict cookie for 14 days, Secure on https, and no token to hold', async () => {
    const res = await call(server(), '', { passcode: CODE }, ownPage);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^guide_session=v1\.\d+\.[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const body = await reply(res);
    expect(body.guide!.property.wifi.password).toBeTruthy();
    expect(body.session).toEqual({ expiresAt: clock + 14 * DAY });
    // Served over plain http (a local server): the cookie cannot be Secure or the browser drops it.
    const plain = await call(server(), '', { passcode: CODE }, { origin: 'http://guest.example', host: 'guest.example' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('reopens the guide with the cookie alone, until it expires', async () => {
    const app = server();
    const cookie = cookieOf(await call(app, '', { passcode: CODE }, ownPage))!;
    const again = await call(app, '/session', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(again.status).toBe(200);
    expect((await reply(again)).guide!.property.wifi.password).toBeTruthy();
    clock += 14 * DAY;
    const ended = await call(app, '/session', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: 'Session ended', message: 'Enter the passcode to open the guide again.' });
    expect(ended.headers.get('set-cookie')).toMatch(/guide_session=; Max-Age=0/);
  });

  it('"Lock the guide" clears the cookie', async () => {
    const app = server();
    const cookie = cookieOf(await call(app, '', { passcode: CODE }, ownPage))!;
    const res = await call(app, '/lock', {}, { ...ownPage, cookie: `guide_session=${cookie}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^guide_session=; Max-Age=0; Path=\//);
  });
});

describe('a page on another origin', () => {
  it('gets the token in the reply and no cookie, and reopens the guide with it in the body', async () => {
    const app = server();
    const res = await call(app, '', { passcode: CODE }, otherPage);
    expect(res.headers.get('set-cookie')).toBeNull();
    const { session } = await reply(res);
    expect(session!.expiresAt).toBe(clock + 14 * DAY);
    expect(session!.token).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    const again = await call(app, '/session', { token: session!.token }, otherPage);
    expect(again.status).toBe(200);
    expect((await reply(again)).guide).toBeTruthy();
  });

  it('is refused from a site that is not ours, before anything is read', async () => {
    const token = await tokenFrom(server());
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      expect((await call(server(), '/session', { token }, headers)).status).toBe(403);
    }
    const text = await server().request(`${PAGE}${fn}/session`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ token }) });
    expect(text.status).toBe(415);
  });

  it('answers 400 naming the field for a token that is not text or an unknown field', async () => {
    const app = server();
    expect(await (await call(app, '/session', { token: 7 })).json()).toMatchObject({ fields: { token: expect.any(String) } });
    expect(await (await call(app, '/session', { passcode: CODE })).json()).toMatchObject({ fields: { passcode: 'is not a known field' } });
  });
});

describe('a session that must not open the guide', () => {
  it('a tampered, expired or made-up token is refused', async () => {
    const app = server();
    const token = await tokenFrom(app);
    const [, expiry, sig] = token.split('.');
    const refused = [
      `v1.${Number(expiry) + DAY}.${sig}`, // a later expiry under the old signature
      `v1.${expiry}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `v2.${expiry}.${sig}`,
      token + '=',
      '',
    ];
    for (const t of refused) expect((await call(app, '/session', { token: t })).status, t).toBe(401);
    clock += 14 * DAY - 1;
    expect((await call(app, '/session', { token })).status).toBe(200);
    clock += 1;
    expect((await call(app, '/session', { token })).status).toBe(401);
  });

  it('a new passcode ends every session; a restart with the same code keeps them', async () => {
    const token = await tokenFrom(server());
    open.pop()!.close();
    expect((await call(server(), '/session', { token })).status).toBe(200);
    expect((await call(server({ GUIDE_PASSCODE: '8642' }), '/session', { token })).status).toBe(401);
  });

  it('a token depends on the server secret, so the code cannot be tried against it offline', async () => {
    const secret = (c: string) => ({ GUIDE_SESSION_SECRET: c.repeat(40) });
    const a = await tokenFrom(server(secret('a'), path.join(dir, 'a.db')));
    const b = await tokenFrom(server(secret('b'), path.join(dir, 'b.db')));
    // Same code, same expiry, different secrets: nothing in the token is a function of the code alone.
    expect(a.split('.').slice(0, 2)).toEqual(b.split('.').slice(0, 2));
    expect(a).not.toBe(b);
    // With the secret set, instances that share no database accept each other's sessions.
    expect((await call(server(secret('a'), path.join(dir, 'c.db')), '/session', { token: a })).status).toBe(200);
    expect((await call(server(secret('a'), path.join(dir, 'c.db')), '/session', { token: b })).status).toBe(401);
  });

  it('resuming is not a guess: refused tokens never lock the guest out, and a session opens a locked-out client', async () => {
    const app = server();
    const token = await tokenFrom(app);
    for (let i = 0; i < 20; i++) expect((await call(app, '/session', { token: `v1.${clock + DAY}.${'x'.repeat(43)}` })).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await call(app, '', { passcode: '0000' })).status).toBe(401);
    expect((await call(app, '', { passcode: CODE })).status).toBe(429);
    expect((await call(app, '/session', { token })).status).toBe(200);
  });
});

describe('settings', () => {
  it('GUIDE_SESSION_DAYS sets the length; a shorter one also shortens sessions already given', async () => {
    const app = server({ GUIDE_SESSION_DAYS: '1.5' });
    const res = await call(app, '', { passcode: CODE }, ownPage);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=129600;/);
    const token = await tokenFrom(server());
    expect((await call(server({ GUIDE_SESSION_DAYS: '2' }), '/session', { token })).status).toBe(401);
  });

  it.each([
    [{ GUIDE_SESSION_DAYS: '0' }, /GUIDE_SESSION_DAYS must be a number of days above 0 and at most 90/],
    [{ GUIDE_SESSION_DAYS: '14 days' }, /GUIDE_SESSION_DAYS/],
    [{ GUIDE_SESSION_DAYS: '365' }, /at most 90/],
    [{ GUIDE_SESSION_SECRET: 'short-secret' }, /GUIDE_SESSION_SECRET must be at least 32 characters .* the value set has 12\.$/],
  ])('refuses %o at start with one line', (env, message) => {
    expect(() => server(env)).toThrow(SettingsError);
    expect(() => server(env)).toThrow(message);
  });
});
