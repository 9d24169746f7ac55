// One contract for every Store: the same tests against a real SQLite file and a real
// PostgreSQL server (started here from Debian's binaries; missing binaries fail the run
// with the command that installs them, they never skip it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { functionsApp } from '../../src/server/functions';
import { startOutbox } from '../../src/server/enquiries/outbox';
import { readCommand } from '../../src/server/enquiries/host-notice';
import { postgresStore, sqliteStore, type Store } from '../../src/server/store';
import { postgresBin, useMigratedPostgres } from '../support/postgres';
import { site } from './enquiry-deps';
import { baseDeps } from '../support/deps';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const W = { bucket: 'test', max: 5, windowMs: 60_000 };
const ada = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', message: ' Is the cot free? ' };

const pg = useMigratedPostgres();

interface Kind {
  name: string;
  open(): Promise<Store>;
}
const tmpDirs: string[] = [];
const kinds: Kind[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-'));
      tmpDirs.push(dir);
      return sqliteStore(openDb(path.join(dir, 'site.db')));
    },
  },
  {
    name: 'Postgres',
    async open() {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      await sql`truncate rate_events, enquiry_outbox, enquiries restart identity cascade`;
      await sql.end();
      return postgresStore(pg.url);
    },
  },
];

describe.each(kinds)('$name store', (kind) => {
  let store: Store;
  beforeEach(async () => {
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
    for (const d of tmpDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it(`lets ${W.max} attempts through per window, then says when the oldest expires`, async () => {
    for (let i = 0; i < W.max; i++) expect(await store.attempt(W, 'a', T0 + i * 1000)).toEqual({ limited: false });
    expect(await store.attempt(W, 'a', T0 + 10_000)).toEqual({ limited: true, retryAfterMs: 50_000 });
    // Other clients and other buckets have their own count.
    expect(await store.attempt(W, 'b', T0 + 10_000)).toEqual({ limited: false });
    expect(await store.attempt({ ...W, bucket: 'other' }, 'a', T0 + 10_000)).toEqual({ limited: false });
    // A refused attempt is not counted: the first one expiring frees one place.
    expect(await store.attempt(W, 'a', T0 + 60_000)).toEqual({ limited: false });
    expect((await store.attempt(W, 'a', T0 + 60_001)).limited).toBe(true);
  });

  it('reset forgets one client in one bucket only', async () => {
    for (let i = 0; i < W.max; i++) {
      await store.attempt(W, 'a', T0);
      await store.attempt(W, 'b', T0);
    }
    await store.reset(W.bucket, 'a');
    expect((await store.attempt(W, 'a', T0 + 1)).limited).toBe(false);
    expect((await store.attempt(W, 'b', T0 + 1)).limited).toBe(true);
  });

  it('lets exactly max of many parallel attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.attempt(W, 'a', T0)));
    expect(results.filter((r) => !r.limited)).toHaveLength(W.max);
  });

  it('stores a trimmed enquiry with a queued notice, and refuses past the limit', async () => {
    const r = await store.acceptEnquiry(W, 'a', ada, T0);
    expect(r.kind).toBe('stored');
    if (r.kind !== 'stored') return;
    expect(r.enquiry).toMatchObject({ firstName: 'Ada', message: 'Is the cot free?', phone: '', dates: '', createdAtMs: T0 });
    expect(r.enquiry.ref).toMatch(/^[A-Z0-9]{8}$/);
    expect(await store.listEnquiries()).toEqual([{ ...r.enquiry, sentAtMs: null, attempts: 0, lastError: null }]);
    for (let i = 1; i < W.max; i++) expect((await store.acceptEnquiry(W, 'a', ada, T0 + i)).kind).toBe('stored');
    expect(await store.acceptEnquiry(W, 'a', ada, T0 + 10)).toEqual({ kind: 'limited', retryAfterMs: W.windowMs - 10 });
    expect(await store.listEnquiries()).toHaveLength(W.max);
  });

  it('stores exactly max of many parallel enquiries from one client, each with its own ref', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => store.acceptEnquiry(W, 'a', ada, T0 + i)));
    expect(results.filter((r) => r.kind === 'stored')).toHaveLength(W.max);
    const list = await store.listEnquiries();
    expect(list).toHaveLength(W.max);
    expect(new Set(list.map((e) => e.ref)).size).toBe(W.max);
  });

  it('leases a due notice to one worker until the lease ends, then to another', async () => {
    const r = await store.acceptEnquiry(W, 'a', ada, T0);
    const first = await store.claimNotice(T0, 1000);
    expect(first?.ref).toBe(r.kind === 'stored' ? r.enquiry.ref : '?');
    expect(await store.claimNotice(T0 + 999, 1000)).toBeUndefined();
    expect((await store.claimNotice(T0 + 1000, 1000))?.id).toBe(first!.id);
    await store.markNoticeSent(first!.id, T0 + 1500);
    expect(await store.claimNotice(T0 + 99_999, 1000)).toBeUndefined();
    expect(await store.listEnquiries()).toEqual([expect.objectContaining({ sentAtMs: T0 + 1500, attempts: 1, lastError: null })]);
  });

  it('counts failed sends and holds the notice back until its next attempt', async () => {
    await store.acceptEnquiry(W, 'a', ada, T0);
    const e = (await store.claimNotice(T0, 1000))!;
    const seen: number[] = [];
    expect(await store.markNoticeFailed(e.id, 'SMTP down', (n) => (seen.push(n), T0 + 5000))).toBe(1);
    expect(await store.claimNotice(T0 + 4999, 1000)).toBeUndefined();
    expect((await store.claimNotice(T0 + 5000, 1000))?.id).toBe(e.id);
    expect(await store.markNoticeFailed(e.id, 'still down', (n) => (seen.push(n), T0 + 9000))).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await store.listEnquiries()).toEqual([expect.objectContaining({ sentAtMs: null, attempts: 2, lastError: 'still down' })]);
  });

  it('never hands one notice to two workers claiming at once', async () => {
    for (let i = 0; i < 3; i++) await store.acceptEnquiry({ ...W, max: 10 }, 'a', ada, T0 + i);
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.claimNotice(T0 + 10, 60_000)));
    const ids = claims.filter((c) => c !== undefined).map((c) => c!.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('the outbox worker delivers a stored enquiry through it', async () => {
    await store.acceptEnquiry(W, 'a', ada, Date.now());
    const sent: string[] = [];
    const outbox = startOutbox({ store, send: async (e) => void sent.push(e.firstName), log: { info() {}, warn() {}, error() {} } });
    try {
      await outbox.idle();
    } finally {
      outbox.stop();
    }
    expect(sent).toEqual(['Ada']);
    expect((await store.listEnquiries())[0].sentAtMs).not.toBeNull();
  });

  it('backs the functions: the guide locks after five wrong codes, an enquiry is stored', async () => {
    const deps = baseDeps({ store, env: { GUIDE_PASSCODE: '1357', TRUST_PROXY: '1' }, now: () => T0 });
    const app = new Hono().route('/functions/v1', functionsApp(deps));
    const call = (name: string, body: unknown) =>
      app.request(`/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify(body),
      });
    const names = site.backend.functions;
    for (let i = 0; i < 5; i++) expect((await call(names.guide, { passcode: '0000' })).status).toBe(401);
    expect((await call(names.guide, { passcode: '1357' })).status).toBe(429);
    const res = await call(names.enquiry, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Is the cot free for our stay?' });
    expect(res.status).toBe(201);
    const { ref } = (await res.json()) as { ref: string };
    expect((await store.listEnquiries()).map((e) => e.ref)).toEqual([ref]);
  });
});

describe('Postgres migration', () => {
  it('enables row level security on every table, so the public keys reach no row', async () => {
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const tables = await sql`select relname, relrowsecurity from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname`;
      expect(tables.map((t) => t.relname)).toEqual(['enquiries', 'enquiry_outbox', 'rate_events']);
      expect(tables.filter((t) => !t.relrowsecurity)).toEqual([]);
      // Supabase grants its anon role table privileges by default; RLS with no policy is what stops it.
      await sql`truncate rate_events, enquiry_outbox, enquiries restart identity cascade`;
      await sql`insert into rate_events (bucket, client, at_ms) values ('x', 'y', 1)`;
      await sql.unsafe(`do $$ begin if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if; end $$;
        grant usage on schema public to anon; grant select, insert on all tables in schema public to anon`);
      const seen = await sql.begin(async (tx) => {
        await tx`set local role anon`;
        return tx`select * from rate_events`;
      });
      expect(seen).toHaveLength(0);
      await expect(
        sql.begin(async (tx) => {
          await tx`set local role anon`;
          await tx`insert into rate_events (bucket, client, at_ms) values ('x', 'y', 2)`;
        }),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await sql.end();
    }
  });
});

describe('the host notice on Postgres', () => {
  it('names the variable to read enquiries with, never the connection string and its password', () => {
    const command = readCommand({ DATABASE_URL: 'postgres://app:s3cret@db.example:5432/site', DATA_DIR: '/srv/data' });
    expect(command).toBe("DATABASE_URL=<the server's DATABASE_URL> npm run enquiries");
    expect(readCommand({ SUPABASE_DB_URL: 'postgres://x:y@h/d' })).not.toContain('y@h');
  });
});

describe('the PostgreSQL test server', () => {
  it('fails, never skips, without the binaries, naming the command that installs them', () => {
    expect(() => postgresBin('/nonexistent/postgresql')).toThrow('apt-get install -y postgresql');
    expect(postgresBin()).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
  });
});
