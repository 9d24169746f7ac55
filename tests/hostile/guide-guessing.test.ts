import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { CODE_ALPHABET, formatCode } from '../../src/core/guide-code';
import { fn, outputMatching, post, site, stubDist } from './support';

// Wearing the 4-digit guide code down: many client addresses (a proxy that passes
// X-Forwarded-For through, or an IPv6 /64 with 2^64 of them), and other sites' pages spending
// their visitors' browsers on guesses. Each case gets its own server and database.
const CODE = '4821';
/** Wrong codes from all clients together per 15 minutes (src/server/guide/gate.ts). */
const BUDGET = 6;
const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
});
async function server(env: Record<string, string> = {}) {
  const s = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', GUIDE_PASSCODE: CODE, ...env } });
  running.push(s);
  return s;
}
const guess = (s: RunningServer, passcode: string, from: string, headers: Record<string, string> = {}, type = 'application/json') =>
  post(s, fn('guide'), JSON.stringify({ passcode }), type, { 'x-forwarded-for': from, ...headers });

describe('the guide code against unlimited client addresses', () => {
  it(`${BUDGET} wrong codes from as many addresses lock every client out, the right code too, with one line for the host`, async () => {
    const s = await server();
    const statuses = [];
    for (let i = 0; i < BUDGET; i++) statuses.push((await guess(s, String(1000 + i), `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual(Array(BUDGET).fill(401));
    const fresh = await guess(s, CODE, '203.0.113.200');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(800);
    await guess(s, '0000', '203.0.113.201');
    const out = await outputMatching(s, (o) => o.includes('wrong passcodes within 15 minutes'));
    expect(out.match(/wrong passcodes within 15 minutes/g)).toHaveLength(1);
    expect(out).not.toContain(CODE);
  });

  it('an IPv6 client is one client for its whole /64', async () => {
    const s = await server();
    for (let i = 1; i <= 5; i++) expect((await guess(s, '0000', `2001:db8:7:9::${i.toString(16)}`)).status).toBe(401);
    expect((await guess(s, CODE, '2001:db8:7:9:ffff:1:2:3')).status).toBe(429);
  });

  it('an IPv4-mapped IPv6 address is the same client as the IPv4 one', async () => {
    const s = await server();
    for (let i = 0; i < 3; i++) await guess(s, '0000', '198.51.100.77');
    for (let i = 0; i < 2; i++) await guess(s, '0000', '::ffff:198.51.100.77');
    expect((await guess(s, CODE, '198.51.100.77')).status).toBe(429);
  });
});

/** Wrong codes counted in the server's database, in the window, from all clients together. */
function counted(s: RunningServer, bucket: string): number {
  const db = new Database(path.join(s.dataDir, 'site.db'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM rate_events WHERE bucket = ?').get(bucket) as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * One address holding a right code (any guest's, or a leaked one) mixes it in among wrong ones,
 * nine and one, again and again: what it gets tested before the first 429, and what the budget
 * of all clients counted.
 */
async function interleave(s: RunningServer, right: string, wrong: (i: number) => string, per: number, rounds: number) {
  const from = '198.51.100.240';
  let tested = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < per; i++) {
      const res = await guess(s, wrong(tested), from);
      if (res.status === 429) return tested;
      expect(res.status).toBe(401);
      tested++;
    }
    const res = await guess(s, right, from);
    if (res.status === 429) return tested;
    expect(res.status).toBe(200);
  }
  return tested;
}

describe('a client holding a right code', () => {
  it("mixing a stay's code among wrong ones (9 and 1, 200 times) gets 10 wrong ones tested, then waits; all 10 stay in the budget", async () => {
    const stay = stayFrom(Date.now(), site, 1);
    const { code } = accessOf(stay, site);
    const s = await server({ GUIDE_PASSCODE: '', GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) });
    const wrong = (i: number) => [...String(i).padStart(8, '0')].map((d) => CODE_ALPHABET[Number(d) + 10]).join('');
    expect(await interleave(s, formatCode(code), wrong, 9, 200)).toBe(10);
    expect(counted(s, 'guide-code')).toBe(10);
  });

  it('mixing the shared passcode among wrong ones (4 and 1) gets 5 tested, then waits; all 5 stay in the budget', async () => {
    const s = await server();
    expect(await interleave(s, CODE, (i) => String(1000 + i), 4, 50)).toBe(5);
    expect(counted(s, 'guide-fail')).toBe(5);
  });
});

describe("other sites' pages cannot spend guesses", () => {
  const own = new URL(site.baseUrl).origin;
  const refusals: [string, Record<string, string>, string, number][] = [
    ['text/plain (no CORS preflight needed)', {}, 'text/plain', 415],
    ['a form post', {}, 'application/x-www-form-urlencoded', 415],
    ['no content type', {}, '', 415],
    ['JSON in another charset', {}, 'application/json; charset=utf-16', 415],
    ['a foreign Origin', { origin: 'https://evil.example' }, 'application/json', 403],
    ['the "null" Origin of a sandboxed frame', { origin: 'null' }, 'application/json', 403],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }, 'application/json', 403],
    // A name the attacker points at this server (DNS rebinding): the page's Host is its own name.
    ['a page whose Host is its own name, not this server’s', { origin: 'http://rebind.example', host: 'rebind.example', 'sec-fetch-site': 'same-origin' }, 'application/json', 403],
  ];

  it('refuses each before it counts, so the guest is never locked out by them', async () => {
    const s = await server();
    for (const [name, headers, type, status] of refusals) {
      for (let i = 0; i < 6; i++) {
        const res = await guess(s, '0000', '203.0.113.50', headers, type);
        expect(res.status, name).toBe(status);
        const fields = ((await res.json()) as { fields: Record<string, string> }).fields;
        expect(Object.values(fields).join(' '), name).toMatch(/must be application\/json|UTF-8|is not this site|another site/);
      }
    }
    // The real guest, same address, on the site's own page or this server's.
    expect((await guess(s, CODE, '203.0.113.50', { origin: own, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    expect((await guess(s, CODE, '203.0.113.50', { origin: s.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('applies the same rule to enquiries: JSON or a form from the site, nothing from elsewhere', async () => {
    const s = await server();
    const enquiry = { firstName: 'Eve', lastName: 'Cross', email: 'eve@example.com', message: 'Posted from another site.' };
    const json = JSON.stringify(enquiry);
    const form = new URLSearchParams(enquiry).toString();
    expect((await post(s, fn('enquiry'), json, 'application/json', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(s, fn('enquiry'), form, 'application/x-www-form-urlencoded', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(s, fn('enquiry'), json, 'text/plain')).status).toBe(415);
    expect((await post(s, fn('enquiry'), form, 'application/x-www-form-urlencoded', { origin: s.url, referer: `${s.url}/contact` })).status).toBe(303);
    expect((await post(s, fn('enquiry'), json, 'application/json', { origin: own })).status).toBe(201);
  });
});
