import { randomInt } from 'node:crypto';
import type { DB } from '../db';
import type { EnquiryRequest } from '../../types/content.gen';
import { REF_ALPHABET, REF_LENGTH } from '../../lib/enquiry-sent';
import { enquiryRow } from '../store/types';

export interface Enquiry {
  id: number;
  ref: string;
  createdAtMs: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dates: string;
  message: string;
}

export interface EnquiryWithNotice extends Enquiry {
  /** Outbox state of the host's e-mail: sent time, or attempts so far and the last error. */
  sentAtMs: number | null;
  attempts: number;
  lastError: string | null;
}


/** A short reference the guest sees; random so it reveals nothing about how many came before. */
export function newRef(): string {
  let s = '';
  for (let i = 0; i < REF_LENGTH; i++) s += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return s;
}

const columns = `e.id, e.ref, e.created_at_ms AS createdAtMs, e.first_name AS firstName, e.last_name AS lastName,
  e.email, e.phone, e.dates, e.message`;

export function enquiryStore(db: DB) {
  const insertEnquiry = db.prepare<[string, number, string, string, string, string, string, string]>(
    `INSERT INTO enquiries (ref, created_at_ms, first_name, last_name, email, phone, dates, message)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare<[number | bigint, number]>('INSERT INTO enquiry_outbox (enquiry_id, next_attempt_at_ms) VALUES (?, ?)');
  const listAll = db.prepare<[], EnquiryWithNotice>(
    `SELECT ${columns}, o.sent_at_ms AS sentAtMs, coalesce(o.attempts, 0) AS attempts, o.last_error AS lastError
     FROM enquiries e LEFT JOIN enquiry_outbox o ON o.enquiry_id = e.id ORDER BY e.created_at_ms, e.id`,
  );
  const byId = db.prepare<[number], Enquiry>(`SELECT ${columns} FROM enquiries e WHERE e.id = ?`);

  return {
    /**
     * Stores the enquiry and queues the host's notice in one transaction. With the
     * database's synchronous=FULL, the row is on disk when this returns.
     */
    add(e: EnquiryRequest, now: number): Enquiry {
      const row = enquiryRow(e);
      for (;;) {
        const ref = newRef();
        try {
          const id = db.transaction(() => {
            const { lastInsertRowid } = insertEnquiry.run(ref, now, row.firstName, row.lastName, row.email, row.phone, row.dates, row.message);
            insertOutbox.run(lastInsertRowid, now);
            return Number(lastInsertRowid);
          })();
          return { id, ref, createdAtMs: now, ...row };
        } catch (err) {
          // 31^8 references: a clash is rare, but it must not turn into an error for the guest.
          if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') continue;
          throw err;
        }
      }
    },
    get(id: number): Enquiry | undefined {
      return byId.get(id);
    },
    /** Every enquiry, oldest first, with the state of its e-mail notice. */
    list(): EnquiryWithNotice[] {
      return listAll.all();
    },
  };
}

export type EnquiryStore = ReturnType<typeof enquiryStore>;
