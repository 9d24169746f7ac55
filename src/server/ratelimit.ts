import type { DB } from './db';

export interface RateLimit {
  /** Events in the window, and when the oldest of them expires (ms since epoch). */
  check(client: string, now?: number): { count: number; retryAfterMs: number; limited: boolean };
  record(client: string, now?: number): void;
  reset(client: string): void;
}

/** A sliding-window counter stored in SQLite: at most `max` events per `windowMs`. */
export function rateLimit(db: DB, bucket: string, max: number, windowMs: number): RateLimit {
  const count = db.prepare<[string, string, number], { n: number; oldest: number | null }>(
    'SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE bucket = ? AND client = ? AND at_ms > ?',
  );
  const insert = db.prepare('INSERT INTO rate_events (bucket, client, at_ms) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at_ms <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND client = ?');
  return {
    check(client, now = Date.now()) {
      const row = count.get(bucket, client, now - windowMs)!;
      const limited = row.n >= max;
      const retryAfterMs = limited && row.oldest != null ? row.oldest + windowMs - now : 0;
      return { count: row.n, retryAfterMs, limited };
    },
    record(client, now = Date.now()) {
      prune.run(bucket, now - windowMs);
      insert.run(bucket, client, now);
    },
    reset(client) {
      clear.run(bucket, client);
    },
  };
}
