import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerDeps } from '../../src/server/deps';
import type { DB } from '../../src/server/db';
import { functionsApp } from '../../src/server/functions';
import { enquiryStore } from '../../src/server/enquiries/store';
import { enquiryDeps } from './enquiry-deps';

let deps: ServerDeps & { db: DB };
let app: Hono;
let clock: number;
let route: string;

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+61 412 345 678',
  dates: '12-15 March',
  message: 'Is the cot available for our baby?',
};

function post(body: unknown, opts: { client?: string; headers?: Record<string, string> } = {}) {
  return app.request(route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.client ?? '198.51.100.4', ...opts.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(route, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.9', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const stored = () => enquiryStore(deps.db).list();

beforeEach(() => {
  clock = Date.parse('2025-03-01T01:00:00Z');
  // The server is reached at http://guesthouse.test: its own pages are there.
  deps = enquiryDeps({ env: { TRUST_PROXY: '1' }, now: () => clock, origins: ['http://guesthouse.test'] });
  app = new Hono();
  app.route('/functions/v1', functionsApp(deps));
  route = `/functions/v1/${deps.site.backend.functions.enquiry}`;
});

afterEach(() => deps.db.close());

describe('enquiry function', () => {
  it('stores a valid enquiry before answering 201 with its reference', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { ok, ref, delivery } = (await res.json()) as { ok: boolean; ref: string; delivery: string };
    expect(ok).toBe(true);
    expect(delivery).toBe('stored'); // no SMTP here: the host is not e-mailed, and the guest is told so
    expect(ref).toMatch(/^[2-9A-Z]{8}$/);
    const rows = stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, ref, createdAtMs: clock, sentAtMs: null, attempts: 0 });
  });

  it('accepts an enquiry without the optional phone and dates, sent empty or left out', async () => {
    expect((await post({ ...valid, phone: '', dates: '' })).status).toBe(201);
    const { phone: _p, dates: _d, ...required } = valid;
    expect((await post(required)).status).toBe(201);
    expect(stored().map((r) => [r.phone, r.dates])).toEqual([['', ''], ['', '']]);
  });

  it('trims what it stores', async () => {
    await post({ ...valid, firstName: '  Ada ', message: '\n Hello \n' });
    expect(stored()[0]).toMatchObject({ firstName: 'Ada', message: 'Hello' });
  });

  it.each([
    ['firstName', { firstName: '' }, /first name/],
    ['firstName', { firstName: '   ' }, /first name/],
    ['firstName', { firstName: 'x'.repeat(81) }, /first name/],
    ['firstName', { firstName: 'Ada\r\nBcc: spam@example.com' }, /one line without control characters/],
    ['lastName', { lastName: '' }, /last name/],
    ['email', { email: 'not-an-email' }, /valid email/],
    ['email', { email: 'guest@localhost' }, /valid email/],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, /valid email/],
    ['phone', { phone: 'call me' }, /phone number/],
    ['phone', { phone: '12' }, /phone number/],
    ['dates', { dates: 'd'.repeat(121) }, /120 characters/],
    ['message', { message: '' }, /write a message/],
    ['message', { message: ' \n ' }, /write a message/],
    ['message', { message: 'm'.repeat(5001) }, /write a message/],
    ['firstName', { firstName: 42 }, /first name/],
  ])('rejects a bad %s with 400 naming the field', async (field, change, reason) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(reason);
    expect(stored()).toHaveLength(0);
  });

  it.each(['firstName', 'lastName', 'email', 'message'])('rejects a missing %s with the same guest-facing reason', async (field) => {
    const body: Record<string, string> = { ...valid };
    delete body[field];
    const res = await post(body);
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toMatch(/^Please /);
  });

  it('names every bad field at once, and unknown fields too', async () => {
    const res = await post({ firstName: '', email: 'x', message: 'hi', admin: true });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['admin', 'email', 'firstName', 'lastName']);
  });

  it('answers 400, never 5xx, for a body that is not JSON or not an object', async () => {
    for (const body of ['{oops', '[]', 'null', '"text"']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()) as object).toHaveProperty('fields');
    }
  });

  it('refuses a body over 16 KB', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(17 * 1024) });
    expect([400, 413]).toContain(res.status);
    expect(stored()).toHaveLength(0);
  });

  it('answers a filled-in honeypot like a success but stores nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { ref: string }).ref).toMatch(/^[2-9A-Z]{8}$/);
    expect(stored()).toHaveLength(0);
  });

  it('takes 5 enquiries per client per hour, then 429 with Retry-After, other clients unaffected', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid, message: `Message ${i}` })).status).toBe(201);
      clock += 60_000;
    }
    const sixth = await post({ ...valid, message: 'Sixth' });
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as { message: string; retryAfterSeconds: number };
    // The first was 5 minutes ago: it leaves the window in 55 minutes.
    expect(body.retryAfterSeconds).toBe(55 * 60);
    expect(sixth.headers.get('retry-after')).toBe(String(55 * 60));
    expect(body.message).toMatch(/55 minutes/);
    expect((await post(valid, { client: '203.0.113.50' })).status).toBe(201);
    expect(stored().map((r) => r.message)).not.toContain('Sixth');

    clock += 55 * 60_000;
    expect((await post({ ...valid, message: 'An hour later' })).status).toBe(201);
  });

  it('does not count invalid attempts against the limit', async () => {
    for (let i = 0; i < 8; i++) expect((await post({ ...valid, email: 'nope' })).status).toBe(400);
    expect((await post(valid)).status).toBe(201);
  });

  it('queues an e-mail notice with every stored enquiry', async () => {
    await post(valid);
    const outbox = deps.db.prepare('SELECT enquiry_id, attempts, sent_at_ms FROM enquiry_outbox').all();
    expect(outbox).toEqual([{ enquiry_id: stored()[0].id, attempts: 0, sent_at_ms: null }]);
  });

  it('answers the CORS preflight supabase-js sends', async () => {
    const res = await app.request(route, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type,x-client-info' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });
});

describe('enquiry function, plain form post (no JavaScript)', () => {
  const form = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '', dates: '', message: 'Hello!', website: '' };

  it('stores the enquiry and redirects (303) to the thank-you on /contact', async () => {
    const res = await postForm(form);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/contact\?sent=1&ref=[2-9A-Z]{8}&delivery=stored#enquiry-sent$/);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', phone: '', ref: location.match(/ref=(\w+)/)![1] });
  });

  it('redirects back with the list of fields to fix', async () => {
    const res = await postForm({ ...form, email: 'grace@localhost', firstName: ' ' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?error=firstName,email#enquiry-error');
    expect(stored()).toHaveLength(0);
  });

  it('returns to the page the form was posted from when it is on this site', async () => {
    const res = await postForm(form, { referer: 'http://guesthouse.test/newcastle-accommodation?x=1', host: 'guesthouse.test' });
    expect(res.headers.get('location')).toMatch(/^\/newcastle-accommodation\?sent=1/);
    const foreign = await postForm(form, { referer: 'https://evil.example/phish', host: 'guesthouse.test' });
    expect(foreign.headers.get('location')).toMatch(/^\/contact\?sent=1/);
    // A name pointed at this server is not this site, whatever Host it sends.
    const rebound = await postForm(form, { referer: 'http://rebind.example/newcastle-accommodation', host: 'rebind.example' });
    expect(rebound.headers.get('location')).toMatch(/^\/contact\?sent=1/);
  });

  it('discards a filled honeypot but still says thank you', async () => {
    const res = await postForm({ ...form, website: 'spam' });
    expect(res.headers.get('location')).toMatch(/sent=1/);
    expect(stored()).toHaveLength(0);
  });

  it('redirects with error=too-many past the hourly limit', async () => {
    for (let i = 0; i < 5; i++) await postForm(form);
    const res = await postForm(form);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?error=too-many#enquiry-error');
    expect(stored()).toHaveLength(5);
  });
});
