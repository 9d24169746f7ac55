// The host hears of each new stay in the booking feed once, by e-mail, with its code, link and
// when they work, through the outbox (kept until the mail server takes it). A real SMTP server,
// a real SQLite file and calendar file; the clock is the test's.
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDb, type DB } from '../../src/server/db';
import { availabilityFeeds } from '../../src/server/availability/sources';
import { smtpMailer, smtpSettings } from '../../src/server/enquiries/mail';
import { startStayNotices, type StayNotices } from '../../src/server/guide/stay-notices';
import { formatCode } from '../../src/core/guide-code';
import type { BookedStay } from '../../src/server/availability/ical';
import { stayLink } from '../../src/server/guide/access';
import { baseDeps } from '../support/deps';
import { scratchDir } from '../../harness/scratch';
import { freePort, startMailbox, type Mailbox } from '../support/mailbox';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { site } from './enquiry-deps';
import { startServer } from '../../harness/server';
import { stubDist } from '../hostile/support';

let dir: string;
let clock: number;
let mailbox: Mailbox;
const running: (StayNotices | DB | Mailbox)[] = [];
beforeEach(async () => {
  dir = scratchDir('stay-notices');
  clock = Date.parse('2026-12-01T01:00:00Z');
  mailbox = await startMailbox();
  running.push(mailbox);
});
afterEach(async () => {
  for (const r of running.splice(0).reverse()) {
    if ('stop' in r) r.stop();
    else if ('close' in r && 'received' in r) await r.close();
    else if ((r as DB).open) (r as DB).close();
  }
});

/** The body of a received message, its quoted-printable undone. */
const bodyOf = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const subjectOf = (raw: string) => /^Subject: (.*(?:\r?\n .*)*)/m.exec(raw)![1].replace(/\r?\n /g, ' ');

function notices(stays: BookedStay[], env: Record<string, string> = mailbox.env) {
  const db = openDb(path.join(dir, 'site.db'));
  running.push(db);
  const feed = writeFeed(stays, path.join(dir, 'availability.ics'));
  const deps = baseDeps({ db, env: { GUIDE_SECRET, AVAILABILITY_ICS_FILE: feed, ENQUIRY_TO: 'host@charlestown.example', ...env }, now: () => clock });
  const smtp = smtpSettings(deps.env, deps.site)!;
  const n = startStayNotices(deps, smtpMailer(smtp, deps.site).deliver, smtp, { everyMs: 3_600_000, pollMs: 3_600_000 });
  running.push(n);
  return { n, deps };
}

/** The feed's next copy: written, then read once its refresh interval has passed. */
async function refresh(deps: ReturnType<typeof notices>['deps'], stays: BookedStay[]) {
  writeFeed(stays, path.join(dir, 'availability.ics'));
  clock += 5 * 60_000;
  await availabilityFeeds(deps).read();
  await availabilityFeeds(deps).settled();
}

it('e-mails the stays in the feed once, with each code, link and when they work; then each new stay on its own', async () => {
  const [a, b, c] = [stayFrom(clock, site, 3), stayFrom(clock, site, 20), stayFrom(clock, site, 45)];
  const { n, deps } = notices([a, b]);
  await n.check();
  expect(mailbox.received).toHaveLength(1);
  const first = bodyOf(mailbox.received[0]);
  expect(subjectOf(mailbox.received[0])).toMatch(/^Guide codes for 2 stays from \w+, \d+ \w+ 2026$/);
  for (const s of [a, b]) {
    const access = accessOf(s, site);
    expect(first).toContain(`Code:   ${formatCode(access.code)}`);
    expect(first).toContain(`Link:   ${stayLink(site.baseUrl, access.linkKey)}`);
  }
  expect(first).toMatch(/Works:  from \w+, \d+ \w+ 2026 to the end of \w+, \d+ \w+ 2026/);

  await n.check();
  await refresh(deps, [a, b, c]);
  await n.check();
  expect(mailbox.received).toHaveLength(2);
  const access = accessOf(c, site);
  expect(subjectOf(mailbox.received[1])).toBe(`Guide code for the stay ${bodyOf(mailbox.received[1]).match(/Stay: {3}(.*)/)![1]}: ${formatCode(access.code)}`);
  expect(bodyOf(mailbox.received[1])).not.toContain(formatCode(accessOf(a, site).code));

  // Moved: another stay, with another code.
  const moved = { ...c, end: '2027-01-20' };
  await refresh(deps, [a, b, moved]);
  await n.check();
  expect(mailbox.received).toHaveLength(3);
  expect(bodyOf(mailbox.received[2])).toContain(formatCode(accessOf(moved, site).code));
});

it('keeps the notice while the mail server is down and sends it once it answers', async () => {
  const down = await freePort();
  const { n, deps } = notices([stayFrom(clock, site, 3)], { ...mailbox.env, SMTP_PORT: String(down) });
  await n.check();
  const kept = deps.db!.prepare('SELECT attempts, sent_at_ms AS sent FROM guide_stay_notices').all();
  expect(kept).toEqual([{ attempts: 1, sent: null }]);
  n.stop();
  // A restart with the mail server's right port: the kept notice goes, once.
  clock += 3_600_000;
  const again = notices([stayFrom(Date.parse('2026-12-01T01:00:00Z'), site, 3)]);
  await again.n.check();
  expect(mailbox.received).toHaveLength(1);
  expect(deps.db!.prepare('SELECT count(*) AS n FROM guide_stay_notices WHERE sent_at_ms IS NOT NULL').get()).toEqual({ n: 1 });
});

it('the embedded server with e-mail set up sends it by itself: one e-mail for the stay its feed holds', async () => {
  const stay = stayFrom(Date.now(), site, 3);
  const server = await startServer({ distDir: stubDist(), env: { ...mailbox.env, GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]), ENQUIRY_TO: 'host@charlestown.example' } });
  try {
    await expect.poll(() => mailbox.received.length, { timeout: 30_000 }).toBe(1);
    expect(bodyOf(mailbox.received[0])).toContain(`Code:   ${formatCode(accessOf(stay, site).code)}`);
    // Logged once the mail server's answer is recorded, a moment after the message arrives.
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/Guide codes for the stay \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: e-mailed to the host\./);
    expect(server.output()).toContain('each new stay is e-mailed to you with them');
  } finally {
    await server.stop();
  }
});
