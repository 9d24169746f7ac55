import fs from 'node:fs';
import nodemailer from 'nodemailer';
import type { SiteConfig } from '../../core/types/content.gen';
import type { Enquiry } from './store';
import { landingSummary } from './landing';
import type { Notice } from '../store/types';
import { SettingsError } from '../guide/passcode';
import { hostTime } from './notice-state';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  /** The host's address: ENQUIRY_TO, default site.contact.email. */
  to: string;
  /** ENQUIRY_FROM, default the SMTP user (most providers only relay mail from it). */
  from: string;
  /** SMTP_ALLOW_PLAIN: send without TLS when the server offers none (a relay on this machine). */
  allowPlain: boolean;
  /** SMTP_CA_FILE's certificates: a relay whose certificate a private CA signed. */
  ca?: string;
}

// Settings are written `=1` (SMTP_SECURE=1, SMTP_ALLOW_PLAIN=1, as the docs and messages say); `true` and `yes` still count.
const truthy = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'true' || v?.toLowerCase() === 'yes';

/** The settings smtpSettings reads: every function that e-mails the host names them. */
export const mailSettings = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_ALLOW_PLAIN', 'SMTP_CA_FILE', 'ENQUIRY_TO', 'ENQUIRY_FROM'];

/** SMTP settings from the environment, or null when SMTP_HOST is not set (enquiries are then stored only). */
export function smtpSettings(env: Record<string, string | undefined>, site: SiteConfig): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = truthy(env.SMTP_SECURE);
  const port = Number(env.SMTP_PORT) || (secure ? 465 : 587);
  const user = env.SMTP_USER || undefined;
  const siteHost = new URL(site.baseUrl).hostname.replace(/^www\./, '');
  return {
    host,
    port,
    secure,
    user,
    pass: env.SMTP_PASS || undefined,
    to: env.ENQUIRY_TO || site.contact.email,
    from: env.ENQUIRY_FROM || `"${site.brand.name} website" <${user && user.includes('@') ? user : `no-reply@${siteHost}`}>`,
    allowPlain: truthy(env.SMTP_ALLOW_PLAIN),
    ca: env.SMTP_CA_FILE ? readCa(env.SMTP_CA_FILE) : undefined,
  };
}

function readCa(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new SettingsError(`SMTP_CA_FILE cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): ${file}`);
  }
}

/** How the connection is protected, as the start-up line tells the host. */
export function transportSecurity(s: SmtpSettings): string {
  if (s.secure) return 'over TLS';
  if (!s.allowPlain) return 'over STARTTLS (required: no password or enquiry is sent in plain text)';
  return 'WITHOUT requiring TLS (SMTP_ALLOW_PLAIN is set: only for a relay on this machine or a network you trust)';
}

// Names end up in a header: keep them to one line.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

const floodLines = [
  'More enquiries arrived within an hour than ENQUIRY_EMAILS_PER_HOUR allows (most likely a robot).',
  'This is the first one over that cap. The ones after it are stored and come to you in one',
  'e-mail an hour after this one, naming each (or read them now with `npm run enquiries`).',
  '',
];

/** At most this much of each held message goes in the digest: the rest is in `npm run enquiries`. */
const DIGEST_EXCERPT = 300;

/** The host's notice: reply-to is the guest, so answering the e-mail answers the guest. */
function enquiryMail(e: Enquiry & { notice?: Notice }, site: SiteConfig, settings: Pick<SmtpSettings, 'from' | 'to'>) {
  const name = oneLine(`${e.firstName} ${e.lastName}`);
  const when = new Date(e.createdAtMs).toLocaleString('en-AU', { timeZone: site.property.timeZone, dateStyle: 'full', timeStyle: 'short' });
  const siteHost = new URL(site.baseUrl).hostname;
  const flood = e.notice === 'summary';
  const lines = [
    ...(flood ? floodLines : []),
    `New enquiry from the ${site.brand.name} website (reference ${e.ref}).`,
    '',
    `Name:            ${name}`,
    `Email:           ${e.email}`,
    `Phone:           ${e.phone || '(not given)'}`,
    `Preferred dates: ${e.dates || '(not given)'}`,
    `Received:        ${when}`,
    `First page:      ${landingSummary(e)}`,
    '',
    'Message:',
    e.message,
    '',
    '—',
    `Reply to this e-mail to answer ${e.firstName.trim()} directly.`,
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: e.email },
    subject: oneLine(`${flood ? 'Enquiries held (flood), latest: ' : ''}Enquiry from ${name}${e.dates ? ` · ${e.dates}` : ''} [${e.ref}]`),
    text: lines.join('\n'),
    // Stable per enquiry: if a crash makes us send twice, mail clients can tell it is the same notice.
    messageId: `<enquiry-${e.ref}@${siteHost}>`,
  };
}

type SendMail = (e: Enquiry & { notice?: Notice }) => Promise<void>;
/** Sends the enquiries held over the hourly cap in one e-mail. */
export type SendDigest = (held: Enquiry[]) => Promise<void>;

