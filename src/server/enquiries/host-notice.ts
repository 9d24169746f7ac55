// What the server tells the host in its log when enquiries are not e-mailed: without SMTP, or
// with a mail server that fails, nobody is notified, so the terminal that runs `npm start` has
// to say so plainly.
import type { SiteConfig } from '../../core/types/content.gen';
import type { Delivery } from '../../core/enquiry-sent';
import { smtpSettings } from './mail';
import { hostTime } from './notice-state';

/** How this server's enquiries reach the host. */
export function deliveryFor(env: Record<string, string | undefined>, site: SiteConfig): Delivery {
  return smtpSettings(env, site) ? 'email' : 'stored';
}

/** Where the host reads how enquiries reach them and how to set up e-mail. */
const HOW_TO = 'docs/hosting.md, "Enquiries and e-mail"';

/** Text is cut at spaces to lines this long; a command (`{ whole }`) is never cut, to copy it whole. */
const WIDTH = 70;
type Line = string | { whole: string };

function wrap(text: string): string[] {
  if (text.length <= WIDTH) return [text];
  const lines = [''];
  // A time's "am" or "pm" stays with it.
  for (const word of text.split(/ (?!(?:am|pm)\b)/)) {
    const last = lines[lines.length - 1];
    if (last && last.length + 1 + word.length > WIDTH) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  return lines;
}

/**
 * Boxed lines, so the notice stands out among the build and request lines around it: text that
 * the settings or site.yaml make long (a reply time, a reason) wraps, and the rules are as long
 * as the longest line, so every line fits between them.
 */
function block(lines: Line[]): string {
  const out = lines.flatMap((l) => (typeof l === 'string' ? wrap(l) : [l.whole])).map((l) => (l ? `  ${l}` : ''));
  const rule = '━'.repeat(Math.max(WIDTH + 2, ...out.map((l) => l.length)));
  return ['', rule, ...out, rule, ''].join('\n');
}

/**
 * The command that lists this server's enquiries: `npm run enquiries`, told where the
 * database is when the server keeps it somewhere other than ./data.
 */
export function readCommand(env: Record<string, string | undefined>): string {
  // The connection string holds the database password: logs name the variable, not its value.
  if (env.DATABASE_URL) return 'DATABASE_URL=<the server\'s DATABASE_URL> npm run enquiries';
  if (env.SUPABASE_DB_URL) return 'SUPABASE_DB_URL=<the server\'s SUPABASE_DB_URL> npm run enquiries';
  const dir = env.DATA_DIR?.trim();
  return dir ? `DATA_DIR=${/^[\w./-]+$/.test(dir) ? dir : `'${dir.replace(/'/g, `'\\''`)}'`} npm run enquiries` : 'npm run enquiries';
}

/**
 * When site.yaml promises a reply time and nobody is notified: the host either sets up e-mail or
 * empties the promise. A warning, never a refusal: `npm install && npm start` must just work.
 */
function replyPromiseLines(site: SiteConfig): Line[] {
  const promise = site.contact.replyTime?.trim();
  if (!promise) return [];
  return [
    '',
    `The site promises guests a reply ${promise} (site.yaml contact.replyTime), and nobody is told of their enquiries. Keep the promise by getting e-mail working, or empty contact.replyTime to make none.`,
  ];
}

const readLines = (dbFile: string, command: string): Line[] => [
  `Each enquiry is saved in ${dbFile} and the guest is told it was saved for the host to read (no reply time is promised).`,
  'This log also prints a notice for every new enquiry.',
  '',
  { whole: `Read the enquiries:   ${command}` },
  { whole: `Export them (CSV):    ${command} -- --out enquiries.csv` },
];

/** Printed once at start-up when SMTP is not configured. */
export function startupNotice(dbFile: string, command = 'npm run enquiries', site?: SiteConfig): string {
  return block([
    'E-MAIL IS NOT SET UP: nobody is notified of contact-form enquiries.',
    '',
    ...readLines(dbFile, command),
    `Get each one by e-mail instead: set SMTP_HOST (and SMTP_USER, SMTP_PASS, ENQUIRY_TO) and restart; see ${HOW_TO}.`,
    ...(site ? replyPromiseLines(site) : []),
  ]);
}

/** Printed once at start-up when the mail server fails the check (nodemailer's verify). */
export function mailFailingNotice(opts: { server: string; reason: string; hint: string; dbFile: string; command: string; site: SiteConfig }): string {
  return block([
    'E-MAIL IS NOT WORKING: enquiry notices will NOT be delivered.',
    '',
    `The mail server ${opts.server} failed the start-up check:`,
    opts.reason,
    opts.hint,
    '',
    'Until a notice gets through, the log says so and:',
    ...readLines(opts.dbFile, opts.command),
    'Notices are retried, and sent once the mail server takes them.',
    ...replyPromiseLines(opts.site),
  ]);
}

/**
 * Printed once when a notice fails after e-mail had worked (the mail server stopped, or refused a
 * notice): from then on guests read the stored wording, and the host must hear of it plainly.
 */
export function mailStoppedNotice(what: string, reason: string, command = 'npm run enquiries'): string {
  return block([
    'E-MAIL TO YOU HAS FAILED: enquiry notices are NOT being delivered.',
    '',
    `The mail server did not take the notice for ${what}:`,
    reason.split('\n')[0],
    '',
    'Every enquiry is still saved, and guests are told it was saved for you (not that it was sent). Notices are retried; one the mail server refused outright is tried again when the server restarts, after you correct the setting.',
    { whole: `Read the enquiries:   ${command}` },
    `How e-mail is set up: ${HOW_TO}`,
  ]);
}

/** Printed for every enquiry nobody is e-mailed about. Names no guest details: logs travel. */
export function enquiryNotice(ref: string, createdAtMs: number, site: SiteConfig, command = 'npm run enquiries', why = 'SMTP is not set up'): string {
  const when = hostTime(createdAtMs, site.property.timeZone);
  return block([
    // One line per enquiry, however long its reason: what a host looks for in a log.
    { whole: `NEW ENQUIRY ${ref} (${when}): saved, NOT e-mailed (${why}).` },
    { whole: `Read it with:   ${command}   (look for ${ref})` },
  ]);
}

/**
 * Printed once when enquiries pass the hourly cap (ENQUIRY_EMAILS_PER_HOUR): a flood, most
 * likely a robot. The ones after it are saved without a notice each, so the log stays readable.
 */
export function floodNotice(ref: string, perHour: number, digestAtMs: number, site: SiteConfig, command = 'npm run enquiries', emailed = true): string {
  const when = hostTime(digestAtMs, site.property.timeZone);
  return block([
    `MORE THAN ${perHour} ENQUIRIES IN AN HOUR (the latest: ${ref}): each one is saved, and no further notice is printed for the ones that follow within the hour.`,
    emailed ? `They are e-mailed to you together, each named, from ${when}.` : 'Nobody is e-mailed of them (SMTP is not set up).',
    { whole: `Read them now with:   ${command}` },
  ]);
}

/** Printed once when more enquiries arrive in an hour than ENQUIRIES_PER_HOUR: the rest are refused. */
export function storeFullNotice(perHour: number, retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return block([
    `${perHour} ENQUIRIES STORED IN THE LAST HOUR (ENQUIRIES_PER_HOUR): further ones are REFUSED for about ${minutes} minute${minutes === 1 ? '' : 's'}. Guests are asked to e-mail or phone you instead.`,
    'This is most likely a robot; raise ENQUIRIES_PER_HOUR if it is not.',
  ]);
}
