import type { DB } from '../db';
import type { EnquiryRequest } from '../../core/types/content.gen';
import { rateLimit } from '../ratelimit';
import { enquiryStore, type Enquiry } from '../enquiries/store';
import { groupCommit } from '../enquiries/group-commit';
import { enquiryRow, requestHash, scopedKey, type Accepted, type EnquiryOptions, type Store, type Window } from './types';
import { guideStayQueries } from './sqlite-guide';
import { sqliteNoticeQueue } from './sqlite-queue';

const stores = new WeakMap<DB, Store>();

/**
 * The Store over a better-sqlite3 database (src/server/migrations). One Store per database
 * object, so code that holds only the database (older tests, scripts) finds the same Store,
 * and the outbox worker hears about enquiries the request handler stored.
 * Each step is synchronous inside: nothing awaits between a check and its write.
 */
export function sqliteStore(db: DB): Store {
  const known = stores.get(db);
  if (known) return known;
  const limits = new Map<string, ReturnType<typeof rateLimit>>();
  const limit = (w: Window) => {
    const key = `${w.bucket}\0${w.max}\0${w.windowMs}\0${w.maxAll}`;
    let l = limits.get(key);
    if (!l) limits.set(key, (l = rateLimit(db, w)));
    return l;
  };
  const enquiries = enquiryStore(db);

  // Check and record in one write transaction, so other processes sharing the file cannot interleave.
  const attempt = db.transaction((w: Window, client: string, now: number) => {
    const seen = limit(w).check(client, now);
    if (!seen.limited) limit(w).record(client, now);
    return seen;
  });

  // Concurrent enquiries share a commit (and its fsync); each resolves once it is on disk.
  const accept = groupCommit(db, (w: Window, client: string, e: EnquiryRequest, now: number, opts: EnquiryOptions): Accepted => {
    const key = opts.key === undefined ? undefined : scopedKey(client, opts.key);
    const hash = requestHash(enquiryRow(e));
    const earlier = key === undefined ? undefined : enquiries.byKey(key);
    if (earlier) {
      if (earlier.hash !== hash) return { kind: 'conflict' };
      const { notice, ...enquiry } = earlier.enquiry;
      return { kind: 'stored', enquiry, notice, repeated: true, sent: earlier.sent };
    }
    const seen = limit(w).check(client, now);
    if (seen.limited) return { kind: 'limited', retryAfterMs: seen.retryAfterMs, ...(seen.all && { all: true as const }) };
    limit(w).record(client, now);
    const { notice, dueAtMs } = enquiries.noticeFor(now, opts.mailCap);
    return { kind: 'stored', enquiry: enquiries.add(e, now, { key, hash, notice, dueAtMs }), notice };
  });

  const readSecret = db.prepare<[string], { value: string }>('SELECT value FROM server_secrets WHERE name = ?');
  const deleteSecret = db.prepare<[string]>('DELETE FROM server_secrets WHERE name = ?');
  // The newest event of the client at that moment: the one its right try recorded.
  const forgiveOne = db.prepare<[string, string, number]>(
    'DELETE FROM rate_events WHERE id = (SELECT id FROM rate_events WHERE bucket = ? AND client = ? AND at_ms = ? ORDER BY id DESC LIMIT 1)',
  );

  const dueHeld = db.prepare<[number, number], { id: number }>(
    `SELECT enquiry_id AS id FROM enquiry_outbox
     WHERE notice = 'held' AND sent_at_ms IS NULL AND refused_at_ms IS NULL AND next_attempt_at_ms <= ? AND (lease_until_ms IS NULL OR lease_until_ms <= ?)
     ORDER BY enquiry_id`,
  );
  const leaseOne = db.prepare<[number, number]>('UPDATE enquiry_outbox SET lease_until_ms = ? WHERE enquiry_id = ?');
  const claimHeld = db.transaction((t: number, leaseMs: number): Enquiry[] =>
    dueHeld.all(t, t).map(({ id }) => {
      leaseOne.run(t + leaseMs, id);
      return enquiries.get(id)!;
    }),
  );

  const guide = guideStayQueries(db);

  const store: Store = {
    kind: 'sqlite',
    ...guide,
    get open() {
      return db.open;
    },
    async attempt(w, client, now) {
      return attempt.immediate(w, client, now);
    },
    async forgive(bucket, client, at) {
      forgiveOne.run(bucket, client, at);
    },
    async legacySecret(name) {
      return readSecret.get(name)?.value;
    },
    async forgetSecret(name) {
      deleteSecret.run(name);
    },
    acceptEnquiry: (w, client, e, now, opts) => accept(w, client, e, now, opts),
    async listEnquiries() {
      return enquiries.list();
    },
    notices: sqliteNoticeQueue(db, { table: 'enquiry_outbox', key: 'enquiry_id', skipsHeld: true }, (id) => enquiries.get(id)),
    async claimDigest(now, leaseMs) {
      return claimHeld.immediate(now, leaseMs);
    },
    async close() {
      if (db.open) db.close();
    },
  };
  stores.set(db, store);
  return store;
}
