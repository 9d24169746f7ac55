import type { DB } from '../db';

/**
 * Group commit: every call made while the previous commit was being flushed to disk shares
 * the next transaction. With synchronous=FULL each commit waits for an fsync; batching keeps
 * that guarantee (a caller hears back only after its write is durable) while letting
 * concurrent requests share one fsync instead of queueing for one each.
 * Each call runs in its own savepoint, so one failing call does not undo the others.
 */
export function groupCommit<A extends unknown[], R>(db: DB, work: (...args: A) => R): (...args: A) => Promise<R> {
  type Pending = { args: A; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  const one = db.transaction(work);

  const flush = () => {
    const batch = queue;
    queue = [];
    const settled: (() => void)[] = [];
    try {
      db.transaction(() => {
        for (const p of batch) {
          try {
            const r = one(...p.args);
            settled.push(() => p.resolve(r));
          } catch (err) {
            settled.push(() => p.reject(err));
          }
        }
      }).immediate();
    } catch (err) {
      // The commit itself failed (disk full, say): nothing in the batch was stored.
      for (const p of batch) p.reject(err);
      return;
    }
    for (const s of settled) s();
  };

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (queue.push({ args, resolve, reject }) === 1) setImmediate(flush);
    });
}
