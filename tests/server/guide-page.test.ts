// The guide's gate without JavaScript (src/server/guide/page.ts): what the embedded server does
// with a plain form post to the gate's page, on a real app and SQLite file. The page is a small
// built gate page; the right code's rendered guide is covered by tests/browser/guide-visits.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { DB } from '../../src/server/db';
import { testDeps } from '../support/deps';
import { distDir } from '../../harness/routes';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { site } from './enquiry-deps';

const stay = stayFrom(Date.now(), site, 1);
const CODE = accessOf(stay, site).code;
const HOST = 'guest.example';
const own = { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
const open: DB[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function app() {
  const deps = testDeps({ env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) }, origins: [`http://${HOST}`] });
  open.push(deps.db);
  const page = path.join(deps.distDir, 'client', 'digital-guide', 'index.html');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(page, '<html><head></head><body><div data-island="guide-gate"><form method="post"><input name="passcode"/><p class="message" id="m"></p></form></div></body></html>');
  return createApp(deps);
}
const post = (a: ReturnType<typeof app>, body: BodyInit, headers: Record<string, string> = {}) =>
  a.request(`http://${HOST}/digital-guide`, { method: 'POST', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
const unlockJson = (a: ReturnType<typeof app>, passcode: string) =>
  a.request(`http://${HOST}/functions/v1/guide-unlock`, { method: 'POST', headers: { host: HOST, 'content-type': 'application/json', ...own }, body: JSON.stringify({ passcode }) });

it('refuses a post from another site before counting it, and a post that is not the form', async () => {
  const a = app();
  for (let i = 0; i < 8; i++) expect((await post(a, 'passcode=K7PM-3XQA', { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post(a, 'passcode=K7PM-3XQA', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  expect((await post(a, 'passcode=K7PM-3XQA', { ...own, 'content-type': 'text/plain' })).status).toBe(415);
  const chunked = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(`passcode=${'1'.repeat(5000)}`)), c.close()) });
  expect((await a.request(`http://${HOST}/digital-guide`, { method: 'POST', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...own }, body: chunked, duplex: 'half' } as RequestInit)).status).toBe(413);
  // None of those was a try: the right code still opens the guide.
  expect((await unlockJson(a, CODE)).status).toBe(200);
});

it('says why a code is wrong, never cached, and counts it with the script\'s tries', async () => {
  const a = app();
  const short = await post(a, 'passcode=12', own);
  expect(short.status).toBe(400);
  expect(await short.text()).toContain('<strong>Invalid Passcode</strong> The code is 8 letters and digits, like K7PM-3XQA.');
  for (let i = 0; i < 10; i++) {
    const wrong = await post(a, 'passcode=K7PM-3XQA', own);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect(await wrong.text()).toMatch(/aria-invalid="true".*<strong>Invalid Passcode<\/strong> Please enter the correct passcode\./s);
  }
  // Ten wrong form posts lock the same client out of the JSON unlock too.
  expect((await unlockJson(a, CODE)).status).toBe(429);
});

it('"Lock the guide" without script ends the session in the store: the same cookie, copied, opens nothing', async () => {
  // The built site: the right code's answer is the guide rendered by its server bundle.
  const db = testDeps().db;
  const deps = testDeps({ db, distDir: distDir(), env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) }, origins: [`http://${HOST}`] });
  open.push(deps.db);
  const a = createApp(deps);
  const opened = await post(a, `passcode=${CODE}`, own);
  expect(opened.status).toBe(200);
  const cookie = /guide_page_session=([^;]+)/.exec(opened.headers.get('set-cookie')!)![1];
  const visit = () => a.request(`http://${HOST}/digital-guide`, { headers: { host: HOST, cookie: `guide_page_session=${cookie}` } });
  expect(await (await visit()).text()).not.toContain('data-island="guide-gate"');
  const locked = await post(a, 'action=lock', { ...own, cookie: `guide_page_session=${cookie}` });
  expect(await locked.text()).toContain('<strong>The guide is locked</strong>');
  expect(await (await visit()).text()).toContain('data-island="guide-gate"');
});
