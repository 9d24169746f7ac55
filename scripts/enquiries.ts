// `npm run enquiries`: the stored contact-form enquiries, oldest first, with the state of each
// e-mail notice (sent, retrying since..., failed, held by the hourly cap: what never reached the
// host) and the page that brought each. `npm run enquiries -- --out enquiries.csv` exports them
// for a spreadsheet (`--csv` writes the same to standard output: use `npm run -s`, or npm's banner
// comes first); `-- --by-page [--from YYYY-MM-DD] [--to YYYY-MM-DD]` counts them per landing page.
// Reads the store the server uses: Postgres when DATABASE_URL (or SUPABASE_DB_URL) is set,
// otherwise the database under DATA_DIR (default ./data).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/content/load-content';
import type { EnquiryWithNotice } from '../src/server/enquiries/store';
import { openStore, storeLocation } from '../src/server/store';
import { SPOOFING } from '../src/server/http/control-characters';
import { landingSummary } from '../src/server/enquiries/landing';
import { byPageReport, dayRange, inRange } from '../src/server/enquiries/by-page';

/**
 * Text as the owner's terminal should show it: control characters (an escape sequence could
 * clear the screen or fake lines; rows stored before the API refused them may hold some)
 * and characters that reverse or break a line (U+202E, U+2028...) are written out visibly,
 * e.g. \x1b, \u202e.
 */
const unsafe = new RegExp(`[\\x00-\\x08\\x0b-\\x1f\\x7f]|${SPOOFING.source}`, 'g');
const safe = (text: string) =>
  text.replace(unsafe, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });

function refuse(reason: string): never {
  console.error(`${reason}\nUsage: npm run enquiries [-- --out enquiries.csv | --csv | --by-page] [--from YYYY-MM-DD] [--to YYYY-MM-DD]`);
  process.exit(2);
}
function options() {
  try {
    return parseArgs({ options: { csv: { type: 'boolean' }, out: { type: 'string' }, 'by-page': { type: 'boolean' }, from: { type: 'string' }, to: { type: 'string' } } }).values;
  } catch (err) {
    return refuse((err as Error).message);
  }
}
const args = options();
const range = dayRange(args.from, args.to);
if (typeof range === 'string') refuse(range);

const where = storeLocation(process.env);
if ('file' in where && !fs.existsSync(where.file)) {
  console.log(`No database at ${where.file} yet, so no enquiries. (Set DATA_DIR to where the server keeps its data.)`);
  process.exit(0);
}
const { store } = openStore(process.env, { max: 1 });
const all = await store.listEnquiries();
await store.close();

// Times as the host reads them: in the property's time zone.
const timeZone = loadSite().site.property.timeZone;
const rows = all.filter((r) => inRange(r.createdAtMs, range, timeZone));
const local = (ms: number) => new Date(ms).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
const iso = (ms: number | null) => (ms == null ? '' : new Date(ms).toISOString());
type NoticeState = 'sent' | 'held' | 'failed' | 'retrying' | 'waiting';
const stateOf = (r: EnquiryWithNotice): NoticeState =>
  r.sentAtMs != null ? 'sent' : r.notice === 'held' ? 'held' : r.refusedAtMs != null ? 'failed' : r.attempts > 0 ? 'retrying' : 'waiting';
const attempts = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/** The notice's state as the host reads it: what reached them, and what never did. */
const notice = (r: EnquiryWithNotice): string => {
  switch (stateOf(r)) {
    case 'sent':
      return `e-mailed ${local(r.sentAtMs!)}`;
    case 'held':
      return 'held: not e-mailed (over the hourly cap, ENQUIRY_EMAILS_PER_HOUR)';
    case 'failed':
      return `e-mail FAILED ${local(r.refusedAtMs!)}: the mail server refused it (${r.lastError}); it is tried again when the server restarts`;
    case 'retrying':
      return `NOT e-mailed: retrying since ${local(r.failingSinceMs ?? r.createdAtMs)} (${attempts(r.attempts)}; last error: ${r.lastError})`;
    case 'waiting':
      return 'not e-mailed yet (no attempt so far; the server e-mails enquiries only when SMTP_HOST is set)';
  }
};

/** RFC 4180 quoting, and a leading ' on cells a spreadsheet would run as a formula (guest text). */
function csvCell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

if (args.csv || args.out) {
  const header = ['ref', 'received', 'first_name', 'last_name', 'email', 'phone', 'preferred_dates', 'message', 'email_state', 'emailed_at', 'email_attempts', 'last_email_error', 'email_failing_since',
    'landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'form_page'];
  const lines = [header.join(',')];
  for (const r of rows) {
    lines.push(
      [r.ref, iso(r.createdAtMs), r.firstName, r.lastName, r.email, r.phone, r.dates, r.message, stateOf(r), iso(r.sentAtMs), r.attempts, r.lastError ?? '', iso(r.failingSinceMs),
        r.landingPage, r.referrerHost, r.utmSource, r.utmMedium, r.utmCampaign, r.formPage]
        .map(csvCell)
        .join(','),
    );
  }
  const csv = lines.join('\r\n') + '\r\n';
  if (args.out) {
    fs.writeFileSync(args.out, csv);
    console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} written to ${args.out}.`);
  } else process.stdout.write(csv);
} else if (args['by-page']) {
  for (const line of byPageReport(rows, range, timeZone)) console.log(safe(line));
} else if (!rows.length) {
  console.log(`No enquiries yet (${where.label}).`);
} else {
  for (const r of rows) {
    console.log(`── ${r.ref} · ${local(r.createdAtMs)} · ${notice(r)}`);
    console.log(`   ${safe(r.firstName)} ${safe(r.lastName)} <${safe(r.email)}>${r.phone ? ` · ${safe(r.phone)}` : ''}${r.dates ? ` · dates: ${safe(r.dates)}` : ''}`);
    console.log(`   first page: ${safe(landingSummary(r))}`);
    for (const line of r.message.split('\n')) console.log(`   ${safe(line)}`);
    console.log('');
  }
  const unsent = rows.filter((r) => ['failed', 'retrying', 'held'].includes(stateOf(r))).length;
  console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} in ${where.label}${unsent ? `; ${unsent} of them NOT e-mailed to you (see above)` : ''}. Export: npm run enquiries -- --out enquiries.csv`);
}
