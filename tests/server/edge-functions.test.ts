// The Supabase Edge Functions: their entry points written and bundled from the functions'
// definitions as they are deployed (npm run build:functions), type-checked with deno check, and
// each bundle run under Deno (the `deno` npm package) from a copy outside the project, against a
// real PostgreSQL server with the supabase/migrations schema: what runs here is what Supabase
// gets, and it needs nothing else.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import postgres from 'postgres';
import { FunctionsClient } from '@supabase/functions-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { bundleDir, buildFunctions } from '../../scripts/supabase-functions';
import { deployed } from '../../scripts/supabase-config';
import { runtimeSettings } from '../../src/server/functions/define';
import { useMigratedPostgres } from '../support/postgres';
import { deno, useDenoBundles } from '../support/deno-bundles';
import { site } from './enquiry-deps';
import { request } from '../../harness/requests';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { formatCode } from '../../src/core/guide-code';
import { documentedSettings } from '../support/docs';

const names = site.backend.functions;
const entry = (name: string) => path.join('supabase', 'functions', name, 'index.ts');

const pg = useMigratedPostgres();
beforeAll(() => buildFunctions(), 120_000);

/** Starts a function's bundle under Deno, as Supabase would; returns its URL. */
const startBundle = useDenoBundles(() => pg.url);
const serve = (name: string, env: Record<string, string> = {}) => startBundle(bundleDir(name), name, env);

// On a connection of its own (harness/requests.ts), as every server test asks.
const post = (url: string, body: unknown, client = '203.0.113.5') => request({ url }, 'POST', '', { 'content-type': 'application/json', 'x-forwarded-for': client }, JSON.stringify(body));

