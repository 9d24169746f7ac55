// `npm run guide-links`: what the host sends each guest, from the feed and the secret the server
// uses, so exactly the codes and links the server accepts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import { functionsApp } from '../../src/server/functions';
import { formatCode } from '../../src/core/guide-code';
import { placeholderValues } from '../../src/core/facts';
import { stayLink } from '../../src/server/guide/access';
import { bundled } from '../../harness/node-bundle';
import { baseDeps } from '../support/deps';
import { scratchDir } from '../../harness/scratch';
import { accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { site } from './enquiry-deps';

let script: string;
beforeAll(async () => {
  script = await bundled('scripts/guide-links.ts');
});
const run = (env: Record<string, string>) => {
  const r = spawnSync(process.execPath, [script], { cwd: rootDir, env: { ...process.env, GUIDE_SECRET: '', GUIDE_SESSION_SECRET: '', ...env }, encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
};

it('prints each stay whose guide has not closed, soonest first, with the code and link the server accepts', { timeout: 60_000 }, async () => {
  const dataDir = scratchDir('guide-links');
  // The secret the server makes is kept beside its data, where both read it.
  const secretFile = `${dataDir}.guide-secret`;
  const now = Date.now();
  const [ended, current, later] = [stayFrom(now, site, -10), stayFrom(now, site, 1), stayFrom(now, site, 30)];
  const feed = writeFeed([later, ended, current]);
  const { status, out } = run({ DATA_DIR: dataDir, AVAILABILITY_ICS_FILE: feed, GUIDE_SECRET_FILE: secretFile });
  expect(status).toBe(0);
  expect(out).toMatch(/^2 stays in .*availability\.ics \(codes from the secret file .*\.guide-secret\):/);
  // The secret was made and kept by this run: the server reading that file accepts what it printed.
  const deps = baseDeps({ db: openDb(path.join(dataDir, 'site.db')), env: { AVAILABILITY_ICS_FILE: feed, GUIDE_SECRET_FILE: secretFile } });
  const app = new Hono().route('/functions/v1', functionsApp(deps));
  const codes = [...out.matchAll(/^ {4}code {3}(\S+)$/gm)].map((m) => m[1]);
  const links = [...out.matchAll(/^ {4}link {3}\S+#key=(\S+)$/gm)].map((m) => m[1]);
  expect(codes).toHaveLength(2);
  const unlock = (passcode: string) =>
    app.request(`/functions/v1/${site.backend.functions.guide}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passcode }) });
  expect((await unlock(codes[0])).status).toBe(200);
  // The later stay's code is right, but not open yet.
  expect((await unlock(codes[1])).status).toBe(401);
  expect(out).toMatch(/ {3}open now\n/);
  expect(out).toMatch(/ {3}opens \w+, \d+ \w+ \d{4}\n/);
  expect(links).toHaveLength(2);
  deps.db!.close();
  // With GUIDE_SECRET set, the codes are those any process with that secret derives.
  const secret = 'a host-chosen secret of forty characters..';
  const withSecret = run({ DATA_DIR: scratchDir('guide-links'), AVAILABILITY_ICS_FILE: feed, GUIDE_SECRET: secret });
  expect(withSecret.out).toContain(`code   ${formatCode(accessOf(current, site, secret).code)}`);
  expect(withSecret.out).toContain(`link   ${stayLink(site.baseUrl, accessOf(current, site, secret).linkKey)}`);
  expect(withSecret.out).toContain('(codes from GUIDE_SECRET)');
});

it("gives each stay a message ready to paste into the booking's chat, greeting the guest by name where the feed has one, and the same as JSON for scripts", { timeout: 60_000 }, () => {
  const now = Date.now();
  const [named, unnamed] = [{ ...stayFrom(now, site, 1), guest: 'Ann Lee' }, stayFrom(now, site, 30)];
  const feed = writeFeed([named, unnamed]);
  const env = { DATA_DIR: scratchDir('guide-links'), AVAILABILITY_ICS_FILE: feed, GUIDE_SECRET: 'a host-chosen secret of forty characters..' };
  const { status, out } = run(env);
  expect(status).toBe(0);
  const [first, second] = [accessOf(named, site, env.GUIDE_SECRET), accessOf(unnamed, site, env.GUIDE_SECRET)];
  const facts = placeholderValues(site);
  const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  // The name beside the stay's days, and the message between two rules, as it is pasted.
  expect(out).toMatch(/^ {2}\w+, .* \(3 nights\) {3}Ann Lee {3}open now$/m);
  const messages = [...out.matchAll(/^-{72}\n([^]*?)\n-{72}$/gm)].map((m) => m[1]);
  expect(messages).toHaveLength(2);
  expect(messages[0]).toMatch(/^Hi Ann,\n\nThank you for booking /);
  expect(messages[1]).toMatch(/^Hi there,\n/);
  for (const [message, a, opening] of [[messages[0], first, 'It is open now'], [messages[1], second, 'It opens on']] as const) {
    expect(message).toContain(`from ${day(a.stay.start)} (check-in from ${facts.checkIn}) to ${day(a.stay.end)} (check-out by ${facts.checkOut})`);
    expect(message).toContain(stayLink(site.baseUrl, a.linkKey));
    expect(message).toContain(`enter the code ${formatCode(a.code)} at ${site.baseUrl}/digital-guide`);
    expect(message).toContain(opening);
    expect(message).toContain(`call or text us on ${site.contact.phone}.`);
  }
  // --json: the same stays, codes, links and messages, for a script to send.
  const asJson = spawnSync(process.execPath, [script, '--json'], { cwd: rootDir, env: { ...process.env, GUIDE_SESSION_SECRET: '', ...env }, encoding: 'utf8' });
  expect(asJson.status).toBe(0);
  const parsed = JSON.parse(asJson.stdout) as { secret: string; stays: { guest: string | null; code: string; link: string; checkIn: string; checkOut: string; open: boolean; opensAt: string; message: string }[] };
  expect(parsed.secret).toBe('GUIDE_SECRET');
  expect(parsed.stays).toMatchObject([
    { guest: 'Ann Lee', checkIn: named.start, checkOut: named.end, code: formatCode(first.code), link: stayLink(site.baseUrl, first.linkKey), open: true, message: messages[0] },
    { guest: null, checkIn: unnamed.start, code: formatCode(second.code), open: false, opensAt: new Date(second.opensAt).toISOString(), message: messages[1] },
  ]);
});

it('says so, and fails, when the feed cannot be read', { timeout: 60_000 }, () => {
  const { status, out } = run({ DATA_DIR: scratchDir('guide-links'), AVAILABILITY_ICS_FILE: '/nonexistent/calendar.ics' });
  expect(status).toBe(1);
  expect(out).toContain('The booking feed could not be read (calendar.ics): no stay, so no code.');
});