/**
 * The held enquiries in one e-mail, each named (a guest's real enquiry may be among a robot's),
 * with the start of its message; reply-to is the first guest's only when there is one.
 */
function digestMail(held: Enquiry[], site: SiteConfig, settings: Pick<SmtpSettings, 'from' | 'to'>) {
  const siteHost = new URL(site.baseUrl).hostname;
  const n = held.length;
  const lines = [
    `${n} enquir${n === 1 ? 'y' : 'ies'} from the ${site.brand.name} website came in while more than ENQUIRY_EMAILS_PER_HOUR`,
    'arrived in an hour (most likely a robot), so they were held and come to you together here.',
    'Each one is stored in full: `npm run enquiries` shows them all.',
    '',
    ...held.flatMap((e) => {
      const message = e.message.length > DIGEST_EXCERPT ? `${e.message.slice(0, DIGEST_EXCERPT)}…` : e.message;
      return [
        `── ${e.ref} · ${hostTime(e.createdAtMs, site.property.timeZone)}`,
        `${oneLine(`${e.firstName} ${e.lastName}`)} <${oneLine(e.email)}>${e.phone ? ` · ${oneLine(e.phone)}` : ''}${e.dates ? ` · dates: ${oneLine(e.dates)}` : ''}`,
        ...message.split('\n').map((l) => `  ${l}`),
        '',
      ];
    }),
  ];
  return {
    from: settings.from,
    to: settings.to,
    ...(n === 1 && { replyTo: { name: oneLine(`${held[0].firstName} ${held[0].lastName}`), address: held[0].email } }),
    subject: `Held enquiries (${n}): ${held.slice(0, 3).map((e) => e.ref).join(', ')}${n > 3 ? ', …' : ''}`,
    text: lines.join('\n'),
    messageId: `<digest-${held[0].ref}-${held.at(-1)!.ref}@${siteHost}>`,
  };
}

/**
 * What to check when the mail server fails the start-up check, from the error nodemailer gives:
 * most failures are a setting (the port, TLS, the login), and the raw message rarely says which.
 */
export function smtpHint(err: unknown, s: SmtpSettings): string {
  const e = (err ?? {}) as { code?: string; message?: string };
  const message = e.message ?? '';
  if (e.code === 'EAUTH') return 'The login was refused: check SMTP_USER and SMTP_PASS.';
  if (/ECONNREFUSED/.test(message)) return `Nothing accepts connections at ${s.host}:${s.port}: check SMTP_HOST and SMTP_PORT (587 for STARTTLS, 465 with SMTP_SECURE=1).`;
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return `${s.host} is not a known host name: check SMTP_HOST.`;
  if (/wrong version number|ssl3_get_record|packet length too long/i.test(message)) return `Port ${s.port} does not speak TLS from the start: use SMTP_PORT=465 with SMTP_SECURE=1, or unset SMTP_SECURE for port 587.`;
  if (/greeting never received/i.test(message) || (e.code === 'ETIMEDOUT' && s.port === 465 && !s.secure))
    return `The server at ${s.host}:${s.port} never greeted: a TLS-only port (465) needs SMTP_SECURE=1, or SMTP_PORT is not a mail port.`;
  if (/STARTTLS/i.test(message)) return 'The server offers no STARTTLS: use its TLS port (465 with SMTP_SECURE=1), or SMTP_ALLOW_PLAIN=1 for a relay on this machine only.';
  if (/certificate|self[- ]signed/i.test(message)) return "The server's TLS certificate is not trusted: use the provider's host name, or SMTP_CA_FILE for a private CA.";
  return 'Check SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASS.';
}

/** A host notice of another kind (the guide's new stays), as nodemailer takes it. */
export type HostMail = Pick<ReturnType<typeof enquiryMail>, 'from' | 'to' | 'subject' | 'text' | 'messageId'>;

/** Sends notices through the configured SMTP server; timeouts keep a hung server from stalling the outbox. */
export function smtpMailer(settings: SmtpSettings, site: SiteConfig): SendMail & { digest: SendDigest; verify(): Promise<void>; close(): void; deliver(mail: HostMail): Promise<void> } {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without TLS the login and the guest's message would cross the network readable.
    requireTLS: !settings.secure && !settings.allowPlain,
    tls: settings.ca ? { ca: settings.ca } : undefined,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send: SendMail = async (e) => {
    await transport.sendMail(enquiryMail(e, site, settings));
  };
  return Object.assign(send, {
    digest: async (held: Enquiry[]) => {
      await transport.sendMail(digestMail(held, site, settings));
    },
    /** Connects, says hello, starts TLS and logs in as a send would, without sending anything. */
    verify: async () => {
      await transport.verify();
    },
    close: () => transport.close(),
    /** Any other notice to the host, through the same connection. */
    deliver: async (mail: HostMail) => {
      await transport.sendMail(mail);
    },
  });
}
