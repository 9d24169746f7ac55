import { randomInt } from 'node:crypto';
import type { DB } from '../db';
import type { EnquiryRequest } from '../../core/types/content.gen';
import { REF_ALPHABET, REF_LENGTH } from '../../core/enquiry-sent';
import { enquiryRow, heldUntil, type Enquiry, type EnquiryOptions, type EnquiryWithNotice, type Notice } from '../store/types';

export type { Enquiry, EnquiryWithNotice };

/** The notice a new enquiry gets, and when it is due (a held one waits for its digest). */
export interface NoticeDue {
  notice: Notice;
  dueAtMs: number;
}


/** A short reference the guest sees; random so it reveals nothing about how many came before. */
export function newRef(): string {
  let s = '';
  for (let i = 0; i < REF_LENGTH; i++) s += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return s;
}

const columns = `e.id, e.ref, e.created_at_ms AS createdAtMs, e.first_name AS firstName, e.last_name AS lastName,
  e.email, e.phone, e.dates, e.message, e.landing_page AS landingPage, e.referrer_host AS referrerHost,
  e.utm_source AS utmSource, e.utm_medium AS utmMedium, e.utm_campaign AS utmCampaign, e.form_page AS formPage`;

export function enquiryStore(db: DB) {
  const insertEnquiry = db.prepare<[string, number, ReturnType<typeof enquiryRow> & { key: string | null; hash: string | null }]>(
    `INSERT INTO enquiries (ref, created_at_ms, first_name, last_name, email, phone, dates, message, idempotency_key, request_hash,
       landing_page, referrer_host, utm_source, utm_medium, utm_campaign, form_page)
     VALUES (?, ?, @firstName, @lastName, @email, @phone, @dates, @message, @key, @hash,
       @landingPage, @referrerHost, @utmSource, @utmMedium, @utmCampaign, @formPage)`,
  );
  const insertOutbox = db.prepare<[number | bigint, number, Notice]>('INSERT INTO enquiry_outbox (enquiry_id, next_attempt_at_ms, notice) VALUES (?, ?, ?)');
  const listAll = db.prepare<[], EnquiryWithNotice>(
    `SELECT ${columns}, coalesce(o.notice, 'enquiry') AS notice, o.sent_at_ms AS sentAtMs, coalesce(o.attempts, 0) AS attempts, o.last_error AS lastError,
       o.first_failed_at_ms AS failingSinceMs, o.refused_at_ms AS refusedAtMs, o.next_attempt_at_ms AS nextAttemptAtMs, o.lease_until_ms AS leaseUntilMs
     FROM enquiries e LEFT JOIN enquiry_outbox o ON o.enquiry_id = e.id ORDER BY e.created_at_ms, e.id`,
  );
  const byId = db.prepare<[number], Enquiry & { notice: Notice }>(
    `SELECT ${columns}, coalesce(o.notice, 'enquiry') AS notice FROM enquiries e LEFT JOIN enquiry_outbox o ON o.enquiry_id = e.id WHERE e.id = ?`,
  );
  const byKey = db.prepare<[string], { id: number; hash: string | null; sentAtMs: number | null }>(
    'SELECT e.id, e.request_hash AS hash, o.sent_at_ms AS sentAtMs FROM enquiries e LEFT JOIN enquiry_outbox o ON o.enquiry_id = e.id WHERE e.idempotency_key = ?',
  );
  const countSince = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM enquiries WHERE created_at_ms > ?');
  const summarySince = db.prepare<[number], { at: number }>(
    `SELECT e.created_at_ms AS at FROM enquiry_outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.notice = 'summary' AND e.created_at_ms > ?
     ORDER BY e.created_at_ms DESC LIMIT 1`,
  );

  return {
    /**
     * Stores the enquiry and queues the host's notice in one transaction. With the
     * database's synchronous=FULL, the row is on disk when this returns.
     */
    add(e: EnquiryRequest, now: number, opts: { key?: string; hash?: string; notice?: Notice; dueAtMs?: number } = {}): Enquiry {
      const row = enquiryRow(e);
      for (;;) {
        const ref = newRef();
        try {
          const id = db.transaction(() => {
            const { lastInsertRowid } = insertEnquiry.run(ref, now, { ...row, key: opts.key ?? null, hash: opts.hash ?? null });
            insertOutbox.run(lastInsertRowid, opts.dueAtMs ?? now, opts.notice ?? 'enquiry');
            return Number(lastInsertRowid);
          })();
          return { id, ref, createdAtMs: now, ...row };
        } catch (err) {
          // 31^8 references: a clash is rare, but it must not turn into an error for the guest.
          if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && /enquiries\.ref/.test((err as Error).message)) continue;
          throw err;
        }
      }
    },
    get(id: number): (Enquiry & { notice: Notice }) | undefined {
      return byId.get(id);
    },
    /** The enquiry stored under a (scoped) Idempotency-Key, if any, with the hash of its message and whether it was e-mailed. */
    byKey(key: string): { enquiry: Enquiry & { notice: Notice }; hash: string | null; sent: boolean } | undefined {
      const hit = byKey.get(key);
      const enquiry = hit && byId.get(hit.id);
      return enquiry && { enquiry, hash: hit.hash, sent: hit.sentAtMs != null };
    },
    /** The notice a new enquiry gets under the cap: e-mailed, the flood's one summary, or held for the digest. */
    noticeFor(now: number, cap: EnquiryOptions['mailCap']): NoticeDue {
      const since = now - cap.windowMs;
      if (countSince.get(since)!.n < cap.max) return { notice: 'enquiry', dueAtMs: now };
      const summary = summarySince.get(since);
      return summary ? { notice: 'held', dueAtMs: heldUntil(summary.at, cap) } : { notice: 'summary', dueAtMs: now };
    },
    /** Every enquiry, oldest first, with the state of its e-mail notice. */
    list(): EnquiryWithNotice[] {
      return listAll.all();
    },
  };
}

