import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { bundled } from '../../harness/node-bundle';

// Rows stored before the API refused control characters (or written by another tool) must
// not be able to drive the owner's terminal when `npm run enquiries` prints them.
it('npm run enquiries prints control characters visibly instead of sending them to the terminal', { timeout: 60_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-terminal-'));
  const db = openDb(path.join(dataDir, 'site.db'));
  enquiryStore(db).add({ firstName: 'Eve\u001b[2J\u001b[H', lastName: 'Bell\u0007', email: 'eve@example.com', message: 'fake\rline\u0000 and \u009b31m' }, Date.parse('2026-03-01T01:00:00Z'));
  db.close();
  const out = execFileSync(process.execPath, [await bundled('scripts/enquiries.ts')], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u0080-\u009f]/);
  expect(out).toContain('Eve\\x1b[2J\\x1b[H Bell\\x07 <eve@example.com>');
  expect(out).toContain('fake\\x0dline\\x00 and \\x9b31m');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('npm run enquiries writes out characters that reverse or break a line (U+202E, U+2028) instead of obeying them', { timeout: 60_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-bidi-'));
  const db = openDb(path.join(dataDir, 'site.db'));
  enquiryStore(db).add({ firstName: 'Ada\u202Egnp.exe', lastName: 'L\u2028Forged line', email: 'ada@example.com\u2066', dates: 'May\u2029June', message: 'hi' }, Date.parse('2026-03-01T01:00:00Z'));
  db.close();
  const out = execFileSync(process.execPath, [await bundled('scripts/enquiries.ts')], { cwd: rootDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(out).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
  expect(out).toContain('Ada\\u202egnp.exe L\\u2028Forged line <ada@example.com\\u2066>');
  expect(out).toContain('dates: May\\u2029June');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
