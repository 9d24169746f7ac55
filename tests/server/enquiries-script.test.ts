import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/content/paths';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';

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
  expect(csv[0]).toBe('ref,received,first_name,last_name,email,phone,preferred_dates,message,emailed_at,email_attempts,last_email_error');
  expect(csv[1]).toBe(`${a.ref},2025-03-01T01:00:00.000Z,Ada,Lovelace,ada@example.com,,,"Hello, ""host""\nSecond line",,0,`);
  // A name a spreadsheet would run as a formula is written as text.
  expect(csv[2]).toBe(`${b.ref},2025-03-02T01:00:00.000Z,"'=HYPERLINK(""x"")",Mallory,m@example.com,'+61 400 111 222,,Hi,,0,`);

  expect(run(fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-empty-')))).toMatch(/No database|No enquiries/);
});
