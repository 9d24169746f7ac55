// `npm run enquiries`: the stored contact-form enquiries, oldest first, with the state of each
// e-mail notice (e-mailed, retrying since..., failed, held for the digest, not yet: what never reached the
// host) and the page that brought each. `npm run enquiries -- --out enquiries.csv` exports them
// for a spreadsheet (`--csv` writes the same to standard output: use `npm run -s`, or npm's banner
// comes first); `-- --by-page [--from YYYY-MM-DD] [--to YYYY-MM-DD]` counts them per landing page.
// Reads the store the server uses: Postgres when DATABASE_URL (or SUPABASE_DB_URL) is set,
// otherwise the database under DATA_DIR (default ./data).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/content/load-content';
import { hostTime, noticeLine, noticeWord } from '../src/server/enquiries/notice-state';
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
const local = (ms: number) => hostTime(ms, timeZone);
// The same local time for a spreadsheet, in the form every spreadsheet reads as a date and time.
const sheetTime = (ms: number | null) => {
  if (ms == null) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

/**
 * RFC 4180 quoting, and a leading ' on cells a spreadsheet would run as a formula (guest text).
 * A phone number ("+61 400 111 222": a plus, digits and their spacing, nothing a spreadsheet
 * could call or fetch) is written as typed, or every spreadsheet would show its apostrophe.
 */
const phoneNumber = /^\+\d[\d ().-]*$/;
function csvCell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !(phoneNumber.test(s) && s.replace(/\D/g, '').length >= 6)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

if (args.csv || args.out) {
  const zoned = (name: string) => `${name} (${timeZone})`;
  const header = ['ref', zoned('received'), 'first_name', 'last_name', 'email', 'phone', 'preferred_dates', 'message', 'email_state', zoned('emailed_at'), 'email_attempts', 'last_email_error',
    zoned('email_failing_since'), 'landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'form_page'];
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [r.ref, sheetTime(r.createdAtMs), r.firstName, r.lastName, r.email, r.phone, r.dates, r.message, noticeWord(r), sheetTime(r.sentAtMs), r.attempts, r.lastError ?? '', sheetTime(r.failingSinceMs),
        r.landingPage, r.referrerHost, r.utmSource, r.utmMedium, r.utmCampaign, r.formPage]
        .map(csvCell)
        .join(','),
    );
  }
  // The byte-order mark tells Excel the file is UTF-8 (else "–" and "€" arrive as "â€“" and "â‚¬").
  const csv = '\uFEFF' + lines.join('\r\n') + '\r\n';
  if (args.out) {
    fs.writeFileSync(args.out, csv);
    console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} written to ${args.out}.`);
  } else process.stdout.write(csv);
} else if (args['by-page']) {
  for (const line of byPageReport(rows, range, timeZone)) console.log(safe(line));
} else if (!rows.length) {
  console.log(`No enquiries yet (${where.label}).`);
} else {
  const now = Date.now();
  // No notice in the store was ever tried and no SMTP_HOST is set here: the server e-mails nobody.
  const tried = all.some((r) => r.sentAtMs != null || r.refusedAtMs != null || r.attempts > 0);
  const noMail = !tried && !process.env.SMTP_HOST?.trim();
  for (const r of rows) {
    console.log(`── ${r.ref} · ${local(r.createdAtMs)} · ${safe(noticeLine(r, now, local, noMail))}`);
    console.log(`   ${safe(r.firstName)} ${safe(r.lastName)} <${safe(r.email)}>${r.phone ? ` · ${safe(r.phone)}` : ''}${r.dates ? ` · dates: ${safe(r.dates)}` : ''}`);
    console.log(`   first page: ${safe(landingSummary(r))}`);
    for (const line of r.message.split('\n')) console.log(`   ${safe(line)}`);
    console.log('');
  }
  const unsent = rows.filter((r) => noticeWord(r) !== 'e-mailed');
  console.log(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} in ${where.label}${unsent.length ? `; ${unsent.length} of them NOT e-mailed to you (see above)` : ''}. Export: npm run enquiries -- --out enquiries.csv`);
  if (noMail && unsent.length) {
    console.log('Nothing was e-mailed to you because e-mail is not set up: without SMTP_HOST the server keeps each enquiry and prints a notice of it in its log. To be e-mailed, set the SMTP settings (docs/hosting.md, "Enquiries and e-mail") and restart the server.');
  } else if (unsent.some((r) => noticeLine(r, now, local).endsWith('no attempt so far'))) {
    console.log(
      tried
        ? 'No attempt so far: the notice waits its turn behind one the mail server has not answered yet, or the server is not running.'
        : 'No attempt so far: the server that stored these has never tried to e-mail one, so it runs without the SMTP settings this shell has (start it with them), or is not running.',
    );
  }
}
