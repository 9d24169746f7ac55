import type { DB } from '../db';
import type { Enquiry } from './store';
import type { Notice, Store } from '../store/types';
import { sqliteStore } from '../store/sqlite';
import { reportMail } from './mail-health';

/** A kind of host notice other than the enquiries' (the guide's new stays): its queue in the store and its log lines. */
export interface NoticeKind<T extends { id: number; ref: string }> {
  /** Names the queue in a database error's line. */
  name: string;
  claim(now: number, leaseMs: number): Promise<T | undefined>;
  markSent(id: number, now: number): Promise<void>;
  markFailed: Store['markNoticeFailed'];
  retryRefused(now: number): Promise<number>;
  sentLine(n: T): string;
  failedLine(failed: Failure[]): string;
  retriedLine(count: number): string;
}

export interface OutboxOptions<T extends { id: number; ref: string } = Enquiry & { notice: Notice }> {
  /** Where the notices are queued: a Store, or the SQLite database of the embedded server. */
  store?: Store;
  db?: DB;
  /** Another kind of notice than the enquiries' (the default), kept in the same store. */
  kind?: NoticeKind<T>;
  send: (n: T) => Promise<void>;
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

// The request handler and the worker share the store, not memory: this lets an enquiry
// stored by this process be sent at once instead of waiting for the next poll.
const listeners = new WeakMap<Store, Set<() => void>>();

export function wakeOutbox(store: Store): void {
  for (const fn of listeners.get(store) ?? []) fn();
}

/** Retry delay after `attempts` failures: exponential with ±20% jitter, capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.8 + 0.4 * random()));
}

export interface Failure {
  ref: string;
  attempts: number;
  reason: string;
  delayMs: number;
  /** The mail server refused it for good (a 5xx reply): retrying cannot help until a setting changes. */
  refused: boolean;
}

/** A 5xx SMTP reply (nodemailer's responseCode): a wrong login, a rejected sender or recipient. */
const refusedOutright = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * One line for all the notices a pass failed to send: with the mail server down, a pass over
 * thousands of queued notices must not write thousands of lines.
 */
export function failureLine(failed: Failure[]): string {
  const refused = failed.filter((f) => f.refused);
  if (refused.length) {
    const retried = failed.filter((f) => !f.refused);
    return [
      `The mail server refused ${refused.length === 1 ? `the e-mail for enquiry ${refused[0].ref}` : `the e-mails for ${refused.length} enquiries`} (${refused[0].reason}). ` +
        'Stored, not e-mailed: correct the SMTP settings (or ENQUIRY_TO) and restart, and it is tried again.',
      ...(retried.length ? [failureLine(retried)] : []),
    ].join('\n');
  }
  const seconds = (ms: number) => Math.round(ms / 1000);
  if (failed.length === 1) {
    const [f] = failed;
    return `Enquiry ${f.ref}: e-mail attempt ${f.attempts} failed (${f.reason}); retrying in ${seconds(f.delayMs)} s. It is stored and will not be lost.`;
  }
  const reasons = [...new Set(failed.map((f) => f.reason))];
  const delays = failed.map((f) => seconds(f.delayMs));
  const [min, max] = [Math.min(...delays), Math.max(...delays)];
  const refs = failed.slice(0, 3).map((f) => f.ref).join(', ') + (failed.length > 3 ? ', …' : '');
  return (
    `E-mail failed for ${failed.length} enquiry notices (${refs}): ${reasons[0]}${reasons.length > 1 ? ` (and ${reasons.length - 1} other reasons)` : ''}; ` +
    `retrying in ${min === max ? min : `${min}-${max}`} s. They are stored and will not be lost.`
  );
}

/** The enquiries' notices, the outbox's default kind. */
function enquiryNotices(store: Store): NoticeKind<Enquiry & { notice: Notice }> {
  return {
    claim: (now, leaseMs) => store.claimNotice(now, leaseMs),
    markSent: (id, now) => store.markNoticeSent(id, now),
    markFailed: (...args) => store.markNoticeFailed(...args),
    retryRefused: (now) => store.retryRefused(now),
    name: 'Enquiry outbox',
    sentLine: (e) => `Enquiry ${e.ref}: notice e-mailed to the host.`,
    failedLine: failureLine,
    retriedLine: (n) => `${n} enquiry notice${n === 1 ? '' : 's'} the mail server refused before will be tried again.`,
  };
}

/**
 * Delivers the host's e-mail for each stored enquiry (or, given `kind`, each notice of that
 * kind). Every notice stays in the outbox until the SMTP server accepted it: failures are
 * retried with exponential backoff for as long as it takes, so an outage delays notices but
 * never drops one. Delivery is at least once.
 */
export function startOutbox<T extends { id: number; ref: string } = Enquiry & { notice: Notice }>(opts: OutboxOptions<T>): Outbox {
  const { send } = opts;
  const given = opts.store ?? (opts.db ? sqliteStore(opts.db) : undefined);
  if (!given) throw new Error('startOutbox needs a store or a database');
  const store: Store = given;
  const kind: NoticeKind<T> = opts.kind ?? (enquiryNotices(store) as unknown as NoticeKind<T>);
  const now = opts.now ?? Date.now;
  const log = opts.log ?? console;
  const pollMs = opts.pollMs ?? 5_000;
  const baseDelayMs = opts.baseDelayMs ?? 30_000;
  const maxDelayMs = opts.maxDelayMs ?? 3_600_000;
  const leaseMs = opts.leaseMs ?? 120_000;

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
    const failed: Failure[] = [];
    try {
      do {
        again = false;
        for (let e = await kind.claim(now(), leaseMs); e && !stopped; e = await kind.claim(now(), leaseMs)) {
          try {
            await send(e);
            if (!store.open) return; // shut down mid-send: the lease lapses and the next start resends
            await kind.markSent(e.id, now());
            log.info(kind.sentLine(e));
            if (reportMail(store, { ok: true, at: now() })?.ok === false) log.info('E-mail to the host works again: guests are told their message was sent.');
          } catch (err) {
            if (!store.open) return;
            const reason = err instanceof Error ? err.message : String(err);
            const refused = refusedOutright(err);
            let delay = 0;
            const next = (n: number) => now() + (delay = backoffMs(n, baseDelayMs, maxDelayMs));
            const attempts = await kind.markFailed(e.id, reason.slice(0, 500), next, { at: now(), refused });
            reportMail(store, { ok: false, at: now(), reason });
            failed.push({ ref: e.ref, attempts, reason, delayMs: delay, refused });
          }
        }
      } while (again && !stopped);
    } catch (err) {
      log.error(`${kind.name}: database error`, err);
    } finally {
      if (failed.length) log.warn(kind.failedLine(failed));
      running = false;
      if (!stopped) timer = setTimeout(pass, pollMs);
      for (const w of waiters.splice(0)) w();
    }
  }

  const wake = () => void pass();
  const wakers = opts.kind ? undefined : store;
  let set = wakers && listeners.get(wakers);
  if (wakers && !set) listeners.set(wakers, (set = new Set()));
  set?.add(wake);
  // A start is when settings change: the notices the mail server refused get another try.
  void kind
    .retryRefused(now())
    .then((n) => n && log.info(kind.retriedLine(n)))
    .catch((err) => log.error(`${kind.name}: database error`, err))
    .finally(wake);

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
      set?.delete(wake);
      const pending = waiters;
      waiters = [];
      for (const w of pending) w();
    },
  };
}
