import { createHash } from 'node:crypto';
import type { EnquiryRequest } from '../../core/types/content.gen';
import type { Landing } from '../../core/landing';

/** An enquiry as stored: what the guest wrote, and which page brought them ('' when not known). */
export interface Enquiry extends Landing {
  id: number;
  ref: string;
  createdAtMs: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dates: string;
  message: string;
  /** The page the form was sent from: known with and without script. */
  formPage: string;
}

export interface EnquiryWithNotice extends Enquiry {
  /** Whether the host is e-mailed this enquiry, a summary of a flood starting with it, or nothing (held). */
  notice: Notice;
  /** Outbox state of the host's e-mail: sent time, or attempts so far and the last error. */
  sentAtMs: number | null;
  attempts: number;
  lastError: string | null;
  /** When its first attempt failed; when the mail server refused it outright (not retried until a start). */
  failingSinceMs: number | null;
  refusedAtMs: number | null;
  /** When it is next tried (for a held notice: when its digest is due). */
  nextAttemptAtMs: number | null;
  /** Until when a worker is sending it: an attempt under way. */
  leaseUntilMs: number | null;
}


/**
 * A sliding window: at most `max` events per `windowMs` for one bucket and client and, with
 * `maxAll`, at most that many in the bucket across all clients (a budget no number of client
 * addresses can multiply).
 */
export interface Window {
  bucket: string;
  max: number;
  windowMs: number;
  maxAll?: number;
}

/** `all`: the refusal is the budget across all clients, not this client's own limit. */
export type Attempt = { limited: false } | { limited: true; retryAfterMs: number; all?: true };

/**
 * How the host hears of an enquiry: its own e-mail; `summary`, the first over the hourly cap,
 * whose e-mail tells the host that the ones after it are held; `held`, not e-mailed on its own
 * but named in one digest once the hour since the summary has passed.
 */
export type Notice = 'enquiry' | 'summary' | 'held';

export interface EnquiryOptions {
  /**
   * The client's Idempotency-Key. It counts for this client and this message only: a retry of
   * the same message answers the enquiry stored first; another client's use of the same key is
   * a new enquiry; the same client's use of it for another message is a conflict.
   */
  key?: string;
  /** At most `max` enquiries e-mailed per `windowMs` across all clients; later ones are held. */
  mailCap: { max: number; windowMs: number };
}

export type Accepted =
  /** `sent`: for a retry, whether the first one's notice has reached the mail server. */
  | { kind: 'stored'; enquiry: Enquiry; notice: Notice; repeated?: true; sent?: boolean }
  /** `all`: refused by the budget across all clients (ENQUIRIES_PER_HOUR), not the client's own limit. */
  | { kind: 'limited'; retryAfterMs: number; all?: true }
  /** The client's Idempotency-Key was already used for another message. */
  | { kind: 'conflict' };

/** A guide session as the store keeps it: `id` is the SHA-256 of its token (src/server/guide/session.ts). */
interface GuideSessionRow {
  id: string;
  stay: string;
  keyId: string;
  expiresAt: number;
}

/** A stay from the booking feed, as the host's notice of new stays names it. */
export interface SeenStay {
  key: string;
  uid: string;
  start: string;
  end: string;
}

/** One e-mail to the host about the stays first seen together (`ref` names it in the log). */
export interface StayNotice {
  id: number;
  ref: string;
  stays: SeenStay[];
}

/**
 * An outbox of host notices (the enquiries', the guide's new stays), one shape for both queues on
 * both stores (sqlite-queue.ts, postgres-queue.ts). Each step is atomic, so several processes
 * can share the queue without sending a notice twice.
 */
export interface NoticeQueue<T extends { id: number; ref: string }> {
  /** Leases the next due notice (never a held or refused one) until now + leaseMs, so that no other worker sends it meanwhile. */
  claim(now: number, leaseMs: number): Promise<T | undefined>;
  markSent(id: number, now: number): Promise<void>;
  /**
   * Records a failed attempt at `failure.at`, due again at `nextAttemptAtMs`; resolves to the
   * attempts so far. `refused`: the mail server refused it for good, so it waits for retryRefused.
   */
  markFailed(id: number, reason: string, nextAttemptAtMs: (attempts: number) => number, failure: { at: number; refused?: boolean }): Promise<number>;
  /** Makes every refused notice due at `now` (a start: its settings may have been corrected); resolves to how many. */
  retryRefused(now: number): Promise<number>;
}

/** Where a queue's notices are: its table, the column that keys them, and which of them `claim` may take. */
export interface QueueTable {
  table: 'enquiry_outbox' | 'guide_stay_notices';
  key: 'enquiry_id' | 'id';
  /** Held notices wait for their digest (claimDigest), never for `claim`. */
  skipsHeld?: true;
}

