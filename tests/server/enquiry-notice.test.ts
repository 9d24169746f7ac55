// The host must learn of every enquiry, and the guest must be told the truth about how.
// These start the real server (src/server/main.ts) and read what it prints, as the host would.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../../src/blocks/contact-form/contact-form';
import { renderHtml } from '../support/site';
import { execFileSync } from 'node:child_process';
import { rootDir } from '../../src/core/paths';
import { freePort, startMailbox, type Mailbox } from '../support/mailbox';
import { bundled } from '../../harness/node-bundle';
import { get, post as postRequest } from '../../harness/requests';
import { outputDelivered, outputMatching, startServer, type RunningServer } from '../../harness/server';
import { site } from './enquiry-deps';
import { scratchDir } from '../../harness/scratch';

const fn = `/functions/v1/${site.backend.functions.enquiry}`;
const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Is the cot free in March?' };

/** A built site with only what these tests need: the real contact form, prerendered as the build does. */
function stubDist(): string {
  const dir = scratchDir('enquiry-notice-dist');
  const form = renderHtml(createElement(ContactForm, { type: 'contact-form', heading: 'Send us a message' }));
  fs.mkdirSync(path.join(dir, 'client', 'contact'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, 'client', 'contact', 'index.html'), `<!doctype html><title>Contact</title><main>${form}</main>`);
  return dir;
}

/** Posts the contact form as its script does (JSON) or as a plain form, on a connection of its own. */
function post(server: RunningServer, body: Record<string, string>, form = false) {
  return postRequest(server, fn, form ? new URLSearchParams(body).toString() : JSON.stringify(body), form ? 'application/x-www-form-urlencoded' : 'application/json', {
    referer: `${server.url}/contact`,
  });
}

/**
 * The lines of the boxed notice (between two rules) that contains `marker`, each checked to fit
 * between its rules (no line longer than they are).
 */
function noticeBlock(out: string, marker: string): string[] {
  const parts = out.split(/^(━+)$/m);
  const at = parts.findIndex((b, i) => i % 2 === 0 && b.includes(marker));
  if (at < 0) throw new Error(`no notice with ${marker} in:\n${out}`);
  const lines = parts[at].split('\n');
  for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(parts[at - 1].length);
  return lines.map((l) => l.trim()).filter(Boolean);
}

const dist = stubDist();

