import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { fn, post, stillHealthy, stubDist, warmUp } from './support';

// The fields that say which page brought an enquiry come from the visitor's browser storage,
// so a robot or a hand-edited request can put anything there. None of it may be stored,
// reach the host's e-mail or terminal, or cost the guest their message.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1' } });
  await warmUp(server);
});
afterAll(() => server?.stop());

const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const fit = { landingPage: '/newcastle-accommodation', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', formPage: '/contact' };

const columns = { landingPage: 'landing_page', referrerHost: 'referrer_host', utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', formPage: 'form_page' };
type Field = keyof typeof columns;

/** The stored row of the enquiry whose message is `message`, read from the server's own database file. */
function storedRow(message: string): Record<string, string> | undefined {
  const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM enquiries WHERE message = ?').get(message) as never;
  } finally {
    db.close();
  }
}

const cases: [string, Field, unknown][] = [
  ['another site disguised as a path (//)', 'landingPage', '//evil.example/x'],
  ['another site disguised as a path (/\\)', 'landingPage', '/\\evil.example/x'],
  ['a full address', 'landingPage', 'https://evil.example/newcastle'],
  ['a script address', 'landingPage', 'javascript:alert(1)'],
  ['a path climbing out', 'landingPage', '/../../etc/passwd'],
  ['a path with a query', 'landingPage', '/contact?utm_source=x'],
  ['a 10,000-character path', 'landingPage', '/' + 'a'.repeat(9_999)],
  ['a number', 'landingPage', 42],
  ['an object', 'landingPage', { toString: '/contact' }],
  ['an array', 'formPage', ['/contact']],
  ['markup as the form page', 'formPage', '/<script>alert(1)</script>'],
  ['a whole referring address', 'referrerHost', 'https://www.google.com/search?q=guesthouse'],
  ['a host with a port', 'referrerHost', 'evil.example:8080'],
  ['a host in capitals', 'referrerHost', 'EVIL.EXAMPLE'],
  ['a host with a space and a header', 'referrerHost', 'evil.example\r\nBcc: all@example.com'],
  ['a host 300 characters long', 'referrerHost', `${'a'.repeat(60)}.`.repeat(5) + 'example'],
  ['markup as a campaign', 'utmCampaign', '<img src=x onerror=alert(1)>'],
  ['a terminal escape as a source', 'utmSource', 'google\u001b[2J'],
  ['a line break as a medium', 'utmMedium', 'cpc\nFirst page: /forged'],
  ['a right-to-left override as a campaign', 'utmCampaign', 'spring\u202Egnp.exe'],
  ['a line separator as a source', 'utmSource', 'google\u2028forged'],
  ['a spreadsheet formula as a campaign', 'utmCampaign', '=HYPERLINK("http://evil.example")'],
  ['a 101-character campaign', 'utmCampaign', 'x'.repeat(101)],
  ['null', 'utmSource', null],
];

describe('a landing field that does not fit', () => {
  for (const [name, field, value] of cases) {
    it(`${name} (${field}): the enquiry is kept, that field dropped and named with its reason`, async () => {
      const message = `Hostile ${field}: ${name}`;
      const res = await post(server, fn('enquiry'), JSON.stringify({ ...guest, message, ...fit, [field]: value }));
      expect(res.status).toBe(201);
      const reply = (await res.json()) as { ok: boolean; ignored?: Record<string, string> };
      expect(reply.ok).toBe(true);
      expect(Object.keys(reply.ignored ?? {})).toEqual([field]);
      expect(reply.ignored![field]).toMatch(/ignored, the message is kept$/);
      const row = storedRow(message)!;
      expect(row).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
      for (const [f, column] of Object.entries(columns)) expect(row[column], f).toBe(f === field ? '' : fit[f as Field]);
    });
  }

  it('in a plain form post: the enquiry is kept and the field dropped, with the ordinary redirect', async () => {
    const message = 'Hostile form page in a plain form post';
    const body = new URLSearchParams({ ...guest, message, formPage: '//evil.example', landingPage: '' }).toString();
    const res = await post(server, fn('enquiry'), body, 'application/x-www-form-urlencoded', { referer: `${server.url}/contact` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/contact\?sent=1&ref=[2-9A-Z]{8}&delivery=stored#enquiry-sent$/);
    expect(storedRow(message)).toMatchObject({ form_page: '', landing_page: '' });
  });

  it('never excuses a bad field the guest typed: that is still a 400 naming it, and nothing is stored', async () => {
    const message = 'Bad e-mail and a bad landing page';
    const res = await post(server, fn('enquiry'), JSON.stringify({ ...guest, email: 'ada@localhost', message, landingPage: '//evil.example' }));
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(['email']);
    expect(storedRow(message)).toBeUndefined();
  });

  it('an unknown field beside them is still refused', async () => {
    const res = await post(server, fn('enquiry'), JSON.stringify({ ...guest, message: 'hi', ...fit, utmTerm: 'x' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ utmTerm: 'is not a known field' });
  });

  it('leaves the server answering at once', async () => {
    await stillHealthy(server);
  });
});
