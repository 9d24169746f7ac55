import type { DB } from '../db';
import type { NoticeQueue, QueueTable } from './types';

/**
 * A queue of host notices in one SQLite table (`table`): each step a statement, or a transaction
 * begun at once (`immediate`) so that other processes sharing the file cannot interleave.
 * `load` reads a claimed notice.
 */
export function sqliteNoticeQueue<T extends { id: number; ref: string }>(db: DB, { table, key, skipsHeld }: QueueTable, load: (id: number) => T | undefined): NoticeQueue<T> {
  const nextDue = db.prepare<[number, number], { id: number }>(
    `SELECT ${key} AS id FROM ${table}
     WHERE sent_at_ms IS NULL ${skipsHeld ? "AND notice <> 'held'" : ''} AND refused_at_ms IS NULL AND next_attempt_at_ms <= ? AND (lease_until_ms IS NULL OR lease_until_ms <= ?)
     ORDER BY next_attempt_at_ms LIMIT 1`,
  );
  const lease = db.prepare<[number, number, number]>(`UPDATE ${table} SET lease_until_ms = ? WHERE ${key} = ? AND sent_at_ms IS NULL AND (lease_until_ms IS NULL OR lease_until_ms <= ?)`);
  const markSent = db.prepare<[number, number]>(`UPDATE ${table} SET sent_at_ms = ?, lease_until_ms = NULL, attempts = attempts + 1, last_error = NULL WHERE ${key} = ?`);
  const attemptsSoFar = db.prepare<[number], { attempts: number }>(`SELECT attempts FROM ${table} WHERE ${key} = ?`);
  const markFailed = db.prepare<[number, string, number, number, number | null, number]>(
    `UPDATE ${table} SET attempts = ?, last_error = ?, next_attempt_at_ms = ?, lease_until_ms = NULL,
       first_failed_at_ms = coalesce(first_failed_at_ms, ?), refused_at_ms = ? WHERE ${key} = ?`,
  );
  const retryRefused = db.prepare<[number]>(`UPDATE ${table} SET refused_at_ms = NULL, next_attempt_at_ms = ? WHERE refused_at_ms IS NOT NULL AND sent_at_ms IS NULL`);

  const claim = db.transaction((now: number, leaseMs: number): T | undefined => {
    const due = nextDue.get(now, now);
    return due && lease.run(now + leaseMs, due.id, now).changes === 1 ? load(due.id) : undefined;
  });
  const failed = db.transaction((id: number, reason: string, next: (attempts: number) => number, failure: { at: number; refused?: boolean }): number => {
    const attempts = (attemptsSoFar.get(id)?.attempts ?? 0) + 1;
    markFailed.run(attempts, reason, next(attempts), failure.at, failure.refused ? failure.at : null, id);
    return attempts;
  });
  return {
    async claim(now, leaseMs) {
      return claim.immediate(now, leaseMs);
    },
    async markSent(id, now) {
      markSent.run(now, id);
    },
    async markFailed(id, reason, next, failure) {
      return failed.immediate(id, reason, next, failure);
    },
    async retryRefused(now) {
      return retryRefused.run(now).changes;
    },
  };
}
