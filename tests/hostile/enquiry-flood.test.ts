import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../../src/blocks/contact-form/contact-form';
import { busyMessage } from '../../src/core/enquiry-sent';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { renderHtml } from '../support/site';
import { startServer, type RunningServer } from '../../harness/server';
import { fn, get, post, site, stubDist } from './support';

// Strangers can store only so much: past ENQUIRIES_PER_HOUR (all clients together) the form is
// refused with another way to reach the host, however many addresses the flood comes from; and an
// Idempotency-Key counts for its own client and message only.
const CAP = 40;
let server: RunningServer;
beforeAll(async () => {
  const dist = stubDist();
  fs.mkdirSync(path.join(dist, 'client', 'contact'));
  const form = renderHtml(createElement(ContactForm, { type: 'contact-form', heading: 'Send us a message' }));
  fs.writeFileSync(path.join(dist, 'client', 'contact', 'index.html'), `<!doctype html><title>Contact</title><main>${form}</main>`);
  server = await startServer({ distDir: dist, env: { TRUST_PROXY: '1', SMTP_HOST: '', ENQUIRIES_PER_HOUR: String(CAP) } });
});
afterAll(() => server?.stop());

const stored = () => {
  const db = openDb(path.join(server.dataDir, 'site.db'));
  try {
    return enquiryStore(db).list();
  } finally {
    db.close();
  }
};
const body = (name: string, message: string) => JSON.stringify({ firstName: name, lastName: 'Guest', email: 'guest@example.com', message });
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

describe('an Idempotency-Key', () => {
  it('reused by another client with another message: stored as that client\'s own, never answered with the first one\'s reference', async () => {
    const key = { 'idempotency-key': 'a3c1e7f0-0000-4000-8000-000000000001' };
    const a = await post(server, fn('enquiry'), body('Alice', 'A wants March'), 'application/json', from('203.0.113.10', key));
    const b = await post(server, fn('enquiry'), body('Bob', 'B wants April'), 'application/json', from('203.0.113.11', key));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    const [refA, refB] = [((await a.json()) as { ref: string }).ref, ((await b.json()) as { ref: string }).ref];
    expect(refB).not.toBe(refA);
    expect(stored().find((e) => e.ref === refB)).toMatchObject({ firstName: 'Bob', message: 'B wants April' });

    // The same client, the same message: the first answer again, stored once.
    const again = await post(server, fn('enquiry'), body('Alice', 'A wants March'), 'application/json', from('203.0.113.10', key));
    expect([again.status, again.headers.get('idempotent-replayed'), ((await again.json()) as { ref: string }).ref]).toEqual([201, 'true', refA]);
  });

  it('reused by its client for another message: 422 saying so, and nothing stored', async () => {
    const key = { 'idempotency-key': 'a3c1e7f0-0000-4000-8000-000000000002' };
    expect((await post(server, fn('enquiry'), body('Carol', 'First message'), 'application/json', from('203.0.113.12', key))).status).toBe(201);
    const res = await post(server, fn('enquiry'), body('Carol', 'A different message'), 'application/json', from('203.0.113.12', key));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'Idempotency-Key reused', fields: { 'Idempotency-Key': 'was already used for another message: send each new message with a new key' } });
    expect(stored().some((e) => e.message === 'A different message')).toBe(false);
  });

  it('replayed by a client over its limit gets it nothing: another client\'s key is a new enquiry, refused', async () => {
    const known = { 'idempotency-key': 'a3c1e7f0-0000-4000-8000-000000000003' };
    expect((await post(server, fn('enquiry'), body('Dan', 'Known key'), 'application/json', from('203.0.113.13', known))).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await post(server, fn('enquiry'), body('Eve', `Eve ${i}`), 'application/json', from('203.0.113.14'))).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await post(server, fn('enquiry'), body('Dan', 'Known key'), 'application/json', from('203.0.113.14', known))).status).toBe(429);
  });
});

describe(`a flood from many IPv6 /64s past ENQUIRIES_PER_HOUR (${CAP})`, () => {
  it('stores no more than the budget, refuses the rest with another way to reach the host, and tells the host once', async () => {
    const before = stored().length;
    const message = 'x'.repeat(4900);
    // 80 clients of one /48: each /64 is a client of its own, so per-client limits alone would take all of them.
    const replies = await Promise.all(
      Array.from({ length: 80 }, (_, i) => post(server, fn('enquiry'), body(`Flood${i}`, message), 'application/json', from(`2001:db8:7:${i.toString(16)}::1`))),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP - before);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - (CAP - before));
    expect(stored()).toHaveLength(CAP);
    const refused = (await replies[statuses.indexOf(429)].json()) as { error: string; message: string; limit: string };
    expect(refused).toMatchObject({ error: 'Enquiries are full for now', limit: 'all', message: busyMessage(site) });
    expect(refused.message).toContain(site.contact.email);
    expect(refused.message).toContain(site.contact.phone);
    expect(server.output().match(/ENQUIRIES STORED IN THE LAST HOUR \(ENQUIRIES_PER_HOUR\)/g)).toHaveLength(1);
  });

  it('a guest without script is sent back to the form, whose notice gives the same other way', async () => {
    const res = await post(server, fn('enquiry'), 'firstName=Fay&lastName=Guest&email=fay%40example.com&message=Hello', 'application/x-www-form-urlencoded', {
      ...from('198.51.100.77'),
      referer: `${server.url}/contact`,
      host: new URL(server.url).host,
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe('/contact?error=busy#enquiry-error');
    const page = await (await get(server, location.replace(/#.*/, ''))).text();
    expect(page).toContain('<div data-error="busy" id="enquiry-error"');
    expect(page).toContain(`<span data-for="busy">${busyMessage(site)}</span>`);
  });
});
