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
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const W = { bucket: 'test', max: 5, windowMs: 60_000 };
const ada = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', message: ' Is the cot free? ' };
/** No key, and a cap no test reaches unless it means to. */
const plain = { mailCap: { max: 1000, windowMs: 3_600_000 } };

const pg = useMigratedPostgres();

interface Kind {
  name: string;
  open(): Promise<Store>;
  /** Writes a secret as an earlier version kept it, in the store last opened. */
  keepLegacySecret(name: string, value: string): Promise<void>;
}
const tmpDirs: string[] = [];
let lastDb: ReturnType<typeof openDb>;
const kinds: Kind[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-'));
      tmpDirs.push(dir);
      lastDb = openDb(path.join(dir, 'site.db'));
      return sqliteStore(lastDb);
    },
    async keepLegacySecret(name, value) {
      lastDb.prepare('INSERT INTO server_secrets (name, value) VALUES (?, ?)').run(name, value);
    },
  },
  {
    name: 'Postgres',
    async open() {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      await sql`truncate rate_events, enquiry_outbox, enquiries, server_secrets, guide_sessions, guide_stays, guide_stay_notices restart identity cascade`;
      await sql.end();
      return postgresStore(pg.url);
    },
    async keepLegacySecret(name, value) {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      await sql`insert into server_secrets (name, value) values (${name}, ${value})`;
      await sql.end();
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

  it('reads a secret an earlier version kept, and forgets it, so the store holds none', async () => {
    expect(await store.legacySecret('guide-session')).toBeUndefined();
    await kind.keepLegacySecret('guide-session', 'kept before');
    expect(await store.legacySecret('guide-session')).toBe('kept before');
    await store.forgetSecret('guide-session');
    expect(await store.legacySecret('guide-session')).toBeUndefined();
  });

  it('with maxAll, a budget across all clients refuses every client once spent, however many addresses', async () => {
    const B = { ...W, maxAll: 6 };
    for (let i = 0; i < 6; i++) expect(await store.attempt(B, `10.0.0.${i}`, T0 + i * 1000)).toEqual({ limited: false });
    expect(await store.attempt(B, '10.0.1.1', T0 + 10_000)).toEqual({ limited: true, retryAfterMs: 50_000, all: true });
    // The oldest expiring frees one place for anyone.
    expect(await store.attempt(B, '10.0.2.2', T0 + 60_000)).toEqual({ limited: false });
    expect((await store.attempt(B, '10.0.2.3', T0 + 60_000)).limited).toBe(true);
  });

  it('lets exactly maxAll of many parallel attempts from different clients through', async () => {
    const B = { ...W, maxAll: 6 };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => store.attempt(B, `10.0.0.${i}`, T0)));
    expect(results.filter((r) => !r.limited)).toHaveLength(6);
  });

  it('forgiving a right try takes back that try alone: every wrong one before it stays counted, for the client and the budget', async () => {
    const B = { ...W, maxAll: 6 };
    for (let i = 0; i < 3; i++) await store.attempt(B, 'guest', T0 + i);
    await store.attempt(B, 'guest', T0 + 10);
    await store.forgive(B.bucket, 'guest', T0 + 10);
    for (let i = 3; i < 6; i++) expect(await store.attempt(B, `10.0.0.${i}`, T0 + 20)).toEqual({ limited: false });
    expect(await store.attempt(B, 'another', T0 + 30)).toMatchObject({ limited: true, all: true });
    // The guest's own three still count against its five.
    const G = { ...W, bucket: 'own' };
    for (let i = 0; i < 4; i++) await store.attempt(G, 'guest', T0 + i);
    await store.forgive(G.bucket, 'guest', T0 + 3);
    await store.forgive(G.bucket, 'other', T0 + 2);
    for (let i = 0; i < 2; i++) expect(await store.attempt(G, 'guest', T0 + 40)).toEqual({ limited: false });
    expect((await store.attempt(G, 'guest', T0 + 41)).limited).toBe(true);
  });

  it('lets exactly max of many parallel attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.attempt(W, 'a', T0)));
    expect(results.filter((r) => !r.limited)).toHaveLength(W.max);
  });

  it('stores a trimmed enquiry with a queued notice, and refuses past the limit', async () => {
    const r = await store.acceptEnquiry(W, 'a', ada, T0, plain);
    expect(r.kind).toBe('stored');
    if (r.kind !== 'stored') return;
    expect(r.enquiry).toMatchObject({ firstName: 'Ada', message: 'Is the cot free?', phone: '', dates: '', createdAtMs: T0 });
    expect(r.enquiry.ref).toMatch(/^[A-Z0-9]{8}$/);
    expect(r.notice).toBe('enquiry');
    expect(await store.listEnquiries()).toEqual([
      { ...r.enquiry, notice: 'enquiry', sentAtMs: null, attempts: 0, lastError: null, failingSinceMs: null, refusedAtMs: null, nextAttemptAtMs: T0, leaseUntilMs: null },
    ]);
    for (let i = 1; i < W.max; i++) expect((await store.acceptEnquiry(W, 'a', ada, T0 + i, plain)).kind).toBe('stored');
    expect(await store.acceptEnquiry(W, 'a', ada, T0 + 10, plain)).toEqual({ kind: 'limited', retryAfterMs: W.windowMs - 10 });
    expect(await store.listEnquiries()).toHaveLength(W.max);
  });

  it('keeps which page brought an enquiry, and empty fields where the browser sent none', async () => {
    const landing = { landingPage: '/newcastle-accommodation', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring stays', formPage: '/contact' };
    const withLanding = await store.acceptEnquiry(W, 'a', { ...ada, ...landing }, T0, plain);
    await store.acceptEnquiry(W, 'a', { ...ada, formPage: '/contact' }, T0 + 1, plain);
    expect(withLanding).toMatchObject({ kind: 'stored', enquiry: landing });
    const [first, second] = await store.listEnquiries();
    expect(first).toMatchObject(landing);
    expect(second).toMatchObject({ landingPage: '', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', formPage: '/contact' });
    // The outbox hands the host's notice out with it, for the e-mail.
    expect(await store.notices.claim(T0 + 10, 1000)).toMatchObject(landing);
  });

  it('stores exactly max of many parallel enquiries from one client, each with its own ref', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => store.acceptEnquiry(W, 'a', ada, T0 + i, plain)));
    expect(results.filter((r) => r.kind === 'stored')).toHaveLength(W.max);
    const list = await store.listEnquiries();
    expect(list).toHaveLength(W.max);
    expect(new Set(list.map((e) => e.ref)).size).toBe(W.max);
  });

  it('stores a retried enquiry (same Idempotency-Key, same message) once, answering with the first reference, uncounted', async () => {
    const keyed = { ...plain, key: 'c6f1a0de-retry' };
    const first = await store.acceptEnquiry(W, 'a', ada, T0, keyed);
    // The same message as the form sends it again (its fields trimmed alike) is the same message.
    const again = await store.acceptEnquiry(W, 'a', { ...ada, message: 'Is the cot free?' }, T0 + 5, keyed);
    expect(first.kind === 'stored' && again.kind === 'stored' && again.enquiry.ref === first.enquiry.ref).toBe(true);
    expect(again).toMatchObject({ repeated: true, sent: false, notice: 'enquiry', enquiry: { message: 'Is the cot free?' } });
    const parallel = await Promise.all(Array.from({ length: 6 }, () => store.acceptEnquiry(W, 'b', ada, T0, { ...plain, key: 'parallel' })));
    expect(new Set(parallel.map((r) => (r.kind === 'stored' ? r.enquiry.ref : r.kind))).size).toBe(1);
    expect(await store.listEnquiries()).toHaveLength(2);
    // Retries spend none of the client's five.
    for (let i = 0; i < W.max - 1; i++) expect((await store.acceptEnquiry(W, 'a', ada, T0 + 10 + i, plain)).kind).toBe('stored');
  });

  it('scopes an Idempotency-Key to its client and its message: another client is a new enquiry, another message a conflict', async () => {
    const key = { ...plain, key: 'shared-key' };
    const a = await store.acceptEnquiry(W, 'a', ada, T0, key);
    // Client B sends its own message under A's key: stored as B's own, never answered with A's.
    const b = await store.acceptEnquiry(W, 'b', { ...ada, firstName: 'Bea', message: 'Do you take dogs?' }, T0 + 1, key);
    expect(a.kind === 'stored' && b.kind === 'stored' && b.enquiry.ref !== a.enquiry.ref && !b.repeated).toBe(true);
    // A reuses its key for another message: refused, nothing stored, nothing counted.
    expect(await store.acceptEnquiry(W, 'a', { ...ada, message: 'Something else' }, T0 + 2, key)).toEqual({ kind: 'conflict' });
    expect((await store.listEnquiries()).map((e) => e.firstName)).toEqual(['Ada', 'Bea']);
    // A client over its limit gets nothing new by replaying a key: another's is a new (refused) enquiry.
    for (let i = 0; i < W.max - 1; i++) await store.acceptEnquiry(W, 'b', { ...ada, message: `more ${i}` }, T0 + 10 + i, plain);
    expect((await store.acceptEnquiry(W, 'b', ada, T0 + 20, { ...plain, key: 'shared-key-of-a' })).kind).toBe('limited');
    expect(await store.listEnquiries()).toHaveLength(1 + W.max);
  });

  it('with maxAll, refuses every client past the budget of stored enquiries, saying it was the budget', async () => {
    const budget = { ...W, maxAll: 4 };
    for (let i = 0; i < 4; i++) expect((await store.acceptEnquiry(budget, `10.1.0.${i}`, ada, T0 + i, plain)).kind).toBe('stored');
    expect(await store.acceptEnquiry(budget, '10.1.9.9', ada, T0 + 10, plain)).toEqual({ kind: 'limited', retryAfterMs: W.windowMs - 10, all: true });
    expect(await store.listEnquiries()).toHaveLength(4);
  });

  it('past the hourly cap stores enquiries but holds their notices, with one summary notice for the flood', async () => {
    const cap = { mailCap: { max: 3, windowMs: 60_000 } };
    const notices: string[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await store.acceptEnquiry(W, `10.0.0.${i}`, { ...ada, firstName: `G${i}` }, T0 + i, cap);
      notices.push(r.kind === 'stored' ? r.notice : r.kind);
    }
    expect(notices).toEqual(['enquiry', 'enquiry', 'enquiry', 'summary', 'held', 'held', 'held']);
    // The outbox hands out the three notices and the summary, never a held one.
    const claimed: string[] = [];
    for (let e = await store.notices.claim(T0 + 10, 60_000); e; e = await store.notices.claim(T0 + 10, 60_000)) claimed.push(`${e.firstName}:${e.notice}`);
    expect(claimed.sort()).toEqual(['G0:enquiry', 'G1:enquiry', 'G2:enquiry', 'G3:summary']);
    expect((await store.listEnquiries()).map((e) => e.notice)).toEqual(notices);
    // The held ones are due together an hour (the cap's window) after the summary, for one digest.
    expect((await store.listEnquiries()).slice(4).map((e) => e.nextAttemptAtMs)).toEqual(Array(3).fill(T0 + 3 + 60_000));
    expect(await store.claimDigest(T0 + 3 + 59_999, 60_000)).toEqual([]);
    const digest = await store.claimDigest(T0 + 3 + 60_000, 60_000);
    expect(digest.map((e) => e.firstName)).toEqual(['G4', 'G5', 'G6']);
    // Leased to this worker: no other takes them meanwhile.
    expect(await store.claimDigest(T0 + 3 + 60_001, 60_000)).toEqual([]);
    for (const e of digest) await store.notices.markSent(e.id, T0 + 70_000);
    expect((await store.listEnquiries()).every((e) => e.notice !== 'held' || e.sentAtMs === T0 + 70_000)).toBe(true);
    // Once the hour has passed, enquiries are e-mailed again.
    const later = await store.acceptEnquiry(W, '10.0.9.9', ada, T0 + 120_000, cap);
    expect(later).toMatchObject({ kind: 'stored', notice: 'enquiry' });
  });

  it('leases a due notice to one worker until the lease ends, then to another', async () => {
    const r = await store.acceptEnquiry(W, 'a', ada, T0, plain);
    const first = await store.notices.claim(T0, 1000);
    expect(first?.ref).toBe(r.kind === 'stored' ? r.enquiry.ref : '?');
    expect(await store.notices.claim(T0 + 999, 1000)).toBeUndefined();
    expect((await store.notices.claim(T0 + 1000, 1000))?.id).toBe(first!.id);
    await store.notices.markSent(first!.id, T0 + 1500);
    expect(await store.notices.claim(T0 + 99_999, 1000)).toBeUndefined();
    expect(await store.listEnquiries()).toEqual([expect.objectContaining({ sentAtMs: T0 + 1500, attempts: 1, lastError: null })]);
  });

  it('counts failed sends and holds the notice back until its next attempt', async () => {
    await store.acceptEnquiry(W, 'a', ada, T0, plain);
    const e = (await store.notices.claim(T0, 1000))!;
    const seen: number[] = [];
    expect(await store.notices.markFailed(e.id, 'SMTP down', (n) => (seen.push(n), T0 + 5000), { at: T0 + 10 })).toBe(1);
    expect(await store.notices.claim(T0 + 4999, 1000)).toBeUndefined();
    expect((await store.notices.claim(T0 + 5000, 1000))?.id).toBe(e.id);
    expect(await store.notices.markFailed(e.id, 'still down', (n) => (seen.push(n), T0 + 9000), { at: T0 + 5010 })).toBe(2);
    expect(seen).toEqual([1, 2]);
    // "Retrying since" the first failure, not the latest.
    expect(await store.listEnquiries()).toEqual([expect.objectContaining({ sentAtMs: null, attempts: 2, lastError: 'still down', failingSinceMs: T0 + 10, refusedAtMs: null })]);
  });

  it('keeps a notice the mail server refused out of the outbox until retryRefused (a start)', async () => {
    await store.acceptEnquiry(W, 'a', ada, T0, plain);
    await store.acceptEnquiry(W, 'a', ada, T0 + 1, plain);
    const e = (await store.notices.claim(T0 + 10, 1000))!;
    await store.notices.markFailed(e.id, '535 Authentication failed', () => T0 + 20, { at: T0 + 10, refused: true });
    const other = (await store.notices.claim(T0 + 10, 1000))!;
    await store.notices.markSent(other.id, T0 + 11);
    expect(await store.notices.claim(T0 + 99_999, 1000)).toBeUndefined();
    expect((await store.listEnquiries()).find((x) => x.id === e.id)).toMatchObject({ refusedAtMs: T0 + 10, failingSinceMs: T0 + 10, lastError: '535 Authentication failed' });

    expect(await store.notices.retryRefused(T0 + 50_000)).toBe(1);
    expect(await store.notices.claim(T0 + 49_999, 1000)).toBeUndefined();
    expect((await store.notices.claim(T0 + 50_000, 1000))?.id).toBe(e.id);
    expect((await store.listEnquiries()).find((x) => x.id === e.id)).toMatchObject({ refusedAtMs: null, failingSinceMs: T0 + 10 });
    expect(await store.notices.retryRefused(T0 + 60_000)).toBe(0);
  });

  it('never hands one notice to two workers claiming at once', async () => {
    for (let i = 0; i < 3; i++) await store.acceptEnquiry({ ...W, max: 10 }, 'a', ada, T0 + i, plain);
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.notices.claim(T0 + 10, 60_000)));
    const ids = claims.filter((c) => c !== undefined).map((c) => c!.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('the outbox worker delivers a stored enquiry through it', async () => {
    await store.acceptEnquiry(W, 'a', ada, Date.now(), plain);
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

  it('the outbox worker sends the held notices that are due in one digest', async () => {
    const cap = { mailCap: { max: 1, windowMs: 60_000 } };
    const flood = Date.now() - 120_000; // two minutes ago: the hour (here a minute) since its summary has passed
    for (let i = 0; i < 4; i++) await store.acceptEnquiry(W, `10.0.0.${i}`, { ...ada, firstName: `G${i}` }, flood + i, cap);
    const sent: string[] = [];
    const digests: string[][] = [];
    const outbox = startOutbox({
      store,
      send: async (e) => void sent.push(`${e.firstName}:${e.notice}`),
      sendDigest: async (held) => void digests.push(held.map((e) => e.firstName)),
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      await outbox.idle();
    } finally {
      outbox.stop();
    }
    expect(sent).toEqual(['G0:enquiry', 'G1:summary']);
    expect(digests).toEqual([['G2', 'G3']]);
    expect((await store.listEnquiries()).every((e) => e.sentAtMs != null)).toBe(true);
  });

  it('backs the enquiry function: it stores the landing fields that fit and ignores, naming why, the ones that do not', async () => {
    const deps = baseDeps({ store, now: () => T0 });
    const app = new Hono().route('/functions/v1', functionsApp(deps));
    const landing = { landingPage: '/kahibah-accommodation', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn', formPage: '/contact' };
    const res = await app.request(`/functions/v1/${site.backend.functions.enquiry}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ada, ...landing, referrerHost: 'https://evil.example/path' }),
    });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as { ref: string; ignored: Record<string, string> };
    expect(reply.ignored).toEqual({ referrerHost: expect.stringMatching(/bare host name.*ignored/) });
    expect(await store.listEnquiries()).toEqual([expect.objectContaining({ ref: reply.ref, firstName: 'Ada', ...landing, referrerHost: '' })]);
  });

  it('keeps a guide session until it is ended or expires, and forgets expired ones as it keeps others', async () => {
    await store.saveGuideSession({ id: 'a', stay: 'stay-1', keyId: 'k', expiresAt: T0 + 1000 }, T0, 20);
    await store.saveGuideSession({ id: 'b', stay: 'passcode', keyId: 'p', expiresAt: T0 + 5000 }, T0, 20);
    expect(await store.guideSession('a')).toEqual({ stay: 'stay-1', keyId: 'k', expiresAt: T0 + 1000 });
    await store.endGuideSession('b');
    expect(await store.guideSession('b')).toBeUndefined();
    await store.saveGuideSession({ id: 'c', stay: 'stay-2', keyId: 'k', expiresAt: T0 + 9000 }, T0 + 1000, 20);
    expect(await store.guideSession('a')).toBeUndefined();
    expect(await store.guideSession('c')).toMatchObject({ stay: 'stay-2' });
  });

  it("keeps a stay's newest sessions only, ending the oldest, and leaves other stays' alone", async () => {
    await store.saveGuideSession({ id: 'other', stay: 'stay-2', keyId: 'k', expiresAt: T0 + 9000 }, T0, 3);
    for (let i = 0; i < 5; i++) await store.saveGuideSession({ id: `s${i}`, stay: 'stay-1', keyId: 'k', expiresAt: T0 + 9000 }, T0 + i, 3);
    const kept = await Promise.all(['s0', 's1', 's2', 's3', 's4', 'other'].map(async (id) => !!(await store.guideSession(id))));
    expect(kept).toEqual([false, false, true, true, true, true]);
  });

  it('records each stay once, with one notice for the stays first seen together, through the outbox steps', async () => {
    const stay = (n: number, start = '2026-03-1') => ({ key: `k${n}`, uid: `u${n}`, start: `${start}${n}`, end: `2026-03-2${n}` });
    expect(await store.noteStays([stay(1), stay(2)], T0)).toBe(2);
    expect(await store.noteStays([stay(1), stay(2), stay(3)], T0 + 1)).toBe(1);
    expect(await store.noteStays([stay(3)], T0 + 2)).toBe(0);
    const first = await store.stayNotices.claim(T0 + 10, 60_000);
    expect(first).toEqual({ id: expect.any(Number), ref: '2 stays from 2026-03-11', stays: [stay(1), stay(2)] });
    const second = await store.stayNotices.claim(T0 + 10, 60_000);
    expect(second).toMatchObject({ ref: 'the stay 2026-03-13 to 2026-03-23', stays: [stay(3)] });
    // Both leased: nothing more until a lease ends.
    expect(await store.stayNotices.claim(T0 + 20, 60_000)).toBeUndefined();
    await store.stayNotices.markSent(first!.id, T0 + 30);
    expect(await store.stayNotices.markFailed(second!.id, 'refused', () => T0 + 40, { at: T0 + 30, refused: true })).toBe(1);
    expect(await store.stayNotices.claim(T0 + 100_000, 60_000)).toBeUndefined();
    expect(await store.stayNotices.retryRefused(T0 + 100_000)).toBe(1);
    expect(await store.stayNotices.claim(T0 + 100_000, 60_000)).toMatchObject({ id: second!.id });
  });

  it('queues one notice for a new stay noted by many processes at once', async () => {
    const s = { key: 'k', uid: 'u', start: '2026-03-10', end: '2026-03-12' };
    const counts = await Promise.all(Array.from({ length: 8 }, () => store.noteStays([s], T0)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await store.stayNotices.claim(T0, 60_000)).toMatchObject({ stays: [s] });
    expect(await store.stayNotices.claim(T0, 60_000)).toBeUndefined();
  });

  it('forgets stays that checked out two months ago, so the table stays small', async () => {
    const old = { key: 'old', uid: 'u', start: '2025-12-01', end: '2025-12-03' };
    await store.noteStays([old], T0 - 90 * 86_400_000);
    await store.noteStays([], T0);
    expect(await store.noteStays([old], T0)).toBe(1);
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

describe.each(kinds)('the guide on two instances sharing a $name store', (kind) => {
  it("a stay's code opens it on one; \"Lock the guide\" there ends the session on the other", async () => {
    const store = await kind.open();
    try {
      const now = Date.now();
      const stay = stayFrom(now, site, 1);
      const env = { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]), TRUST_PROXY: '1' };
      const instance = () => new Hono().route('/functions/v1', functionsApp(baseDeps({ store, env })));
      const [a, b] = [instance(), instance()];
      const call = (app: Hono, at: string, body: unknown) =>
        app.request(`/functions/v1/${site.backend.functions.guide}${at}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const opened = await call(a, '', { passcode: accessOf(stay, site).code });
      const { token } = ((await opened.json()) as { session: { token: string } }).session;
      expect((await call(b, '/session', { token })).status).toBe(200);
      expect((await call(a, '/lock', { token })).status).toBe(200);
      expect((await call(b, '/session', { token })).status).toBe(401);
    } finally {
      await store.close();
    }
  });

  it('keeps no secret: one an earlier version kept there leaves at the first use, so a dump of it opens nothing', async () => {
    const store = await kind.open();
    try {
      await kind.keepLegacySecret('guide-session', 'a secret an earlier version kept in the database');
      const stay = stayFrom(Date.now(), site, 1);
      const app = new Hono().route('/functions/v1', functionsApp(baseDeps({ store, env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } })));
      const opened = await app.request(`/functions/v1/${site.backend.functions.guide}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passcode: accessOf(stay, site).code }) });
      expect(opened.status).toBe(200);
      expect(await store.legacySecret('guide-session')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

describe('Postgres migration', () => {
  it('enables row level security on every table', async () => {
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const tables = await sql`select relname, relrowsecurity from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname`;
      expect(tables.map((t) => t.relname)).toEqual(['enquiries', 'enquiry_outbox', 'guide_sessions', 'guide_stay_notices', 'guide_stays', 'rate_events', 'server_secrets']);
      expect(tables.filter((t) => !t.relrowsecurity)).toEqual([]);
    } finally {
      await sql.end();
    }
  });

  // The test database has Supabase's API roles with Supabase's default grants, made before the
  // migrations ran (tests/support/postgres.ts), as on a real project.
  for (const role of ['anon', 'authenticated']) {
    it(`leaves ${role} nothing of the project's to read, write, truncate or call`, async () => {
      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      const as = (statement: string) =>
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          return tx.unsafe(statement);
        });
      try {
        await sql`truncate rate_events, enquiry_outbox, enquiries restart identity cascade`;
        await sql`insert into rate_events (bucket, client, at_ms) values ('x', 'y', 1)`;
        const tried = [
          'select * from rate_events',
          "insert into enquiries (ref, created_at_ms, first_name, last_name, email, message) values ('R', 1, 'a', 'b', 'c', 'd')",
          "update rate_events set client = 'z'",
          'delete from rate_events',
          'truncate enquiry_outbox, enquiries, rate_events',
          "select nextval(pg_get_serial_sequence('public.enquiries', 'id'))",
        ];
        for (const statement of tried) await expect(as(statement), statement).rejects.toThrow(/permission denied/);
        const [{ n }] = await sql`select count(*)::int as n from rate_events`;
        expect(n).toBe(1);
        // Not one privilege on any table or sequence, nor on a function a later migration adds.
        const granted = await sql`
          select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'S')
          and (has_table_privilege(${role}, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
               or (c.relkind = 'S' and has_sequence_privilege(${role}, c.oid, 'USAGE, SELECT, UPDATE')))`;
        expect(granted).toEqual([]);
        await sql`create function public.later_helper() returns int language sql as 'select 1'`;
        try {
          await expect(as('select public.later_helper()')).rejects.toThrow(/permission denied/);
        } finally {
          await sql`drop function public.later_helper()`;
        }
      } finally {
        await sql.end();
      }
    });
  }
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
