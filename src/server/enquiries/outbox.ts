import type { DB } from '../db';
import type { Enquiry } from './store';
import type { SendMail } from './mail';

export interface OutboxOptions {
  db: DB;
  send: SendMail;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** How often the database is checked for due notices (other processes may queue them too). */
  pollMs?: number;
  /** First retry delay; doubled after each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed notice is ours before another worker may take it (a crash mid-send). */
  leaseMs?: number;
}

export interface Outbox {
  /** Look for due notices now rather than at the next poll. */
  kick(): void;
  /** Resolves when a pass finds nothing left to do; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): void;
}

// The request handler and the worker share the database, not memory: this lets an enquiry
// stored by this process be sent at once instead of waiting for the next poll.
const listeners = new WeakMap<DB, Set<() => void>>();

export function wakeOutbox(db: DB): void {
  for (const fn of listeners.get(db) ?? []) fn();
}

/** Retry delay after `attempts` failures: exponential with ±20% jitter, capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/**
 * Delivers the host's e-mail for each stored enquiry. Every notice stays in the outbox until
 * the SMTP server accepted it: failures are retried with exponential backoff for as long as
 * it takes, so an outage delays notices but never drops one. Delivery is at least once.
 */
export function startOutbox(opts: OutboxOptions): Outbox {
  const { db, send } = opts;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? console;
  const pollMs = opts.pollMs ?? 5_000;
  const baseDelayMs = opts.baseDelayMs ?? 30_000;
  const maxDelayMs = opts.maxDelayMs ?? 3_600_000;
  const leaseMs = opts.leaseMs ?? 120_000;

  const nextDue = db.prepare<[number, number], { id: number }>(
    `SELECT enquiry_id AS id FROM enquiry_outbox
     WHERE sent_at_ms IS NULL AND next_attempt_at_ms <= ? AND (lease_until_ms IS NULL OR lease_until_ms <= ?)
     ORDER BY next_attempt_at_ms LIMIT 1`,
  );
  const claim = db.prepare<[number, number, number]>(
    `UPDATE enquiry_outbox SET lease_until_ms = ?
     WHERE enquiry_id = ? AND sent_at_ms IS NULL AND (lease_until_ms IS NULL OR lease_until_ms <= ?)`,
  );
  const load = db.prepare<[number], Enquiry>(
    `SELECT id, ref, created_at_ms AS createdAtMs, first_name AS firstName, last_name AS lastName, email, phone, dates, message
     FROM enquiries WHERE id = ?`,
  );
  const markSent = db.prepare<[number, number]>(
    'UPDATE enquiry_outbox SET sent_at_ms = ?, lease_until_ms = NULL, attempts = attempts + 1, last_error = NULL WHERE enquiry_id = ?',
  );
  const attemptsSoFar = db.prepare<[number], { attempts: number }>('SELECT attempts FROM enquiry_outbox WHERE enquiry_id = ?');
  const markFailed = db.prepare<[string, number, number]>(
    `UPDATE enquiry_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at_ms = ?, lease_until_ms = NULL
     WHERE enquiry_id = ?`,
  );

  /** Takes the next due notice, if any, so that no other worker sends it meanwhile. */
  const claimNext = db.transaction((t: number): Enquiry | undefined => {
    const due = nextDue.get(t, t);
    if (!due || claim.run(t + leaseMs, due.id, t).changes !== 1) return undefined;
    return load.get(due.id);
  });

  let stopped = false;
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: (() => void)[] = [];

  async function pass() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      do {
        again = false;
        for (let e = claimNext.immediate(now()); e && !stopped; e = claimNext.immediate(now())) {
          try {
            await send(e);
            if (!db.open) return; // shut down mid-send: the lease lapses and the next start resends
            markSent.run(now(), e.id);
            log.info(`Enquiry ${e.ref}: notice e-mailed to the host.`);
          } catch (err) {
            if (!db.open) return;
            const reason = err instanceof Error ? err.message : String(err);
            const attempts = (attemptsSoFar.get(e.id)?.attempts ?? 0) + 1;
            const delay = backoffMs(attempts, baseDelayMs, maxDelayMs);
            markFailed.run(reason.slice(0, 500), now() + delay, e.id);
            log.warn(`Enquiry ${e.ref}: e-mail attempt ${attempts} failed (${reason}); retrying in ${Math.round(delay / 1000)} s. It is stored and will not be lost.`);
          }
        }
      } while (again && !stopped);
    } catch (err) {
      log.error('Enquiry outbox: database error', err);
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(pass, pollMs);
      for (const w of waiters.splice(0)) w();
    }
  }

  const wake = () => void pass();
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(wake);
  void pass();

  return {
    kick: wake,
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        void pass();
      }),
    stop() {
      stopped = true;
      clearTimeout(timer);
      listeners.get(db)?.delete(wake);
      const pending = waiters;
      waiters = [];
      for (const w of pending) w();
    },
  };
}
