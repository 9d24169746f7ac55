import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DB } from '../../src/server/db';
import { guideRoutes } from '../../src/server/functions/guide';
import { siteFile } from '../../src/content/paths';
import type { GuideContent } from '../../src/types/content.gen';
import { baseDeps } from '../support/deps';

const site = parse(fs.readFileSync(siteFile, 'utf8'));
const route = `/functions/v1/${site.backend.functions.guide}`;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let dir: string;
let dbFile: string;
let clock: number;
const open: DB[] = [];

function build(db = openDb(dbFile)): Hono {
  open.push(db);
  const deps = baseDeps({ db, env: { GUIDE_PASSCODE: '1357', TRUST_PROXY: '1' }, now: () => clock });
  const app = new Hono();
  app.route(route, guideRoutes(deps));
  return app;
}

function unlock(app: Hono, body: unknown, client = '203.0.113.7') {
  return app.request(route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-fn-'));
  dbFile = path.join(dir, 'site.db');
  clock = Date.parse('2025-01-10T02:00:00Z');
});

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('guide unlock function', () => {
  it('rejects a wrong passcode with the guest-facing message', async () => {
    const res = await unlock(build(), { passcode: '1234' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid Passcode', message: 'Please enter the correct passcode.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('returns the whole guide, WiFi included, for the right passcode, uncached', async () => {
    const res = await unlock(build(), { passcode: '1357' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { guide } = (await res.json()) as { guide: GuideContent };
    expect(guide.property.wifi.network).toBeTruthy();
    expect(guide.property.wifi.password).toBe('Seabreeze-Kahibah-2290');
    expect(guide.property.airConditioning.recommended).toBe('22°C');
    expect(guide.manuals).toHaveLength(4);
  });

  it("states the facts from site.yaml (beds, times), with no placeholder left unfilled", async () => {
    const res = await unlock(build(), { passcode: '1357' });
    const text = await res.clone().text();
    const { guide } = (await res.json()) as { guide: GuideContent };
    expect(guide.property.bedding[0]).toBe('Bedroom 1 has a queen bed and Bedroom 2 has two single beds.');
    expect(guide.property.checkIn).toBe('3:00 PM onwards');
    expect(guide.property.checkOut).toBe('10:00 AM');
    expect(guide.search.items.find((i) => i.id === 'check-in')!.content).toMatch(/^Check-in from 3:00 PM\./);
    expect(text).not.toMatch(/\{[A-Za-z]+\}/);
    expect(text).not.toMatch(/double bed/i);
  });

  it.each([
    ['three digits', { passcode: '135' }],
    ['letters', { passcode: 'abcd' }],
    ['a number instead of text', { passcode: 1357 }],
    ['missing', {}],
  ])('answers 400 naming passcode for %s', async (_name, body) => {
    const res = await unlock(build(), body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(json.fields)).toEqual(['passcode']);
  });

  it('answers 400 for an extra field, naming it', async () => {
    const res = await unlock(build(), { passcode: '1357', remember: true });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty('remember');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await unlock(build(), 'passcode=1357');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { '(body)': 'is not valid JSON' } });
  });

  it('does not count malformed bodies as guesses', async () => {
    const app = build();
    for (let i = 0; i < 6; i++) expect((await unlock(app, { passcode: '12' })).status).toBe(400);
    expect((await unlock(app, { passcode: '1357' })).status).toBe(200);
  });

  it('locks a client out after five wrong codes, even for the right one', async () => {
    const app = build();
    for (let i = 0; i < 5; i++) expect((await unlock(app, { passcode: '0000' })).status).toBe(401);
    clock += 60_000;
    const res = await unlock(app, { passcode: '1357' });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: string; retryAfterSeconds: number };
    expect(body.retryAfterSeconds).toBe(14 * 60);
    expect(res.headers.get('retry-after')).toBe(String(14 * 60));
    expect(body.error).toBeTruthy();
  });

  it('keeps the lock-out across a restart', async () => {
    const app = build();
    for (let i = 0; i < 5; i++) await unlock(app, { passcode: '9999' });
    open.pop()!.close();
    const restarted = build();
    expect((await unlock(restarted, { passcode: '1357' })).status).toBe(429);
  });

  it('does not lock out a different client', async () => {
    const app = build();
    for (let i = 0; i < 5; i++) await unlock(app, { passcode: '9999' }, '198.51.100.1');
    expect((await unlock(app, { passcode: '1357' }, '198.51.100.1')).status).toBe(429);
    expect((await unlock(app, { passcode: '1357' }, '198.51.100.2')).status).toBe(200);
  });

  it('lets the client try again once 15 minutes have passed', async () => {
    const app = build();
    for (let i = 0; i < 5; i++) await unlock(app, { passcode: '9999' });
    clock += FIFTEEN_MINUTES - 1000;
    expect((await unlock(app, { passcode: '1357' })).status).toBe(429);
    clock += 1000;
    expect((await unlock(app, { passcode: '1357' })).status).toBe(200);
  });

  it('starts a guest afresh after the right code', async () => {
    const app = build();
    for (let i = 0; i < 4; i++) await unlock(app, { passcode: '9999' });
    expect((await unlock(app, { passcode: '1357' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await unlock(app, { passcode: '9999' })).status).toBe(401);
    expect((await unlock(app, { passcode: '1357' })).status).toBe(200);
  });
});
