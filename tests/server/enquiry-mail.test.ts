import net from 'node:net';
import { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsApp } from '../../src/server/functions';
import { startBackground } from '../../src/server/background';
import { smtpMailer, smtpSettings } from '../../src/server/enquiries/mail';
import { backoffMs, startOutbox, type Outbox } from '../../src/server/enquiries/outbox';
import { enquiryStore } from '../../src/server/enquiries/store';
import { enquiryDeps } from './enquiry-deps';
import { localCert } from '../support/tls-cert';
import { freePort } from '../support/mailbox';
import { noStays } from '../../harness/stays';

interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A local SMTP server that needs a login over STARTTLS, like a real provider; collects every message. */
async function smtpServer(port = 0) {
  const received: Received[] = [];
  const { key, cert } = localCert();
  const server = new SMTPServer({
    logger: false,
    key,
    cert,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) back to text. */
function decodeWords(v: string): string {
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** The value of a header in a raw message (unfolded, decoded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(name.toLowerCase() + ':'));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

const DAY = 86_400_000;

const enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+61 412 345 678',
  dates: '12-15 March',
  message: 'Is the cot available?\nThanks!',
};

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function setup(env: Record<string, string>) {
  const deps = enquiryDeps({ env: { TRUST_PROXY: '1', AVAILABILITY_ICS_FILE: noStays(), ...env } });
  cleanup.push(() => deps.db.close());
  const app = new Hono();
  app.route('/functions/v1', functionsApp(deps));
  const post = (body: object) =>
    app.request(`/functions/v1/${deps.site.backend.functions.enquiry}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(body),
    });
  const outboxRows = () =>
    deps.db.prepare('SELECT attempts, sent_at_ms AS sentAt, last_error AS lastError, next_attempt_at_ms AS nextAt FROM enquiry_outbox').all() as {
      attempts: number;
      sentAt: number | null;
      lastError: string | null;
      nextAt: number;
    }[];
  return { deps, post, outboxRows };
}

const smtpEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_USER: 'mailer',
  SMTP_PASS: 's3cret',
  SMTP_SECURE: '',
  SMTP_CA_FILE: localCert().certFile,
  ENQUIRY_TO: 'host@guesthouse.test',
  ENQUIRY_FROM: 'Website <website@guesthouse.test>',
  // How long a reply waits for the mail server to take the notice: at its most, a safety net far
  // above the work, so that a busy machine never turns "e-mailed" into "stored".
  ENQUIRY_SEND_WAIT_MS: '60000',
});

describe('enquiry e-mail notices', () => {
  it('e-mails the host once per enquiry, with reply-to set to the guest', async () => {
    const smtp = await smtpServer();
    cleanup.push(smtp.close);
    const { deps, post, outboxRows } = setup(smtpEnv(smtp.port));
    const stop = startBackground(deps);
    cleanup.push(stop);

    const res = await post(enquiry);
    expect(res.status).toBe(201);
    const { ref } = (await res.json()) as { ref: string };
    await expect.poll(() => outboxRows()[0]?.sentAt).toBeTypeOf('number');
    expect(smtp.received).toHaveLength(1);

    const mail = smtp.received[0];
    expect(mail.user).toBe('mailer');
    expect(mail.to).toEqual(['host@guesthouse.test']);
    expect(mail.from).toBe('website@guesthouse.test');
    expect(header(mail.raw, 'Reply-To')).toBe('Ada Lovelace <ada@example.com>');
    expect(header(mail.raw, 'Subject')).toContain(ref);
    expect(header(mail.raw, 'Subject')).toBe(`Enquiry from Ada Lovelace · 12-15 March [${ref}]`);
    const body = mail.raw.replace(/=\r?\n/g, '');
    for (const text of ['ada@example.com', '+61 412 345 678', '12-15 March', 'Is the cot available?']) expect(body).toContain(text);
    expect(outboxRows()[0]).toMatchObject({ attempts: 1, lastError: null });

    // Nothing more is sent for it later: a pass a day on (long past any claim's lease) finds nothing to send.
    const mailer = smtpMailer(smtpSettings(deps.env, deps.site)!, deps.site);
    const later = startOutbox({ db: deps.db, send: mailer, sendDigest: mailer.digest, log: deps.log, now: () => Date.now() + DAY });
    cleanup.push(() => mailer.close(), () => later.stop());
    await later.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends to site.contact.email when ENQUIRY_TO is not set', () => {
    const { deps } = setup({});
    expect(smtpSettings({ SMTP_HOST: 'smtp.example.com' }, deps.site)).toMatchObject({
      to: deps.site.contact.email,
      port: 587,
      secure: false,
    });
    expect(smtpSettings({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: '1' }, deps.site)).toMatchObject({ port: 465, secure: true });
    expect(smtpSettings({}, deps.site)).toBeNull();
  });

  it('keeps the notice through an SMTP outage, retrying with growing delays until it is delivered', async () => {
    const port = await freePort(); // nothing listens here yet: the SMTP server is "down"
    const { deps, post, outboxRows } = setup(smtpEnv(port));
    const settings = smtpSettings(deps.env, deps.site)!;
    const mailer = smtpMailer(settings, deps.site);
    const outbox: Outbox = startOutbox({ db: deps.db, send: mailer, log: deps.log, pollMs: 50, baseDelayMs: 40, maxDelayMs: 400 });
    cleanup.push(() => outbox.stop());

    expect((await post(enquiry)).status).toBe(201);
    await expect.poll(() => outboxRows()[0].attempts).toBeGreaterThanOrEqual(3);
    const failing = outboxRows()[0];
    expect(failing.sentAt).toBeNull();
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(enquiryStore(deps.db).list()).toHaveLength(1);

    const smtp = await smtpServer(port); // back up
    cleanup.push(smtp.close);
    await expect.poll(() => outboxRows()[0].sentAt).toBeTypeOf('number');
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0].raw, 'Reply-To')).toBe('Ada Lovelace <ada@example.com>');
    expect(outboxRows()[0].lastError).toBeNull();
  });

  it('tells the guest "sent" only for a notice the mail server took: "saved for the host" while it fails, "sent" again once one gets through', async () => {
    const port = await freePort();
    const { deps, post, outboxRows } = setup(smtpEnv(port));
    const lines: string[] = [];
    deps.log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const mailer = smtpMailer(smtpSettings(deps.env, deps.site)!, deps.site);
    const outbox = startOutbox({ db: deps.db, send: mailer, log: deps.log, pollMs: 50, baseDelayMs: 40, maxDelayMs: 200 });
    cleanup.push(() => outbox.stop());
    const delivery = async () => ((await (await post(enquiry)).json()) as { delivery: string }).delivery;

    // Nothing has failed before it, and still: its own notice was not taken, so not "sent".
    expect(await delivery()).toBe('stored');
    expect(outboxRows()[0]).toMatchObject({ attempts: 1, sentAt: null });
    expect(lines.some((l) => /NEW ENQUIRY \w+ .*NOT e-mailed \(the mail server failed: connect ECONNREFUSED/.test(l))).toBe(true);

    const smtp = await smtpServer(port); // back up
    cleanup.push(smtp.close);
    await expect.poll(() => outboxRows().filter((r) => r.sentAt == null)).toEqual([]);
    expect(lines).toContain('E-mail to the host works again: guests are told their message was sent.');
    expect(await delivery()).toBe('email');
    expect(smtp.received).toHaveLength(2);
  });

  it('with a wrong password: says so at start-up, records the notice as refused, and sends it after a restart with the right one', async () => {
    const smtp = await smtpServer();
    cleanup.push(smtp.close);
    const { deps, post } = setup({ ...smtpEnv(smtp.port), SMTP_PASS: 'wrong' });
    const lines: string[] = [];
    deps.log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const stop = startBackground(deps);
    cleanup.push(stop);
    await expect.poll(() => lines.some((l) => l.includes('E-MAIL IS NOT WORKING'))).toBe(true);
    const notice = lines.find((l) => l.includes('E-MAIL IS NOT WORKING'))!;
    expect(notice).toContain('enquiry notices will NOT be delivered');
    expect(notice).toMatch(/Invalid login: 535/);
    expect(notice).toContain('The login was refused: check SMTP_USER and SMTP_PASS.');
    expect(lines.join('\n')).not.toContain('Enquiry notices go to');

    const res = await post(enquiry);
    const { ref, delivery } = (await res.json()) as { ref: string; delivery: string };
    expect(delivery).toBe('stored');
    const store = enquiryStore(deps.db);
    await expect.poll(() => store.list()[0]?.refusedAtMs).toBeTypeOf('number');
    expect(store.list()[0]).toMatchObject({ ref, sentAtMs: null, attempts: 1, lastError: expect.stringMatching(/535/) });
    expect(lines.some((l) => l.startsWith(`The mail server refused the e-mail for enquiry ${ref}`))).toBe(true);
    stop();

    // The host corrects SMTP_PASS and restarts: the check passes and the refused notice goes out.
    deps.env = { ...deps.env, SMTP_PASS: 's3cret' };
    cleanup.push(startBackground(deps));
    await expect.poll(() => store.list()[0].sentAtMs).toBeTypeOf('number');
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0].raw, 'Subject')).toContain(ref);
    expect(lines.some((l) => l.startsWith('Enquiry notices go to host@guesthouse.test through 127.0.0.1:') && l.includes('checked: the mail server takes the connection and the login'))).toBe(true);
  });

  it('backs off exponentially, capped, with jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 10, 30].map((n) => backoffMs(n, 30_000, 3_600_000, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffMs(1, 1000, 10_000, () => 0)).toBe(800);
    expect(backoffMs(1, 1000, 10_000, () => 0.999999)).toBe(1200);
  });

  it('delivers notices queued while no worker ran (a restart, or several server processes)', async () => {
    const smtp = await smtpServer();
    cleanup.push(smtp.close);
    const { deps, post, outboxRows } = setup(smtpEnv(smtp.port));
    for (const name of ['Ann', 'Bob', 'Cy']) expect((await post({ ...enquiry, firstName: name })).status).toBe(201);
    expect(smtp.received).toHaveLength(0);

    // Two workers on one database, as with two processes: each notice goes out once.
    const mailer = smtpMailer(smtpSettings(deps.env, deps.site)!, deps.site);
    const a = startOutbox({ db: deps.db, send: mailer, log: deps.log, pollMs: 30 });
    const b = startOutbox({ db: deps.db, send: mailer, log: deps.log, pollMs: 30 });
    cleanup.push(() => a.stop(), () => b.stop());
    await expect.poll(() => outboxRows().filter((r) => r.sentAt == null)).toEqual([]);
    await a.idle();
    await b.idle();
    expect(smtp.received.map((m) => header(m.raw, 'Reply-To')).sort()).toEqual([
      'Ann Lovelace <ada@example.com>',
      'Bob Lovelace <ada@example.com>',
      'Cy Lovelace <ada@example.com>',
    ]);
  });

  it('without SMTP settings starts no outbox, still stores enquiries, and says each is only stored', async () => {
    // The start-up notice is main.ts's (tests/server/enquiry-notice.test.ts reads it from the real server).
    const lines: string[] = [];
    const { deps, post } = setup({});
    deps.log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const stop = startBackground(deps);
    cleanup.push(stop);
    expect(lines).toEqual([]);
    const res = await post(enquiry);
    expect(res.status).toBe(201);
    const { ref, delivery } = (await res.json()) as { ref: string; delivery: string };
    expect(delivery).toBe('stored');
    expect(lines).toEqual([expect.stringContaining(`NEW ENQUIRY ${ref}`)]);
    expect(enquiryStore(deps.db).list()).toEqual([expect.objectContaining({ ref, sentAtMs: null })]);
  });
});
