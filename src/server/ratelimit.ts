import type { DB } from './db';
import type { Attempt, Window } from './store/types';

interface RateLimit {
  /** Whether one more event would exceed the window (the client's own, or the bucket's budget across all clients). */
  check(client: string, now?: number): Attempt;
  record(client: string, now?: number): void;
  reset(client: string): void;
}

/**
 * A sliding-window counter stored in SQLite: at most `max` events per `windowMs` per client
 * and, with `maxAll`, at most that many in the bucket across all clients.
 */
export function rateLimit(db: DB, w: Window): RateLimit {
  type Count = { n: number; oldest: number | null };
  const countClient = db.prepare<[string, string, number], Count>(
    'SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE bucket = ? AND client = ? AND at_ms > ?',
  );
  const countAll = db.prepare<[string, number], Count>('SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE bucket = ? AND at_ms > ?');
  const insert = db.prepare('INSERT INTO rate_events (bucket, client, at_ms) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at_ms <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND client = ?');
  const until = (row: Count, now: number) => (row.oldest != null ? row.oldest + w.windowMs - now : 0);
  return {
    check(client, now = Date.now()) {
      const own = countClient.get(w.bucket, client, now - w.windowMs)!;
      if (own.n >= w.max) return { limited: true, retryAfterMs: until(own, now) };
      if (w.maxAll === undefined) return { limited: false };
      const all = countAll.get(w.bucket, now - w.windowMs)!;
      return all.n >= w.maxAll ? { limited: true, retryAfterMs: until(all, now), all: true } : { limited: false };
    },
    record(client, now = Date.now()) {
      prune.run(w.bucket, now - w.windowMs);
      insert.run(w.bucket, client, now);
    },
    reset(client) {
      clear.run(w.bucket, client);
    },
  };
}
