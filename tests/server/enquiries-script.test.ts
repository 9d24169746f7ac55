import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { sqliteStore } from '../../src/server/store/sqlite';
import { bundled } from '../../harness/node-bundle';
import { scratchDir } from '../../harness/scratch';

let enquiriesJs: string;
beforeAll(async () => {
  enquiriesJs = await bundled('scripts/enquiries.ts');
});

const run = (dataDir: string, ...args: string[]) => runWith({}, dataDir, ...args);
/** As the host runs it, in a shell with `env` (no SMTP_HOST unless given). */
const runWith = (env: Record<string, string>, dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [enquiriesJs, ...args], {
    cwd: rootDir,
    env: { ...process.env, SMTP_HOST: '', ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

it('npm run enquiries lists the stored enquiries and exports them as spreadsheet-safe CSV', { timeout: 60_000 }, () => {
  const dataDir = scratchDir('enquiries-script');
  const db = openDb(path.join(dataDir, 'site.db'));
  const store = enquiryStore(db);
  const a = store.add({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello, "host"\nSecond line' }, Date.parse('2025-03-01T01:00:00Z'));
  const b = store.add({ firstName: '=HYPERLINK("x")', lastName: '-2+3', email: 'm@example.com', phone: '+61 400 111 222', message: 'Hi' }, Date.parse('2025-03-02T01:00:00Z'));
  const c = store.add({ firstName: 'Cy', lastName: 'Young', email: 'c@example.com', phone: '+61 (2) 4950-1234', message: '+ and more' }, Date.parse('2025-03-03T01:00:00Z'));
  db.close();

  const list = run(dataDir);
  // No notice was ever tried and no SMTP_HOST is set: the server e-mails nobody, and each line says so.
  expect(list).toContain(`${a.ref} · 1 Mar 2025, 12:00 pm · NOT e-mailed yet: e-mail is not set up (no SMTP_HOST), so the server only stored it`); // Sydney time
  expect(list).toContain('3 enquiries in ' + path.join(dataDir, 'site.db') + '; 3 of them NOT e-mailed to you (see above).');
  expect(list).toContain('Nothing was e-mailed to you because e-mail is not set up: without SMTP_HOST the server keeps each enquiry and prints a notice of it in its log. To be e-mailed, set the SMTP settings (docs/hosting.md, "Enquiries and e-mail") and restart the server.');
  // Where this shell has SMTP_HOST but no notice was ever tried, the server that stored them ran without it.
  const withSmtp = runWith({ SMTP_HOST: 'smtp.example.com' }, dataDir);
  expect(withSmtp).toContain(`${a.ref} · 1 Mar 2025, 12:00 pm · NOT e-mailed yet: no attempt so far`);
  expect(withSmtp).toContain('No attempt so far: the server that stored these has never tried to e-mail one, so it runs without the SMTP settings this shell has (start it with them), or is not running.');
  expect(list).toContain('Ada Lovelace <ada@example.com>');
  expect(list).toContain('Second line');

  const csv = run(dataDir, '--csv').split('\r\n');
  // A byte-order mark first, so a spreadsheet reads the file as UTF-8; times as the terminal shows them, in the property's zone.
  expect(csv[0]).toBe(
    '\uFEFFref,received (Australia/Sydney),first_name,last_name,email,phone,preferred_dates,message,email_state,emailed_at (Australia/Sydney),email_attempts,last_email_error,email_failing_since (Australia/Sydney),landing_page,referrer_host,utm_source,utm_medium,utm_campaign,form_page',
  );
  expect(csv[1]).toBe(`${a.ref},2025-03-01 12:00,Ada,Lovelace,ada@example.com,,,"Hello, ""host""\nSecond line",NOT e-mailed yet,,0,,,,,,,,`);
  // A name a spreadsheet would run as a formula is written as text; a phone number as typed.
  expect(csv[2]).toBe(`${b.ref},2025-03-02 12:00,"'=HYPERLINK(""x"")",'-2+3,m@example.com,+61 400 111 222,,Hi,NOT e-mailed yet,,0,,,,,,,,`);
  expect(csv[3]).toBe(`${c.ref},2025-03-03 12:00,Cy,Young,c@example.com,+61 (2) 4950-1234,,'+ and more,NOT e-mailed yet,,0,,,,,,,,`);

  expect(run(scratchDir('enquiries-empty'))).toMatch(/No database|No enquiries/);
});

describe('which page brought each enquiry', () => {
  const dataDir = scratchDir('enquiries-landing');
  const db = openDb(path.join(dataDir, 'site.db'));
  const store = enquiryStore(db);
  const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hi' };
  const google = { landingPage: '/newcastle-accommodation', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', formPage: '/contact' };
  // Days in Sydney: 10:30 pm UTC on 31 March is 9:30 am on 1 April there.
  const a = store.add({ ...guest, ...google }, Date.parse('2026-03-31T22:30:00Z'));
  store.add({ ...guest, landingPage: '/newcastle-accommodation', formPage: '/contact' }, Date.parse('2026-04-02T01:00:00Z'));
  store.add({ ...guest, landingPage: '/kahibah-accommodation', referrerHost: 'www.bing.com', formPage: '/contact' }, Date.parse('2026-04-03T01:00:00Z'));
  const noScript = store.add({ ...guest, formPage: '/contact' }, Date.parse('2026-04-04T01:00:00Z'));
  store.add({ ...guest, landingPage: '/' }, Date.parse('2026-03-31T01:00:00Z'));
  db.close();

  it('the listing shows it on each enquiry, and when it is not known', { timeout: 60_000 }, () => {
    const list = run(dataDir);
    expect(list).toContain(`${a.ref} · 1 Apr 2026, 9:30 am`);
    expect(list).toContain('   first page: /newcastle-accommodation · from www.google.com · utm_source=google utm_medium=cpc utm_campaign=spring');
    expect(list).toContain('   first page: /kahibah-accommodation · from www.bing.com\n');
    expect(list).toContain('   first page: / · no referring site\n');
    expect(list).toMatch(new RegExp(`${noScript.ref}.*\\n.*\\n   first page: not known \\(sent from /contact\\)\\n`));
  });

  it('the CSV has a column for each', { timeout: 60_000 }, () => {
    const csv = run(dataDir, '--csv').split('\r\n');
    expect(csv[0].split(',').slice(-6)).toEqual(['landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'form_page']);
    expect(csv.find((l) => l.startsWith(a.ref))!.split(',').slice(-6)).toEqual(['/newcastle-accommodation', 'www.google.com', 'google', 'cpc', 'spring', '/contact']);
    expect(csv.find((l) => l.startsWith(noScript.ref))!.split(',').slice(-6)).toEqual(['', '', '', '', '', '/contact']);
  });

  it('--by-page counts the enquiries per first page over the days asked for (in the property\'s time zone)', { timeout: 60_000 }, () => {
    expect(run(dataDir, '--by-page', '--from', '2026-04-01', '--to', '2026-04-30')).toBe(
      [
        'Enquiries by first page of the visit, from 2026-04-01 to 2026-04-30 (days in Australia/Sydney):',
        '  2  /newcastle-accommodation',
        '  1  /kahibah-accommodation',
        '  1  (not known)',
        '  4  in all',
        '',
      ].join('\n'),
    );
    expect(run(dataDir, '--by-page', '--to', '2026-03-31')).toContain('  1  /\n  1  in all\n');
    expect(run(dataDir, '--by-page')).toMatch(/^Enquiries by first page of the visit, all days:\n  2  \/newcastle-accommodation\n/);
    expect(run(dataDir, '--by-page', '--from', '2027-01-01')).toBe('No enquiries, from 2027-01-01 to the last (days in Australia/Sydney).\n');
  });

  it('refuses a day that is not one, or an unknown option, in one line and exit code 2', { timeout: 60_000 }, () => {
    for (const [args, reason] of [
      [['--by-page', '--from', '2026-02-30'], '--from must be a real day written YYYY-MM-DD, not "2026-02-30".'],
      [['--by-page', '--from', '2026-05-01', '--to', '2026-04-01'], '--from (2026-05-01) is after --to (2026-04-01).'],
      [['--by-pages'], "Unknown option '--by-pages'"],
    ] as const) {
      const result = spawnSync(process.execPath, [enquiriesJs, ...args], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(reason);
      expect(result.stdout).toBe('');
    }
  });
});

it("npm run enquiries shows each notice's state, in the same words as its CSV: e-mailed, retrying since..., failed, held for the digest, not yet", { timeout: 60_000 }, async () => {
  const dataDir = scratchDir('enquiries-states');
  const db = openDb(path.join(dataDir, 'site.db'));
  const enquiries = enquiryStore(db);
  const store = sqliteStore(db);
  const at = (hhmm: string) => Date.parse(`2025-03-01T${hhmm}:00+11:00`); // Sydney summer time
  const add = (name: string, time: string, held?: string) =>
    enquiries.add({ firstName: name, lastName: 'Guest', email: 'g@example.com', message: 'Hi' }, at(time), held ? { notice: 'held', dueAtMs: at(held) } : {});
  const sent = add('Sent', '09:00');
  const retrying = add('Retrying', '10:00');
  const failed = add('Failed', '11:00');
  const held = add('Held', '12:00', '12:55');
  const digested = add('Digested', '12:10', '12:55');
  const sending = add('Sending', '12:20');
  const waiting = add('Waiting', '12:30');
  await store.notices.markSent(sent.id, at('09:01'));
  await store.notices.markFailed(retrying.id, 'connect ECONNREFUSED 127.0.0.1:587', () => at('10:30'), { at: at('10:02') });
  await store.notices.markFailed(retrying.id, 'Greeting never received', () => at('11:30'), { at: at('10:32') });
  await store.notices.markFailed(failed.id, 'Invalid login: 535 Authentication failed', () => at('12:00'), { at: at('11:05'), refused: true });
  await store.notices.markSent(digested.id, at('12:56'));
  db.prepare('UPDATE enquiry_outbox SET lease_until_ms = ? WHERE enquiry_id = ?').run(Date.now() + 60_000, sending.id);
  db.close();

  const lines = run(dataDir).split('\n').filter((l) => l.startsWith('── '));
  expect(lines).toEqual([
    `── ${sent.ref} · 1 Mar 2025, 9:00 am · e-mailed 1 Mar 2025, 9:01 am`,
    `── ${retrying.ref} · 1 Mar 2025, 10:00 am · NOT e-mailed: retrying since 1 Mar 2025, 10:02 am (2 attempts; last error: Greeting never received)`,
    `── ${failed.ref} · 1 Mar 2025, 11:00 am · e-mail FAILED 1 Mar 2025, 11:05 am: the mail server refused it (Invalid login: 535 Authentication failed); it is tried again when the server restarts`,
    `── ${held.ref} · 1 Mar 2025, 12:00 pm · held: over the hourly cap (ENQUIRY_EMAILS_PER_HOUR); e-mailed with the others held in one digest from 1 Mar 2025, 12:55 pm`,
    `── ${digested.ref} · 1 Mar 2025, 12:10 pm · e-mailed 1 Mar 2025, 12:56 pm (in the digest of enquiries held over the hourly cap)`,
    `── ${sending.ref} · 1 Mar 2025, 12:20 pm · NOT e-mailed yet: an attempt is under way`,
    `── ${waiting.ref} · 1 Mar 2025, 12:30 pm · NOT e-mailed yet: no attempt so far`,
  ]);
  // Every one that did not reach the host counts, whatever the reason.
  expect(run(dataDir)).toContain('7 enquiries in ' + path.join(dataDir, 'site.db') + '; 5 of them NOT e-mailed to you (see above).');

  // Through npm, as the host runs it: --out writes the file without npm's banner above the header.
  const out = path.join(dataDir, 'enquiries.csv');
  const said = execFileSync('npm', ['run', 'enquiries', '--', '--out', out], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(said).toContain(`7 enquiries written to ${out}.`);
  const csv = fs.readFileSync(out, 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^\uFEFFref,received \(Australia\/Sydney\),/);
  // The state's word, as the terminal's line begins with it.
  expect(csv.slice(1, 8).map((l) => l.split(',')[8])).toEqual(['e-mailed', 'NOT e-mailed: retrying', 'e-mail FAILED', 'held', 'e-mailed', 'NOT e-mailed yet', 'NOT e-mailed yet']);
  expect(csv[1].split(',')[9]).toBe('2025-03-01 09:01'); // e-mailed at, local time
  expect(csv[2].split(',')[12]).toBe('2025-03-01 10:02'); // failing since, local time
});

it('the CSV keeps characters a spreadsheet would garble without its byte-order mark', { timeout: 60_000 }, () => {
  const dataDir = scratchDir('enquiries-utf8');
  const db = openDb(path.join(dataDir, 'site.db'));
  const e = enquiryStore(db).add({ firstName: 'Zoë', lastName: 'Ngô', email: 'z@example.com', dates: '3–5 May', message: 'Budget €180 a night?' }, Date.parse('2026-05-01T00:30:00Z'));
  db.close();
  const bytes = execFileSync(process.execPath, [enquiriesJs, '--csv'], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir } });
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // 00:30 UTC on 1 May is 10:30 am that day in Sydney: the date a spreadsheet shows is the host's.
  expect(bytes.toString('utf8')).toContain(`${e.ref},2026-05-01 10:30,Zoë,Ngô,z@example.com,,3–5 May,Budget €180 a night?,NOT e-mailed yet`);
});
