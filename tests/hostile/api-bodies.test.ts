import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { fn, post, rawPost, stillHealthy } from './support';

// Bodies no form would send. Each gets a 4xx naming the field (or a redirect back to the
// form for plain form posts), never a 5xx, and nothing hostile is stored.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: distDir(), env: { TRUST_PROXY: '1' } });
});
afterAll(() => server?.stop());

const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+61 412 345 678', dates: '12-15 March', message: 'Is the deck sunny in the morning?' };
const json = (v: unknown) => JSON.stringify(v);

async function fields(res: Response) {
  return ((await res.json()) as { fields: Record<string, string> }).fields;
}

describe('the enquiry function', () => {
  const cases: [string, string, string, Record<string, RegExp>][] = [
    ['invalid JSON', '{"firstName": "Ada",', 'application/json', { '(body)': /not valid JSON/ }],
    ['an empty body', '', 'application/json', { '(body)': /not valid JSON/ }],
    ['a JSON array', '[]', 'application/json', { '(body)': /object/ }],
    ['a JSON string', '"hello"', 'application/json', { '(body)': /object/ }],
    ['missing fields', json({ firstName: 'Ada' }), 'application/json', { lastName: /./, email: /./, message: /./ }],
    ['a number for a name', json({ ...guest, firstName: 42 }), 'application/json', { firstName: /./ }],
    ['an object for the message', json({ ...guest, message: { text: 'hi' } }), 'application/json', { message: /./ }],
    ['a __proto__ key', '{"__proto__": {"admin": true}, "firstName": "Ada", "lastName": "L", "email": "a@b.co", "message": "hi"}', 'application/json', { __proto__: /not a known field/ }],
    ['a constructor key', json({ ...guest, constructor: 'x' }), 'application/json', { constructor: /not a known field/ }],
    ['ESC in a name (terminal escape)', json({ ...guest, firstName: 'Ada\u001b[2J' }), 'application/json', { firstName: /control characters/ }],
    ['BEL in the message', json({ ...guest, message: 'ding\u0007' }), 'application/json', { message: /control characters/ }],
    ['NUL in the e-mail', json({ ...guest, email: 'ada@example.com\u0000' }), 'application/json', { email: /control characters/ }],
    ['CR/LF in the e-mail (header injection)', json({ ...guest, email: 'ada@example.com\r\nBcc: all@example.com' }), 'application/json', { email: /one line/ }],
    ['CR/LF in the last name', json({ ...guest, lastName: 'L\r\nSubject: spam' }), 'application/json', { lastName: /one line/ }],
  ];
  for (const [name, body, type, expected] of cases) {
    it(`${name}: 400 naming the field`, async () => {
      const res = await post(server, fn('enquiry'), body, type);
      expect(res.status).toBe(400);
      const f = await fields(res);
      for (const [k, re] of Object.entries(expected)) expect(f[k], k).toMatch(re);
    });
  }

  it('deep nesting is refused as a 400, not a crash', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const res = await post(server, fn('enquiry'), deep);
    expect(res.status).toBe(413);
  });

  it('nesting under the size limit is a 400', async () => {
    const res = await post(server, fn('enquiry'), '{"a":'.repeat(2000) + '1' + '}'.repeat(2000));
    expect(res.status).toBe(400);
  });

  for (const [label, size] of [['1 MB', 1 << 20], ['10 MB', 10 << 20]] as const) {
    it(`a ${label} body is a 413 with the limit, answered before it is all sent`, async () => {
      const res = await rawPost(server.url + fn('enquiry'), json({ ...guest, message: 'x'.repeat(size) }));
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).fields['(body)']).toBe('must be at most 16 KB');
    });
  }

  it('a plain form post over the limit goes back to the form with a message', async () => {
    const body = new URLSearchParams({ ...guest, message: 'y'.repeat(40_000) }).toString();
    const res = await post(server, fn('enquiry'), body, 'application/x-www-form-urlencoded', { referer: `${server.url}/contact` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?error=too-large#enquiry-error');
  });

  it("a plain form post's way back never leaves the site, whatever the Referer says", async () => {
    const body = new URLSearchParams({ ...guest, website: '' }).toString();
    for (const referer of [`${server.url}//evil.example/x`, 'https://evil.example/contact', `${server.url}/\\evil.example`]) {
      const res = await post(server, fn('enquiry'), body, 'application/x-www-form-urlencoded', { referer });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/contact\?/);
    }
  });

  it('a form field named constructor is an unknown field, reported on the form', async () => {
    const body = new URLSearchParams({ ...guest, constructor: 'x' }).toString();
    const res = await post(server, fn('enquiry'), body, 'application/x-www-form-urlencoded', { referer: `${server.url}/contact` });
    expect(res.headers.get('location')).toBe('/contact?error=constructor#enquiry-error');
  });

  it('unicode from every script is stored as written', async () => {
    const res = await post(server, fn('enquiry'), json({ ...guest, firstName: 'Zoë 李 محمد', message: 'Kia ora 🌊 — שלום' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { ref: string }).ref).toMatch(/^[2-9A-Z]{8}$/);
  });

  it('text a spreadsheet would run as a formula is accepted (and exported inert by npm run enquiries)', async () => {
    const res = await post(server, fn('enquiry'), json({ ...guest, message: '=HYPERLINK("https://evil.example","click")' }));
    expect(res.status).toBe(201);
  });

  it('JSON sent as text/plain is refused with 415 (supabase-js always sends application/json)', async () => {
    const res = await post(server, fn('enquiry'), json(guest), 'text/plain');
    expect(res.status).toBe(415);
    expect((await fields(res))['Content-Type']).toMatch(/must be application\/json or application\/x-www-form-urlencoded or multipart\/form-data, not text\/plain/);
  });
});

describe('the guide unlock', () => {
  const cases: [string, string, Record<string, RegExp>][] = [
    ['no passcode', json({}), { passcode: /required/ }],
    ['a number', json({ passcode: 2468 }), { passcode: /./ }],
    ['five digits', json({ passcode: '24680' }), { passcode: /./ }],
    ['letters', json({ passcode: 'abcd' }), { passcode: /./ }],
    ['an extra field', json({ passcode: '1234', admin: true }), { admin: /not a known field/ }],
    ['a __proto__ key', '{"passcode":"1234","__proto__":{"ok":1}}', { __proto__: /not a known field/ }],
    ['invalid JSON', '{passcode: 1234}', { '(body)': /not valid JSON/ }],
  ];
  for (const [name, body, expected] of cases) {
    it(`${name}: 400 naming the field, no try spent`, async () => {
      const res = await post(server, fn('guide'), body);
      expect(res.status).toBe(400);
      const f = await fields(res);
      for (const [k, re] of Object.entries(expected)) expect(f[k], k).toMatch(re);
    });
  }

  it('still answers quickly afterwards, with no server error logged', async () => {
    expect(server.output()).not.toMatch(/Unhandled server error|\n\s+at /);
    await stillHealthy(server);
  });
});
