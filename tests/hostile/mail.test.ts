import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { smtpMailer, smtpSettings } from '../../src/server/enquiries/mail';
import { startOutbox } from '../../src/server/enquiries/outbox';
import { enquiryStore } from '../../src/server/enquiries/store';
import { rootDir } from '../../src/core/paths';
import { startMailbox, startSilentServer } from '../support/mailbox';
import { bundled } from '../../harness/node-bundle';
import { freePort } from '../support/postgres';
import { startServer } from '../../harness/server';
import { noStays } from '../../harness/stays';
import { fn, outputMatching, post, site, stubDist } from './support';

// The host's e-mail under attack or misconfiguration: a mail server that offers no TLS (the
// password must not cross the network readable), a flood of enquiries (the host must not get
// thousands of e-mails), and a long SMTP outage (the log must stay readable). And a guest reads
// "sent" only for a notice the mail server took, and `npm run enquiries` counts every enquiry
// that did not reach the host: against a mail server that never answers, one that refuses the
// recipient, and one stopped mid-way.
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});
async function server(env: Record<string, string>, dataDir?: string) {
  const s = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', AVAILABILITY_ICS_FILE: noStays(), ...env }, dataDir });
  cleanup.push(() => s.stop());
  return s;
}
const guest = (n: number) => JSON.stringify({ firstName: `Guest${n}`, lastName: 'Flood', email: `g${n}@example.com`, message: 'Is it free this weekend?' });

/** An SMTP server that offers no STARTTLS and takes any login, recording each one it is sent. */
async function plainSmtp() {
  const logins: string[] = [];
  const messages: string[] = [];
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _s, cb) {
      logins.push(`${auth.username}:${auth.password}`);
      cb(null, { user: auth.username });
    },
    onData(stream, _s, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d));
      stream.on('end', () => (messages.push(raw), cb()));
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  cleanup.push(() => new Promise<void>((r) => smtp.close(() => r())));
  const { port } = smtp.server.address() as net.AddressInfo;
  return { logins, messages, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_USER: 'stay@example.com', SMTP_PASS: 'app-password-123' } };
}