describe('without SMTP (the default): enquiries are only stored', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ distDir: dist, env: { TRUST_PROXY: '1', SMTP_HOST: '' } });
  });
  afterAll(() => server?.stop());

  it('says so prominently at start-up, after the address, with how to read enquiries and how to get them by e-mail', async () => {
    const out = await outputMatching(server, (o) => o.includes('E-MAIL IS NOT SET UP'));
    expect(out.indexOf('E-MAIL IS NOT SET UP')).toBeGreaterThan(out.indexOf('is running at'));
    const lines = noticeBlock(out, 'E-MAIL IS NOT SET UP');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines[0]).toBe('E-MAIL IS NOT SET UP: nobody is notified of contact-form enquiries.');
    // Wrapped to the box: the reply time site.yaml promises makes a long line.
    const text = lines.join(' ');
    expect(text).toContain(path.join(server.dataDir, 'site.db'));
    // The server runs on its own data directory, so the command tells `npm run enquiries` where it is.
    expect(text).toContain(`Read the enquiries:   DATA_DIR=${server.dataDir} npm run enquiries`);
    expect(text).toMatch(/set SMTP_HOST/);
    // It points to where e-mail is explained: that page and heading exist.
    expect(text).toContain('see docs/hosting.md, "Enquiries and e-mail".');
    expect(fs.readFileSync(path.join(rootDir, 'docs/hosting.md'), 'utf8')).toMatch(/^## Enquiries and e-mail$/m);
    // site.yaml promises a reply time, and nobody will hear of an enquiry: the host is told, the server runs.
    expect(text).toContain(`The site promises guests a reply ${site.contact.replyTime}`);
    expect(text).toContain('empty contact.replyTime to make none');
  });

  it('replies that the enquiry was stored (not e-mailed), and prints a notice naming its reference', async () => {
    const res = await post(server, guest);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; ref: string; delivery: string };
    expect(body).toEqual({ ok: true, ref: expect.stringMatching(/^[2-9A-Z]{8}$/), delivery: 'stored' });
    const out = await outputMatching(server, (o) => o.includes(`NEW ENQUIRY ${body.ref}`));
    const lines = noticeBlock(out, `NEW ENQUIRY ${body.ref}`);
    expect(lines[0]).toMatch(new RegExp(`^NEW ENQUIRY ${body.ref} \\(.+\\): saved, NOT e-mailed \\(SMTP is not set up\\)\\.$`));
    expect(lines[1]).toBe(`Read it with:   DATA_DIR=${server.dataDir} npm run enquiries   (look for ${body.ref})`);
    // Logs travel: the notice names no guest details.
    expect(lines.join('\n')).not.toMatch(/Ada|Lovelace|ada@example\.com|cot/);
  });

  it('prints one notice per enquiry, and none for a robot caught by the honeypot', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 2; i++) refs.push(((await (await post(server, { ...guest, message: `Second batch ${i}` })).json()) as { ref: string }).ref);
    const robot = (await (await post(server, { ...guest, website: 'http://spam.example' })).json()) as { ref: string; delivery: string };
    expect(robot.delivery).toBe('stored'); // indistinguishable for the robot
    const out = await outputMatching(server, (o) => refs.every((r) => o.includes(`NEW ENQUIRY ${r}`)));
    for (const r of refs) expect(out.split(`NEW ENQUIRY ${r}`)).toHaveLength(2);
    await outputMatching(server, (o) => o.includes('Enquiry discarded'));
    expect(out).not.toContain(robot.ref);
  });

  it('without JavaScript, redirects with the reference and the page it lands on shows it', async () => {
    const res = await post(server, { ...guest, phone: '', dates: '' }, true);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    const m = location.match(/^\/contact\?sent=1&ref=([2-9A-Z]{8})&delivery=stored#enquiry-sent$/);
    expect(m, location).not.toBeNull();
    const ref = m![1];
    await outputMatching(server, (o) => o.includes(`NEW ENQUIRY ${ref}`));

    const page = await get(server, location.replace(/#.*/, ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`<p class="enquiry-ref">Your reference is ${ref}.</p>`);
    expect(html).toMatch(/<div data-delivery="stored" id="enquiry-sent"/);
    // The plain page is unchanged.
    const plain = await (await get(server, '/contact')).text();
    expect(plain).toContain('<p class="enquiry-ref"></p>');
    expect(plain).not.toContain('data-delivery');
  });

  it.each([
    ['markup as the reference', 'sent=1&ref=%3Cscript%3Ealert(1)%3C%2Fscript%3E&delivery=stored'],
    ['a reference with letters the server never uses', 'sent=1&ref=ABCDEFGI&delivery=stored'],
    ['a lower-case reference', 'sent=1&ref=abcdefgh&delivery=stored'],
    ['a reference with more after it', 'sent=1&ref=ABCDEFGH%22%3E%3Cb%3Ex&delivery=stored'],
    ['a too long reference', 'sent=1&ref=ABCDEFGHJ'],
    ['an attribute-breaking delivery', 'sent=1&delivery=email%22%20onfocus%3D%22alert(1)'],
    ['text as the delivery', 'sent=1&delivery=Your+message+was+read'],
  ])('puts nothing from a hostile query into the page: %s', async (_, query) => {
    const res = await get(server, `/contact?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<p class="enquiry-ref"></p>');
    expect(html).not.toMatch(/Your reference is|<script>alert|<b>x|onfocus|ABCDEFG|abcdefgh|was read/);
    // Only one of the two words can come through (here the valid delivery=stored beside a bad reference).
    expect(html.match(/data-delivery="[^"]*"/g) ?? []).toEqual(query.includes('delivery=stored') ? ['data-delivery="stored"'] : []);
  });
});

describe('with SMTP configured: enquiries are e-mailed to the host', () => {
  let server: RunningServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    // How long a reply waits for the mail server to take the notice: at its most, a safety net far
    // above the work, so that a busy machine never turns "e-mailed" into "stored".
    server = await startServer({ distDir: dist, env: { TRUST_PROXY: '1', ENQUIRY_SEND_WAIT_MS: '60000', ...mailbox.env } });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it('checks the mail server at start-up and says where notices go, without the not-set-up notice', async () => {
    const out = await outputMatching(server, (o) => o.includes('Enquiry notices go to'));
    expect(out).toMatch(new RegExp(`Enquiry notices go to ${site.contact.email} through 127\\.0\\.0\\.1:\\d+ over STARTTLS .*; checked: the mail server takes the connection\\.`));
    expect(out).not.toMatch(/E-MAIL IS NOT SET UP|E-MAIL IS NOT WORKING|promises guests a reply/);
  });

  it('replies that the enquiry goes by e-mail, sends it, and prints no stored-only notice', async () => {
    const res = await post(server, guest);
    const body = (await res.json()) as { ref: string; delivery: string };
    expect(res.status).toBe(201);
    expect(body.delivery).toBe('email');
    // "email" means the mail server took the notice: it is in the mailbox before the reply left.
    expect(mailbox.received.filter((m) => m.includes(`[${body.ref}]`))).toHaveLength(1);
    expect(await outputDelivered(server, fn)).not.toContain('NEW ENQUIRY');
  });

  it('without JavaScript, the redirect and the page it lands on say e-mailed', async () => {
    const res = await post(server, guest, true);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/contact\?sent=1&ref=[2-9A-Z]{8}&delivery=email#enquiry-sent$/);
    const html = await (await get(server, location.replace(/#.*/, ''))).text();
    expect(html).toMatch(/<div data-delivery="email" id="enquiry-sent"/);
  });
});

describe('with SMTP set but the mail server down (or the settings wrong)', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort(); // nothing listens: the mail server is down, or SMTP_PORT is wrong
    server = await startServer({ distDir: dist, env: { TRUST_PROXY: '1', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) } });
  });
  afterAll(() => server?.stop());

  it('says at start-up, plainly, that notices will not be delivered, why, and what to check', async () => {
    const out = await outputMatching(server, (o) => o.includes('E-MAIL IS NOT WORKING'));
    const lines = noticeBlock(out, 'E-MAIL IS NOT WORKING');
    expect(lines[0]).toBe('E-MAIL IS NOT WORKING: enquiry notices will NOT be delivered.');
    expect(lines).toContain(`The mail server 127.0.0.1:${port} failed the start-up check:`);
    expect(lines).toContain(`connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(lines.join(' ')).toContain(`Nothing accepts connections at 127.0.0.1:${port}: check SMTP_HOST and SMTP_PORT (587 for STARTTLS, 465 with SMTP_SECURE=1).`);
    expect(lines).toContain(`Read the enquiries:   DATA_DIR=${server.dataDir} npm run enquiries`);
    expect(lines.join(' ')).toContain(`The site promises guests a reply ${site.contact.replyTime}`);
    expect(out).not.toContain('Enquiry notices go to');
  });

  it("tells the guest the message was saved for the host, with and without JavaScript, and the host's log names it", async () => {
    const res = await post(server, guest);
    const body = (await res.json()) as { ref: string; delivery: string };
    expect(res.status).toBe(201);
    expect(body.delivery).toBe('stored');
    const out = await outputMatching(server, (o) => o.includes(`NEW ENQUIRY ${body.ref}`));
    expect(noticeBlock(out, `NEW ENQUIRY ${body.ref}`)[0]).toMatch(/saved, NOT e-mailed \(the mail server failed: connect ECONNREFUSED 127\.0\.0\.1:\d+; the e-mail is retried\)\.$/);

    const form = await post(server, guest, true);
    const location = form.headers.get('location')!;
    expect(location).toMatch(/^\/contact\?sent=1&ref=[2-9A-Z]{8}&delivery=stored#enquiry-sent$/);
    const html = await (await get(server, location.replace(/#.*/, ''))).text();
    expect(html).toMatch(/<div data-delivery="stored" id="enquiry-sent"/);
  });

  it('npm run enquiries shows each of them as not e-mailed, retrying since it first failed', async () => {
    await outputMatching(server, (o) => (o.match(/E-mail failed|e-mail attempt 1 failed/g) ?? []).length >= 1);
    const list = execFileSync(process.execPath, [await bundled('scripts/enquiries.ts')], {
      cwd: rootDir,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: 'utf8',
    });
    expect(list).toMatch(/── [2-9A-Z]{8} · .* · NOT e-mailed: retrying since .* \(1 attempt; last error: connect ECONNREFUSED 127\.0\.0\.1:\d+\)/);
    expect(list).toMatch(/NOT e-mailed to you/);
  });
});

it('a wrong port (TLS from the start on a STARTTLS port) is caught at start-up, with what to change', async () => {
  const mailbox = await startMailbox();
  const server = await startServer({ distDir: dist, env: { ...mailbox.env, SMTP_SECURE: '1' } });
  try {
    const out = await outputMatching(server, (o) => o.includes('E-MAIL IS NOT WORKING'));
    const lines = noticeBlock(out, 'E-MAIL IS NOT WORKING');
    expect(lines.join(' ')).toMatch(/wrong version number/);
    expect(lines.join(' ')).toContain(`Port ${mailbox.env.SMTP_PORT} does not speak TLS from the start: use SMTP_PORT=465 with SMTP_SECURE=1, or unset SMTP_SECURE for port 587.`);
    const res = await post(server, guest);
    expect(((await res.json()) as { delivery: string }).delivery).toBe('stored');
  } finally {
    await server.stop();
    await mailbox.close();
  }
});