/**
 * Everything the backend functions keep: rate-limit events, enquiries and the outbox of
 * host notices, guide sessions and the stays seen in the booking feed. Async so that a network database (Postgres, e.g. Supabase's) fits behind it;
 * each method is one atomic step, so several server processes or function instances can
 * share one store without letting a request through twice or sending a notice twice.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Counts the client's events in the window and, unless that is already `max`, records one:
   * check and record are one step, so parallel requests cannot all slip past the check.
   */
  attempt(w: Window, client: string, now: number): Promise<Attempt>;
  /**
   * Takes back the one event `attempt` recorded for the client at `at`: a try that turned out
   * right, which is no failure. Every other event stays counted, for the client and the budget.
   */
  forgive(bucket: string, client: string, at: number): Promise<void>;
  /**
   * The secret an earlier version kept in the database under `name` (the guide's secret now
   * lives outside it: src/server/guide/secret.ts), if it is still there.
   */
  legacySecret(name: string): Promise<string | undefined>;
  /** Removes that secret, so a copy of the database holds none. */
  forgetSecret(name: string): Promise<void>;
  /**
   * Rate check, record, enquiry and its queued (or held) notice, all committed before this
   * resolves; an enquiry already stored under `opts.key` is answered again instead, uncounted.
   */
  acceptEnquiry(w: Window, client: string, e: EnquiryRequest, now: number, opts: EnquiryOptions): Promise<Accepted>;
  /** Every enquiry, oldest first, with the state of its e-mail notice. */
  listEnquiries(): Promise<EnquiryWithNotice[]>;
  /** The enquiries' notices to the host (the held ones go by claimDigest). */
  readonly notices: NoticeQueue<Enquiry & { notice: Notice }>;
  /** Leases every held notice that is due (the hour since its flood's summary has passed), oldest first, for one digest; each is then marked through `notices`. */
  claimDigest(now: number, leaseMs: number): Promise<Enquiry[]>;
  /**
   * Keeps a guide session (and forgets the expired ones), in one step with ending the oldest
   * of its stay's sessions beyond `maxPerStay`, so one stay's link cannot fill the disk.
   */
  saveGuideSession(s: GuideSessionRow, now: number, maxPerStay: number): Promise<void>;
  guideSession(id: string): Promise<Omit<GuideSessionRow, 'id'> | undefined>;
  endGuideSession(id: string): Promise<void>;
  /**
   * Records the stays not seen before and, if there are any, queues one notice naming them all,
   * in one step (so two processes reading the same feed queue it once); resolves to how many
   * were new. Stays that checked out long ago are forgotten.
   */
  noteStays(stays: SeenStay[], now: number): Promise<number>;
  /** The stay notices' outbox: the same queue as the enquiries' notices. */
  readonly stayNotices: NoticeQueue<StayNotice>;
  /** False once closed: a worker mid-send must not write to a closed store. */
  readonly open: boolean;
  close(): Promise<void>;
}

const optional = (v: string | undefined) => (v ?? '').trim();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An Idempotency-Key as stored: one client's key, never another's (IPv6 clients are their /64). */
export const scopedKey = (client: string, key: string) => sha256(`${client}\n${key}`);

/** What identifies the message sent under a key: the same key with another message is refused. */
export const requestHash = (row: ReturnType<typeof enquiryRow>) => sha256(JSON.stringify(row));

/**
 * When a notice over the hourly cap is due: held notices wait for the hour after their flood's
 * summary, then go in one digest. (An enquiry's own notice is due at once.)
 */
export const heldUntil = (summaryAtMs: number, cap: EnquiryOptions['mailCap']) => summaryAtMs + cap.windowMs;

/** The trimmed row an enquiry request becomes (the same in every store); '' for what was not sent. */
export function enquiryRow(e: EnquiryRequest) {
  return {
    firstName: e.firstName.trim(),
    lastName: e.lastName.trim(),
    email: e.email.trim(),
    phone: optional(e.phone),
    dates: optional(e.dates),
    message: e.message.trim(),
    landingPage: optional(e.landingPage),
    referrerHost: optional(e.referrerHost),
    utmSource: optional(e.utmSource),
    utmMedium: optional(e.utmMedium),
    utmCampaign: optional(e.utmCampaign),
    formPage: optional(e.formPage),
  };
}

/** Days after check-out a seen stay is remembered (long past any grace), then forgotten. */
export const STAYS_REMEMBERED_DAYS = 60;

/** How a stay notice is named in the log: the stay's days, or how many stays from which day. */
export const stayNoticeRef = (stays: SeenStay[]) =>
  stays.length === 1 ? `the stay ${stays[0].start} to ${stays[0].end}` : `${stays.length} stays from ${stays.map((s) => s.start).sort()[0]}`;