describe('SMTP without TLS', () => {
  it('is refused: the password is never sent in plain text, the notice waits, and start-up says TLS is required', async () => {
    const smtp = await plainSmtp();
    const s = await server(smtp.env);
    // The start-up check finds the mail server offers no TLS, and says notices will not go.
    await outputMatching(s, (o) => /E-MAIL IS NOT WORKING/.test(o));
    expect(s.output()).toMatch(/TLS/);
    expect((await post(s, fn('enquiry'), guest(1))).status).toBe(201);
    // Refused (its 5xx to STARTTLS): kept until the settings are corrected and the server restarts.
    await outputMatching(s, (o) => /The mail server refused the e-mail for enquiry/.test(o));
    expect(smtp.logins).toEqual([]);
    expect(smtp.messages).toEqual([]);
    expect(s.output()).toMatch(/STARTTLS/);
    expect(s.output()).not.toContain('app-password-123');
  });

  it('is allowed only when SMTP_ALLOW_PLAIN says so (a relay on this machine), and start-up says that too', async () => {
    const smtp = await plainSmtp();
    const s = await server({ ...smtp.env, SMTP_ALLOW_PLAIN: '1' });
    await outputMatching(s, (o) => /WITHOUT requiring TLS \(SMTP_ALLOW_PLAIN/.test(o));
    expect((await post(s, fn('enquiry'), guest(2))).status).toBe(201);
    await outputMatching(s, (o) => o.includes('notice e-mailed to the host'));
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('a flood of enquiries', () => {
  it('past ENQUIRY_EMAILS_PER_HOUR stores every one but e-mails the host one summary instead of the rest', async () => {
    const mailbox = await startMailbox();
    cleanup.push(() => mailbox.close());
    // The replies wait for the mail server as long as they may (a safety net): "email" must not depend on a busy machine.
    const s = await server({ ...mailbox.env, ENQUIRY_EMAILS_PER_HOUR: '3', ENQUIRY_SEND_WAIT_MS: '60000' });
    const deliveries: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(s, fn('enquiry'), guest(i));
      expect(res.status).toBe(201);
      deliveries.push(((await res.json()) as { delivery: string }).delivery);
    }
    // The guests past the cap are told their message is saved, not that it was e-mailed.
    expect(deliveries).toEqual([...Array(4).fill('email'), ...Array(8).fill('stored')]);
    await outputMatching(s, (o) => (o.match(/notice e-mailed to the host/g) ?? []).length === 4);
    expect(mailbox.received).toHaveLength(4);
    const summary = mailbox.received.find((m) => /ENQUIRY_EMAILS_PER_HOUR/.test(m.replace(/=\r?\n/g, '')));
    expect(summary).toBeDefined();
    expect(summary).toMatch(/Guest3/);
    const db = openDb(path.join(s.dataDir, 'site.db'));
    cleanup.push(async () => db.close());
    expect(enquiryStore(db).list().map((e) => e.notice)).toEqual([...Array(3).fill('enquiry'), 'summary', ...Array(8).fill('held')]);
    // Nothing more goes out within the hour: a pass over the outbox now, as the server's own
    // makes (here a second worker on the same database, as a second server process), sends nothing.
    const mailer = smtpMailer(smtpSettings(mailbox.env, site)!, site);
    const worker = startOutbox({ db, send: mailer, sendDigest: mailer.digest, log: { info() {}, warn() {}, error() {} } });
    cleanup.push(async () => (worker.stop(), mailer.close()));
    await worker.idle();
    expect(mailbox.received).toHaveLength(4);
  });

  it('with SMTP down, a pass over many queued notices logs one line, not one per notice', async () => {
    const dataDir = path.join(stubDist(), 'data');
    const db = openDb(path.join(dataDir, 'site.db'));
    const queued = enquiryStore(db);
    for (let i = 0; i < 40; i++) queued.add({ firstName: `G${i}`, lastName: 'Down', email: 'g@example.com', message: 'hello' }, Date.now());
    db.close();
    const s = await server({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) }, dataDir);
    const out = await outputMatching(s, (o) => /E-mail failed for 40 enquiry notices/.test(o));
    expect(out.split('\n').filter((l) => /e-mail|E-mail/.test(l) && /fail/.test(l))).toHaveLength(1);
  });
});

let asked = 100;

/** What the guest's page says: `email` picks the contact page's "sent" wording, `stored` the "saved for our host" one. */
async function delivery(s: Awaited<ReturnType<typeof server>>): Promise<{ ref: string; delivery: string }> {
  const res = await post(s, fn('enquiry'), guest(++asked));
  expect(res.status).toBe(201);
  return (await res.json()) as { ref: string; delivery: string };
}

async function enquiries(dataDir: string): Promise<string> {
  return execFileSync(process.execPath, [await bundled('scripts/enquiries.ts')], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}
const stateLines = (list: string) => list.split('\n').filter((l) => l.startsWith('── ')).map((l) => l.split(' · ')[2]);

describe('a mail server that takes the connection and never answers', () => {
  it('no guest reads "sent", even during the start-up check, and npm run enquiries counts all six as not e-mailed', async () => {
    const silent = await startSilentServer();
    cleanup.push(() => silent.close());
    const s = await server({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(silent.port), ENQUIRY_SEND_WAIT_MS: '1000' });
    // Posted while the start-up check still waits for the server's greeting.
    const replies = await Promise.all(Array.from({ length: 6 }, () => delivery(s)));
    expect(replies.map((r) => r.delivery)).toEqual(Array(6).fill('stored'));
    const out = await outputMatching(s, (o) => replies.every((r) => o.includes(`NEW ENQUIRY ${r.ref}`)));
    for (const r of replies) expect(out).toMatch(new RegExp(`NEW ENQUIRY ${r.ref} .*: saved, NOT e-mailed \\(the mail server has not taken the e-mail yet; it is retried\\)`));

    const list = await enquiries(s.dataDir);
    expect(stateLines(list)).toHaveLength(6);
    for (const state of stateLines(list)) expect(state).toMatch(/^NOT e-mailed/);
    // SMTP is set: no line says an enquiry waits because it is not.
    expect(list).not.toContain('only when SMTP_HOST is set');
    expect(list).toContain('6 enquiries in ' + path.join(s.dataDir, 'site.db') + '; 6 of them NOT e-mailed to you (see above).');
  });
});

describe('a mail server that passes the start-up check and refuses the recipient (550)', () => {
  it('the first guest and every one after read "saved for our host", the host gets a boxed notice, and the enquiries show the refusal', async () => {
    const mailbox = await startMailbox({ refuseRecipients: true });
    cleanup.push(() => mailbox.close());
    const s = await server({ ...mailbox.env });
    await outputMatching(s, (o) => o.includes('Enquiry notices go to'));
    const first = await delivery(s);
    const second = await delivery(s);
    expect([first.delivery, second.delivery]).toEqual(['stored', 'stored']);
    const out = await outputMatching(s, (o) => o.includes(`NEW ENQUIRY ${second.ref}`));
    expect(out).toMatch(new RegExp(`NEW ENQUIRY ${first.ref} .*NOT e-mailed \\(the mail server refused the e-mail: .*550`));
    expect(out.match(/E-MAIL TO YOU HAS FAILED/g)).toHaveLength(1);
    expect(mailbox.received).toEqual([]);

    const list = await enquiries(s.dataDir);
    expect(stateLines(list)).toEqual([expect.stringMatching(/^e-mail FAILED .*550/), expect.stringMatching(/^e-mail FAILED .*550/)]);
    expect(list).toContain('; 2 of them NOT e-mailed to you (see above).');
  });
});

describe('a mail server stopped mid-way', () => {
  it('guests read "sent" while it takes the notices, and from the first one after it stopped "saved for our host"; the host gets one boxed notice', async () => {
    const mailbox = await startMailbox();
    const s = await server({ ...mailbox.env, ENQUIRY_SEND_WAIT_MS: '30000' });
    await outputMatching(s, (o) => o.includes('Enquiry notices go to'));
    const before = [await delivery(s), await delivery(s)];
    expect(before.map((r) => r.delivery)).toEqual(['email', 'email']);
    expect(mailbox.received).toHaveLength(2);
    await mailbox.close();

    const after = [await delivery(s), await delivery(s)];
    expect(after.map((r) => r.delivery)).toEqual(['stored', 'stored']);
    const out = await outputMatching(s, (o) => o.includes(`NEW ENQUIRY ${after[1].ref}`));
    expect(out.match(/E-MAIL TO YOU HAS FAILED/g)).toHaveLength(1);
    expect(out).toContain(`The mail server did not take the notice for enquiry ${after[0].ref}:`);

    const list = await enquiries(s.dataDir);
    expect(stateLines(list)).toEqual([
      expect.stringMatching(/^e-mailed /),
      expect.stringMatching(/^e-mailed /),
      expect.stringMatching(/^NOT e-mailed: retrying since .*ECONNREFUSED/),
      expect.stringMatching(/^NOT e-mailed: retrying since .*ECONNREFUSED/),
    ]);
    expect(list).toContain('; 2 of them NOT e-mailed to you (see above).');
  });
});

describe('enquiries held over the hourly e-mail cap', () => {
  it('are e-mailed in one digest once the hour since the flood began has passed, each named, and then count as e-mailed', async () => {
    const dataDir = path.join(stubDist(), 'data');
    const db = openDb(path.join(dataDir, 'site.db'));
    const store = enquiryStore(db);
    const hourAgo = Date.now() - 61 * 60_000;
    store.add({ firstName: 'Robot', lastName: 'First', email: 'r@example.com', message: 'spam' }, hourAgo, { notice: 'summary' });
    const held = ['Ada Lovelace', 'Grace Hopper', 'Robot Again'].map((name, i) => {
      const [firstName, lastName] = name.split(' ');
      return store.add({ firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, message: `Message from ${firstName}` }, hourAgo + i + 1, { notice: 'held', dueAtMs: hourAgo + 60 * 60_000 });
    });
    db.close();
    const mailbox = await startMailbox();
    cleanup.push(() => mailbox.close());
    const s = await server({ ...mailbox.env }, dataDir);
    await outputMatching(s, (o) => /A digest of 3 held enquiries .* e-mailed to the host/.test(o));
    const digest = mailbox.received.find((m) => /Subject: Held enquiries \(3\)/.test(m))!.replace(/=\r?\n/g, '');
    for (const e of held) for (const text of [e.ref, `${e.firstName} ${e.lastName}`, e.email, `Message from ${e.firstName}`]) expect(digest).toContain(text);

    const list = await enquiries(s.dataDir);
    expect(stateLines(list).slice(1)).toEqual(Array(3).fill(expect.stringMatching(/^e-mailed .* \(in the digest of enquiries held over the hourly cap\)$/)));
  });
});
