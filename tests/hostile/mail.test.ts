import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { startMailbox } from '../support/mailbox';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { noStays } from '../support/stays';
import { fn, outputMatching, post, stubDist } from './support';

// The host's e-mail under attack or misconfiguration: a mail server that offers no TLS (the
// password must not cross the network readable), a flood of enquiries (the host must not get
// thousands of e-mails), and a long SMTP outage (the log must stay readable).
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
    const s = await server({ ...mailbox.env, ENQUIRY_EMAILS_PER_HOUR: '3' });
    const deliveries: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(s, fn('enquiry'), guest(i));
      expect(res.status).toBe(201);
      deliveries.push(((await res.json()) as { delivery: string }).delivery);
    }
    // The guests past the cap are told their message is saved, not that it was e-mailed.
    expect(deliveries).toEqual([...Array(4).fill('email'), ...Array(8).fill('stored')]);
    await outputMatching(s, (o) => (o.match(/notice e-mailed to the host/g) ?? []).length === 4);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.received).toHaveLength(4);
    const summary = mailbox.received.find((m) => /ENQUIRY_EMAILS_PER_HOUR/.test(m.replace(/=\r?\n/g, '')));
    expect(summary).toBeDefined();
    expect(summary).toMatch(/Guest3/);
    const db = openDb(path.join(s.dataDir, 'site.db'));
    expect(enquiryStore(db).list().map((e) => e.notice)).toEqual([...Array(3).fill('enquiry'), 'summary', ...Array(8).fill('held')]);
    db.close();
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
