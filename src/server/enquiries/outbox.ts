import type { DB } from '../db';
import type { SendDigest } from './mail';
import type { Enquiry } from './store';
import type { Notice, NoticeQueue, Store } from '../store/types';
import { sqliteStore } from '../store/sqlite';
import { reportMail } from './mail-health';
import { mailStoppedNotice } from './host-notice';

/** A kind of host notice other than the enquiries' (the guide's new stays): its queue in the store and its log lines. */
export interface NoticeKind<T extends { id: number; ref: string }> extends NoticeQueue<T> {
  /** Names the queue in a database error's line. */
  name: string;
  sentLine(n: T): string;
  /** What the notice with this reference is about, for the boxed notice when e-mail stops working. */
  about(ref: string): string;
  failedLine(failed: Failure[]): string;
  retriedLine(count: number): string;
}

type EnquiryNotice = Enquiry & { notice: Notice };

interface OutboxOptions<T extends { id: number; ref: string } = EnquiryNotice> {
  /** Where the notices are queued: a Store, or the SQLite database of the embedded server. */
  store?: Store;
  db?: DB;
  /** Another kind of notice than the enquiries' (the default), kept in the same store. */
  kind?: NoticeKind<T>;
  send: (n: T) => Promise<void>;
  /** Sends the held notices (those over the hourly cap) in one e-mail once they are due; without it they wait for `npm run enquiries`. */
  sendDigest?: SendDigest;
  /** The command that lists the enquiries, for the notice the host reads when e-mail stops working. */
  readCommand?: string;
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

function wakeOutbox(store: Store): void {
  for (const fn of listeners.get(store) ?? []) fn();
}

/** What became of an attempt at one notice: the mail server took it, or not (and why). */
export type Attempted = { sent: true } | { sent: false; reason: string; refused: boolean };

const waiters = new WeakMap<Store, Map<number, (a: Attempted) => void>>();
// Attempts nobody waited for yet: a notice sent in the moment between the enquiry's commit and
// its reply's wait. A few hundred cover any burst; older ones are long answered.
const unclaimed = new WeakMap<Store, Map<number, Attempted>>();
const UNCLAIMED_MAX = 256;

function attempted(store: Store, id: number, a: Attempted) {
  const waiter = waiters.get(store)?.get(id);
  if (waiter) return waiter(a);
  let done = unclaimed.get(store);
  if (!done) unclaimed.set(store, (done = new Map()));
  done.set(id, a);
  if (done.size > UNCLAIMED_MAX) done.delete(done.keys().next().value!);
}

/**
 * Wakes the outbox and waits, at most `ms`, for the first attempt at the notice of enquiry `id`,
 * so that the guest is told "sent" only once the mail server has taken it. Undefined when no
 * outbox runs for this store in this process (nothing will try it now) or the time ran out.
 */
export function firstAttempt(store: Store, id: number, ms: number): Promise<Attempted | undefined> {
  if (!listeners.get(store)?.size) return Promise.resolve(undefined);
  const done = unclaimed.get(store)?.get(id);
  if (done) return Promise.resolve(done);
  let waiting = waiters.get(store);
  if (!waiting) waiters.set(store, (waiting = new Map()));
  const map = waiting;
  return new Promise((resolve) => {
    const settle = (a: Attempted | undefined) => {
      clearTimeout(timer);
      map.delete(id);
      resolve(a);
    };
    const timer = setTimeout(settle, ms);
    map.set(id, settle);
    wakeOutbox(store);
  });
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

const refList = (notices: { ref: string }[]) => notices.slice(0, 3).map((n) => n.ref).join(', ') + (notices.length > 3 ? ', …' : '');

/**
 * One line for all the notices a pass failed to send: with the mail server down, a pass over
 * thousands of queued notices must not write thousands of lines.
 */
function failureLine(failed: Failure[]): string {
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
  const refs = refList(failed);
  return (
    `E-mail failed for ${failed.length} enquiry notices (${refs}): ${reasons[0]}${reasons.length > 1 ? ` (and ${reasons.length - 1} other reasons)` : ''}; ` +
    `retrying in ${min === max ? min : `${min}-${max}`} s. They are stored and will not be lost.`
  );
}

/** The enquiries' notices, the outbox's default kind. */
function enquiryNotices(store: Store): NoticeKind<EnquiryNotice> {
  return {
    ...store.notices,
    name: 'Enquiry outbox',
    sentLine: (e) => `Enquiry ${e.ref}: notice e-mailed to the host.`,
    about: (ref) => `enquiry ${ref}`,
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
export function startOutbox<T extends { id: number; ref: string } = EnquiryNotice>(opts: OutboxOptions<T>): Outbox {
  const { send, sendDigest } = opts;
  const given = opts.store ?? (opts.db ? sqliteStore(opts.db) : undefined);
  if (!given) throw new Error('startOutbox needs a store or a database');
  const store: Store = given;
  // Only the enquiries' outbox is woken by a new enquiry, and tells a waiting reply what became of its notice.
  const enquiries = !opts.kind;
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
  let idlers: (() => void)[] = [];

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
            log.info(kind.sentLine(e));
            await sentAttempt(e.id);
          } catch (err) {
            if (!store.open) return;
            await failedAttempt(e.id, e.ref, err, failed);
          }
        }
        if (!stopped) await digest(failed);
      } while (again && !stopped);
    } catch (err) {
      log.error(`${kind.name}: database error`, err);
    } finally {
      if (failed.length) log.warn(kind.failedLine(failed));
      running = false;
      if (!stopped) timer = setTimeout(pass, pollMs);
      for (const w of idlers.splice(0)) w();
    }
  }

  /** Records a failed attempt; the first failure after a success is boxed in the log, once. */
  async function failedAttempt(id: number, ref: string, err: unknown, failed: Failure[]) {
    const reason = err instanceof Error ? err.message : String(err);
    const refused = refusedOutright(err);
    let delay = 0;
    const next = (n: number) => now() + (delay = backoffMs(n, baseDelayMs, maxDelayMs));
    const attempts = await kind.markFailed(id, reason.slice(0, 500), next, { at: now(), refused });
    if (reportMail(store, { ok: false, at: now(), reason })?.ok) log.warn(mailStoppedNotice(kind.about(ref), reason, opts.readCommand));
    failed.push({ ref, attempts, reason, delayMs: delay, refused });
    if (enquiries) attempted(store, id, { sent: false, reason, refused });
  }

  async function sentAttempt(id: number) {
    await kind.markSent(id, now());
    if (reportMail(store, { ok: true, at: now() })?.ok === false) log.info('E-mail to the host works again: guests are told their message was sent.');
    if (enquiries) attempted(store, id, { sent: true });
  }

  /** The held notices that are due, in one e-mail. */
  async function digest(failed: Failure[]) {
    if (!sendDigest) return;
    const held = await store.claimDigest(now(), leaseMs);
    if (!held.length || stopped) return;
    try {
      await sendDigest(held);
      if (!store.open) return;
      for (const e of held) await sentAttempt(e.id);
      log.info(`A digest of ${held.length} held enquir${held.length === 1 ? 'y' : 'ies'} (${refList(held)}) e-mailed to the host.`);
    } catch (err) {
      if (!store.open) return;
      for (const e of held) await failedAttempt(e.id, e.ref, err, failed);
    }
  }

  const wake = () => void pass();
  let set = enquiries ? listeners.get(store) : undefined;
  if (enquiries && !set) listeners.set(store, (set = new Set()));
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
        idlers.push(resolve);
        void pass();
      }),
    stop() {
      stopped = true;
      clearTimeout(timer);
      set?.delete(wake);
      const pending = idlers;
      idlers = [];
      for (const w of pending) w();
    },
  };
}
