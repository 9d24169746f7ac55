import type { EnquiryRequest } from '../../types/content.gen';
import type { Enquiry, EnquiryWithNotice } from '../enquiries/store';

export type { Enquiry, EnquiryWithNotice };

/** A sliding window: at most `max` events per `windowMs` for one bucket and client. */
export interface Window {
  bucket: string;
  max: number;
  windowMs: number;
}

export type Attempt = { limited: false } | { limited: true; retryAfterMs: number };

export type Accepted = { kind: 'stored'; enquiry: Enquiry } | { kind: 'limited'; retryAfterMs: number };

/**
 * Everything the backend functions keep: rate-limit events, enquiries and the outbox of
 * host notices. Async so that a network database (Postgres, e.g. Supabase's) fits behind it;
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
  /** Forgets the client's events in the bucket (a guest who finally typed the right code). */
  reset(bucket: string, client: string): Promise<void>;
  /** Rate check, record, enquiry and its queued notice, all committed before this resolves. */
  acceptEnquiry(w: Window, client: string, e: EnquiryRequest, now: number): Promise<Accepted>;
  /** Every enquiry, oldest first, with the state of its e-mail notice. */
  listEnquiries(): Promise<EnquiryWithNotice[]>;
  /** Leases the next due notice until now + leaseMs, so that no other worker sends it meanwhile. */
  claimNotice(now: number, leaseMs: number): Promise<Enquiry | undefined>;
  markNoticeSent(id: number, now: number): Promise<void>;
  /** Records a failed attempt, due again at `nextAttemptAtMs`; resolves to the attempts so far. */
  markNoticeFailed(id: number, reason: string, nextAttemptAtMs: (attempts: number) => number): Promise<number>;
  /** False once closed: a worker mid-send must not write to a closed store. */
  readonly open: boolean;
  close(): Promise<void>;
}

/** The trimmed row an enquiry request becomes (the same in every store). */
export function enquiryRow(e: EnquiryRequest) {
  return {
    firstName: e.firstName.trim(),
    lastName: e.lastName.trim(),
    email: e.email.trim(),
    phone: (e.phone ?? '').trim(),
    dates: (e.dates ?? '').trim(),
    message: e.message.trim(),
  };
}
