import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/content/paths';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { sqliteStore } from '../../src/server/store/sqlite';

const run = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/enquiries.ts'), ...args], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

it('npm run enquiries lists the stored enquiries and exports them as spreadsheet-safe CSV', { timeout: 60_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-script-'));
  const db = openDb(path.join(dataDir, 'site.db'));
  const store = enquiryStore(db);
  const a = store.add({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello, "host"\nSecond line' }, Date.parse('2025-03-01T01:00:00Z'));
  const b = store.add({ firstName: '=HYPERLINK("x")', lastName: 'Mallory', email: 'm@example.com', phone: '+61 400 111 222', message: 'Hi' }, Date.parse('2025-03-02T01:00:00Z'));
  db.close();

  const list = run(dataDir);
  expect(list).toContain(`${a.ref} · 1 Mar 2025, 12:00 pm`); // Sydney time
  expect(list).toContain('Ada Lovelace <ada@example.com>');
  expect(list).toContain('Second line');
  expect(list).toContain('2 enquiries');

  const csv = run(dataDir, '--csv').split('\r\n');
  expect(csv[0]).toBe('ref,received,first_name,last_name,email,phone,preferred_dates,message,email_state,emailed_at,email_attempts,last_email_error,email_failing_since');
  expect(csv[1]).toBe(`${a.ref},2025-03-01T01:00:00.000Z,Ada,Lovelace,ada@example.com,,,"Hello, ""host""\nSecond line",waiting,,0,,`);
  // A name a spreadsheet would run as a formula is written as text.
  expect(csv[2]).toBe(`${b.ref},2025-03-02T01:00:00.000Z,"'=HYPERLINK(""x"")",Mallory,m@example.com,'+61 400 111 222,,Hi,waiting,,0,,`);

  expect(run(fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-empty-')))).toMatch(/No database|No enquiries/);
});

it("npm run enquiries shows each notice's state: sent, retrying since..., failed, held by the hourly cap", { timeout: 60_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-states-'));
  const db = openDb(path.join(dataDir, 'site.db'));
  const enquiries = enquiryStore(db);
  const store = sqliteStore(db);
  const at = (hhmm: string) => Date.parse(`2025-03-01T${hhmm}:00+11:00`); // Sydney summer time
  const add = (name: string, time: string, notice?: 'held') => enquiries.add({ firstName: name, lastName: 'Guest', email: 'g@example.com', message: 'Hi' }, at(time), { notice });
  const sent = add('Sent', '09:00');
  const retrying = add('Retrying', '10:00');
  const failed = add('Failed', '11:00');
  const held = add('Held', '12:00', 'held');
  await store.markNoticeSent(sent.id, at('09:01'));
  await store.markNoticeFailed(retrying.id, 'connect ECONNREFUSED 127.0.0.1:587', () => at('10:30'), { at: at('10:02') });
  await store.markNoticeFailed(retrying.id, 'Greeting never received', () => at('11:30'), { at: at('10:32') });
  await store.markNoticeFailed(failed.id, 'Invalid login: 535 Authentication failed', () => at('12:00'), { at: at('11:05'), refused: true });
  db.close();

  const lines = run(dataDir).split('\n').filter((l) => l.startsWith('── '));
  expect(lines).toEqual([
    `── ${sent.ref} · 1 Mar 2025, 9:00 am · e-mailed 1 Mar 2025, 9:01 am`,
    `── ${retrying.ref} · 1 Mar 2025, 10:00 am · NOT e-mailed: retrying since 1 Mar 2025, 10:02 am (2 attempts; last error: Greeting never received)`,
    `── ${failed.ref} · 1 Mar 2025, 11:00 am · e-mail FAILED 1 Mar 2025, 11:05 am: the mail server refused it (Invalid login: 535 Authentication failed); it is tried again when the server restarts`,
    `── ${held.ref} · 1 Mar 2025, 12:00 pm · held: not e-mailed (over the hourly cap, ENQUIRY_EMAILS_PER_HOUR)`,
  ]);
  expect(run(dataDir)).toContain('4 enquiries in ' + path.join(dataDir, 'site.db') + '; 3 of them NOT e-mailed to you (see above).');

  // Through npm, as the host runs it: --out writes the file without npm's banner above the header.
  const out = path.join(dataDir, 'enquiries.csv');
  const said = execFileSync('npm', ['run', 'enquiries', '--', '--out', out], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(said).toContain(`4 enquiries written to ${out}.`);
  const csv = fs.readFileSync(out, 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/^ref,received,/);
  expect(csv.slice(1, 5).map((l) => l.split(',')[8])).toEqual(['sent', 'retrying', 'failed', 'held']);
  expect(csv[2]).toContain(',2025-02-28T23:02:00.000Z'); // failing since, in UTC
});
