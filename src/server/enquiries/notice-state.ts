// What became of each enquiry's e-mail notice, in the words `npm run enquiries` prints and its
// CSV's email_state column repeats, so the terminal and the spreadsheet never disagree.
import type { EnquiryWithNotice } from './store';

/** A moment as the host reads it everywhere (terminal, log, e-mail): "27 Nov 2026, 9:15 am" in the property's zone. */
export const hostTime = (ms: number, timeZone: string) => new Date(ms).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

/** The state's word, first on the terminal's line and alone in the CSV. */
type NoticeWord = 'e-mailed' | 'e-mail FAILED' | 'NOT e-mailed: retrying' | 'held' | 'NOT e-mailed yet';

/** Only `e-mailed` reached the host: every other state counts as not e-mailed. */
export function noticeWord(r: EnquiryWithNotice): NoticeWord {
  if (r.sentAtMs != null) return 'e-mailed';
  if (r.refusedAtMs != null) return 'e-mail FAILED';
  if (r.attempts > 0) return 'NOT e-mailed: retrying';
  if (r.notice === 'held') return 'held';
  return 'NOT e-mailed yet';
}

const attempts = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/**
 * The state as the host reads it on the terminal: its word, then when and why. `local` writes a
 * time; `noMail`: e-mail is not set up (no SMTP_HOST), so a notice nobody tried never will be.
 */
export function noticeLine(r: EnquiryWithNotice, now: number, local: (ms: number) => string, noMail = false): string {
  const word = noticeWord(r);
  switch (word) {
    case 'e-mailed':
      return `${word} ${local(r.sentAtMs!)}${r.notice === 'held' ? ' (in the digest of enquiries held over the hourly cap)' : ''}`;
    case 'e-mail FAILED':
      return `${word} ${local(r.refusedAtMs!)}: the mail server refused it (${r.lastError}); it is tried again when the server restarts`;
    case 'NOT e-mailed: retrying':
      return `${word} since ${local(r.failingSinceMs ?? r.createdAtMs)} (${attempts(r.attempts)}; last error: ${r.lastError})`;
    case 'held':
      return `${word}: over the hourly cap (ENQUIRY_EMAILS_PER_HOUR); e-mailed with the others held in one digest from ${local(r.nextAttemptAtMs ?? r.createdAtMs)}`;
    case 'NOT e-mailed yet':
      if (r.leaseUntilMs != null && r.leaseUntilMs > now) return `${word}: an attempt is under way`;
      return `${word}: ${noMail ? 'e-mail is not set up (no SMTP_HOST), so the server only stored it' : 'no attempt so far'}`;
  }
}
