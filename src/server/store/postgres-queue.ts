import type postgres from 'postgres';
import type { NoticeQueue, QueueTable } from './types';

/**
 * A queue of host notices in one Postgres table (`table`). A claim skips rows another worker has
 * locked (`for update skip locked`): two workers polling at once take different notices instead
 * of waiting. `load` reads a claimed notice in the claim's transaction.
 */
export function postgresNoticeQueue<T extends { id: number; ref: string }>(
  sql: postgres.Sql,
  { table, key, skipsHeld }: QueueTable,
  load: (tx: postgres.TransactionSql, id: number) => Promise<T>,
): NoticeQueue<T> {
  const [t, k] = [sql(table), sql(key)];
  return {
    async claim(now, leaseMs) {
      // begin() types its result as postgres.js rows would be unwrapped: this is the notice `load` read.
      return (await sql.begin(async (tx) => {
        const [due] = await tx`
          select ${k} as id from ${t}
          where sent_at_ms is null ${skipsHeld ? tx`and notice <> 'held'` : tx``} and refused_at_ms is null and next_attempt_at_ms <= ${now}
            and (lease_until_ms is null or lease_until_ms <= ${now})
          order by next_attempt_at_ms limit 1 for update skip locked`;
        if (!due) return undefined;
        await tx`update ${t} set lease_until_ms = ${now + leaseMs} where ${k} = ${due.id}`;
        return load(tx, Number(due.id));
      })) as T | undefined;
    },
    async markSent(id, now) {
      await sql`update ${t} set sent_at_ms = ${now}, lease_until_ms = null, attempts = attempts + 1, last_error = null where ${k} = ${id}`;
    },
    async markFailed(id, reason, next, failure) {
      return sql.begin(async (tx) => {
        const [row] = await tx`select attempts from ${t} where ${k} = ${id} for update`;
        const attempts = (row ? Number(row.attempts) : 0) + 1;
        await tx`
          update ${t} set attempts = ${attempts}, last_error = ${reason}, next_attempt_at_ms = ${next(attempts)}, lease_until_ms = null,
            first_failed_at_ms = coalesce(first_failed_at_ms, ${failure.at}), refused_at_ms = ${failure.refused ? failure.at : null}
          where ${k} = ${id}`;
        return attempts;
      });
    },
    async retryRefused(now) {
      const done = await sql`update ${t} set refused_at_ms = null, next_attempt_at_ms = ${now} where refused_at_ms is not null and sent_at_ms is null`;
      return done.count;
    },
  };
}