describe('the deployed bundles', () => {
  const config = fs.readFileSync(path.join(rootDir, 'supabase', 'config.toml'), 'utf8');

  for (const { name, settings, privateFiles } of deployed()) {
    it(`${name}: config.toml deploys only files in its own folder`, () => {
      const section = config.split(`[functions.${name}]`)[1].split('[functions.')[0];
      const paths = [...section.matchAll(/"(\.[^"]+)"/g)].map((m) => m[1]);
      expect(paths[0]).toBe(`./functions/${name}/bundle/index.js`);
      for (const p of paths) expect(p.startsWith(`./functions/${name}/bundle/`), p).toBe(true);
    });

    it(`${name}: imports nothing but Node's built-ins`, async () => {
      const file = path.join(bundleDir(name), 'index.js');
      const { metafile } = await build({ entryPoints: [file], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', logLevel: 'silent' });
      const imports = Object.values(metafile.inputs).flatMap((i) => i.imports);
      expect(imports.filter((i) => !i.external || !isBuiltin(i.path))).toEqual([]);
      const required = [...fs.readFileSync(file, 'utf8').matchAll(/__require\("([^"]+)"\)/g)].map((m) => m[1]);
      expect(required.filter((r) => !isBuiltin(r))).toEqual([]);
    });

    it(`${name}: reads the settings its definition names, and of the documented ones no other but the runtime's`, () => {
      const code = fs.readFileSync(path.join(bundleDir(name), 'index.js'), 'utf8');
      // Read as `env.NAME` or passed by name ("NAME"): a mention in a message or a comment is neither.
      const read = documentedSettings().filter((s) => new RegExp(`\\.${s}\\b|"${s}"`).test(code));
      expect(settings.filter((s) => !read.includes(s)), 'named but never read').toEqual([]);
      expect(read.filter((s) => !settings.includes(s) && !runtimeSettings.includes(s)), 'read but not named').toEqual([]);
    });

    it(`${name}: ships the private files its definition names, and no other`, () => {
      const dir = path.join(bundleDir(name), 'private');
      const shipped = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `private/${f}`) : [];
      expect(shipped.sort()).toEqual([...privateFiles].sort());
    });
  }

  it('only the guide function carries the guide; availability and the guide the calendar file (the stays)', () => {
    const shipped = (name: string) => fs.readdirSync(path.join(bundleDir(name), 'private'), { withFileTypes: true }).map((e) => e.name).sort();
    expect(shipped(names.guide)).toEqual(['availability.ics', 'guide.yaml']);
    expect(shipped(names.availability)).toEqual(['availability.ics']);
    expect(fs.existsSync(path.join(bundleDir(names.enquiry), 'private'))).toBe(false);
  });
});

describe('Supabase Edge Functions under Deno', () => {
  it('type-check with deno check', () => {
    // The entry points build:functions wrote from the definitions, and what they import.
    const out = execFileSync(deno, ['check', ...Object.values(names).map(entry)], { cwd: rootDir, encoding: 'utf8', stdio: 'pipe' });
    expect(out).not.toMatch(/error/i);
  }, 300_000);

  it(`${names.guide}: a stay's code and link, as Node derives them, open the guide; wrong codes are counted in Postgres`, async () => {
    const stay = stayFrom(Date.now(), site, 1);
    const a = accessOf(stay, site);
    const url = await serve(names.guide, { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) });
    const byCode = await post(url, { passcode: formatCode(a.code) });
    expect(byCode.status).toBe(200);
    expect(((await byCode.json()) as { session: { expiresAt: number } }).session.expiresAt).toBe(a.closesAt);
    expect((await post(`${url}/link`, { key: a.linkKey })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await post(url, { passcode: 'K7PM-3XQA' }, '203.0.113.8')).status).toBe(401);
    expect((await post(url, { passcode: a.code }, '203.0.113.8')).status).toBe(429);
    const sql = postgres(pg.url, { max: 1 });
    const [{ n }] = await sql`select count(*)::int as n from rate_events where bucket = 'guide-code' and client = '203.0.113.8'`;
    await sql.end();
    expect(n).toBe(10);
  }, 60_000);

  it(`${names.guide}: the shared passcode's wrong codes get 401 until the lock-out, kept in Postgres`, async () => {
    const url = await serve(names.guide, { GUIDE_SECRET, GUIDE_PASSCODE: '1357' });
    const ok = await post(url, { passcode: '1357' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { guide: { property: { wifi: { network: string } } } }).guide.property.wifi.network).toBeTruthy();
    for (let i = 0; i < 5; i++) expect((await post(url, { passcode: '0000' }, '203.0.113.6')).status).toBe(401);
    expect((await post(url, { passcode: '1357' }, '203.0.113.6')).status).toBe(429);
    const sql = postgres(pg.url, { max: 1 });
    const [{ n }] = await sql`select count(*)::int as n from rate_events where bucket = 'guide-fail' and client = '203.0.113.6'`;
    await sql.end();
    expect(n).toBe(5);
  }, 60_000);

  it(`${names.guide}: refuses to start without GUIDE_SECRET, saying so: an instance has no file to keep one in, and the database must hold none`, async () => {
    await expect(serve(names.guide, { GUIDE_PASSCODE: '1357' })).rejects.toThrow(/GUIDE_SECRET is not set: the guide derives every stay's code and link from it/);
  }, 60_000);

  it(`${names.enquiry}: stores the enquiry in Postgres before the 201`, async () => {
    const url = await serve(names.enquiry);
    const res = await post(url, { firstName: 'Deno', lastName: 'Guest', email: 'deno@example.com', message: 'Is the cot free for our stay?' });
    expect(res.status).toBe(201);
    const { ref } = (await res.json()) as { ref: string };
    const sql = postgres(pg.url, { max: 1 });
    const rows = await sql`select e.first_name, o.sent_at_ms from enquiries e join enquiry_outbox o on o.enquiry_id = e.id where e.ref = ${ref}`;
    await sql.end();
    expect(rows).toEqual([{ first_name: 'Deno', sent_at_ms: null }]);
  }, 60_000);

  it(`${names.availability}: answers a calendar from the owner's file, with CORS for any origin`, async () => {
    const url = await serve(names.availability);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: site.property.timeZone });
    const res = await request({ url }, 'POST', '', { 'content-type': 'application/json', origin: 'https://elsewhere.example' }, JSON.stringify({ start_date: today, end_date: today }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { calendar: { date: string }[]; source: string };
    expect(body.calendar.map((d) => d.date)).toEqual([today]);
    expect(body.source).toBe('file');
    // The browser's own call: supabase-js's functions.invoke (FunctionsClient) with the anon key.
    const base = url.slice(0, url.lastIndexOf('/'));
    const key = site.backend.anonKey;
    const functions = new FunctionsClient(base, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    const invoked = await functions.invoke<{ calendar: { date: string }[] }>(names.availability, { body: { start_date: today, end_date: today } });
    expect(invoked.error).toBeNull();
    expect(invoked.data?.calendar.map((d) => d.date)).toEqual([today]);
  }, 60_000);
});
