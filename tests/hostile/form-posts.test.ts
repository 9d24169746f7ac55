import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputDelivered, startServer, type RunningServer } from '../../harness/server';
import { fn, freshClient, post, stillHealthy, stubDist, warmUp } from './support';

// Enquiry bodies a browser would not send: chunked and oversized, in Latin-1, with characters
// that turn a name around, and the same POST twice.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1' } });
  await warmUp(server);
});
afterAll(() => server?.stop());

const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Is the deck sunny in the morning?' };

/** Stored rows, read from the server's own database file as `npm run enquiries` would. */
function stored(): { first_name: string; last_name: string; ref: string }[] {
  const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    return db.prepare('SELECT first_name, last_name, ref FROM enquiries ORDER BY id').all() as never;
  } finally {
    db.close();
  }
}

/** A POST with Transfer-Encoding: chunked (no Content-Length), sent in 1 KB chunks. */
function chunkedPost(body: Buffer, type: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + fn('enquiry'), { method: 'POST', agent: false, headers: { 'content-type': type, 'transfer-encoding': 'chunked', referer: `${server.url}/contact`, 'x-forwarded-for': freshClient() } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 1024) req.write(body.subarray(i, i + 1024));
    req.end();
  });
}

describe('a chunked form post over the 16 KB limit', () => {
  it('urlencoded: goes back to the form with too-large, never a 500', async () => {
    const body = Buffer.from(new URLSearchParams({ ...guest, message: 'x'.repeat(17_000) }).toString());
    expect(await chunkedPost(body, 'application/x-www-form-urlencoded')).toEqual({ status: 303, location: '/contact?error=too-large#enquiry-error' });
  });

  it('multipart: the same', async () => {
    const boundary = 'hostile0boundary';
    const parts = Object.entries({ ...guest, message: 'y'.repeat(17_000) }).map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const body = Buffer.from(parts.join('') + `--${boundary}--\r\n`);
    expect(await chunkedPost(body, `multipart/form-data; boundary=${boundary}`)).toEqual({ status: 303, location: '/contact?error=too-large#enquiry-error' });
  });

  it('logged no error for either', () => {
    expect(server.output()).not.toMatch(/ReadableStream is locked|ERR_INVALID_STATE|Unhandled server error/);
  });
});

describe('a multipart body its boundary does not split', () => {
  it("is the client's error: a 400 naming the body, nothing stored, and no line in the log", async () => {
    const before = stored().length;
    for (const body of ['garbage', '--XYZ\r\nno headers, no end', `--XYZ\r\ncontent-disposition: form-data\r\n\r\n${'x'.repeat(3000)}`]) {
      const res = await post(server, fn('enquiry'), body, 'multipart/form-data; boundary=XYZ', { referer: `${server.url}/contact` });
      expect(res.status, body.slice(0, 20)).toBe(400);
      expect(await res.json()).toEqual({ error: 'Malformed form', fields: { '(body)': 'is not a multipart/form-data body its boundary splits' } });
    }
    expect(stored()).toHaveLength(before);
    expect(await outputDelivered(server, fn('enquiry'))).not.toMatch(/Enquiry form post failed|Error|\n\s+at /);
    await stillHealthy(server);
  });
});

describe('form posts in another charset', () => {
  it('Latin-1 bytes are decoded as the declared charset, not stored garbled', async () => {
    const before = stored().length;
    // "José Müller" as ISO-8859-1 bytes, percent-encoded as a Latin-1 page would send them.
    const body = 'firstName=Jos%E9&lastName=M%FCller&email=jose%40example.com&message=Ol%E1%21';
    const res = await post(server, fn('enquiry'), body, 'application/x-www-form-urlencoded; charset=iso-8859-1', { referer: `${server.url}/contact` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/sent=1/);
    expect(stored().slice(before)).toEqual([expect.objectContaining({ first_name: 'José', last_name: 'Müller' })]);
  });

  it('a charset the server cannot read is a 415 with the reason', async () => {
    const res = await post(server, fn('enquiry'), new URLSearchParams(guest).toString(), 'application/x-www-form-urlencoded; charset=x-klingon');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { fields: Record<string, string> }).fields['Content-Type']).toMatch(/x-klingon .*send UTF-8/);
  });

  it('bytes that are not UTF-8 in a post that declares none are refused, not stored as \uFFFD', async () => {
    const before = stored().length;
    const res = await post(server, fn('enquiry'), 'firstName=Jos%E9&lastName=L&email=j%40example.com&message=hi', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(stored()).toHaveLength(before);
  });
});

describe('characters that reverse or break a one-line field', () => {
  const cases: [string, string, string][] = [
    ['U+202E (right-to-left override) in a first name', 'firstName', 'Ada\u202Egnp.exe'],
    ['U+2028 (line separator) in a last name', 'lastName', 'L\u2028Subject: spam'],
    ['U+2029 (paragraph separator) in the dates', 'dates', 'March\u2029April'],
    ['U+2066 (left-to-right isolate) in the phone', 'phone', '\u2066+61 412 345 678'],
    ['U+200F (right-to-left mark) in the e-mail', 'email', 'ada@example.com\u200F'],
    ['U+0085 (next line) in a first name', 'firstName', 'Ada\u0085Bob'],
  ];
  for (const [name, field, value] of cases) {
    it(`${name}: 400 naming the field`, async () => {
      const res = await post(server, fn('enquiry'), JSON.stringify({ ...guest, [field]: value }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toMatch(/reverse or break/);
    });
  }

  it('the message may still hold them (it is many lines of free text)', async () => {
    expect((await post(server, fn('enquiry'), JSON.stringify({ ...guest, message: 'line one\u2028line two, \u05e9\u05dc\u05d5\u05dd' }))).status).toBe(201);
  });
});

describe('a retried enquiry (Idempotency-Key)', () => {
  it('is stored once and answered with the same reference', async () => {
    const before = stored().length;
    const headers = { 'idempotency-key': '5d0f3b7e-9c1a-4e55-a2f1-0d6f0b2c9e11', 'x-forwarded-for': '203.0.113.90' };
    const first = await post(server, fn('enquiry'), JSON.stringify(guest), 'application/json', headers);
    const again = await post(server, fn('enquiry'), JSON.stringify(guest), 'application/json', headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as { ref: string }, (await again.json()) as { ref: string }];
    expect(b.ref).toBe(a.ref);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(stored().slice(before).map((r) => r.ref)).toEqual([a.ref]);
  });

  it('a key no client would send is a 400 naming the header', async () => {
    const res = await post(server, fn('enquiry'), JSON.stringify(guest), 'application/json', { 'idempotency-key': 'x'.repeat(200) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields['Idempotency-Key']).toMatch(/1 to 128/);
  });

  it('the server stays healthy', async () => {
    expect(server.output()).not.toMatch(/\n\s+at /);
    await stillHealthy(server);
  });
});
