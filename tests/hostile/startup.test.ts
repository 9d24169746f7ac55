import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { distDir } from '../../harness/routes';
import { startServer } from '../../harness/server';
import { request } from '../../harness/requests';
import { bundled } from '../../harness/node-bundle';

// Settings an operator gets wrong. The server refuses to start with one clear line rather
// than a stack trace; the shared passcode, when set, is said to be the weak option.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.guide-secret`, { force: true });
});

async function start(env: Record<string, string>) {
  const r = spawnSync(process.execPath, [await bundled('src/server/main.ts')], {
    cwd: rootDir,
    env: { ...process.env, PORT: '0', DIST_DIR: distDir(), DATA_DIR: dataDir, GUIDE_SECRET_FILE: path.join(dataDir, '..', `${path.basename(dataDir)}.guide-secret`), GUIDE_PASSCODE: '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: r.status, stderr: r.stderr.replace(/npm warn.*\n/g, '').trim() };
}

describe('start-up settings', () => {
  it('production without GUIDE_PASSCODE starts: each stay has its own code, and no demo code opens the guide', async () => {
    const server = await startServer({ distDir: distDir(), env: { NODE_ENV: 'production', GUIDE_PASSCODE: '' } });
    try {
      const res = await request(server, 'POST', '/functions/v1/guide-unlock', { 'content-type': 'application/json' }, JSON.stringify({ passcode: '2468' }));
      expect(res.status).toBe(400);
      expect(server.output()).toContain('Digital guide: each stay in the booking feed (private/availability.ics) opens it with its own code and link; `npm run guide-links` prints them.');
      expect(server.output()).not.toContain('GUIDE_PASSCODE');
    } finally {
      await server.stop();
    }
  });

  it('an hourly enquiry cap that is no number stops it in one line', async () => {
    const r = await start({ ENQUIRY_EMAILS_PER_HOUR: 'lots' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('ENQUIRY_EMAILS_PER_HOUR must be a whole number from 1 to 999999, not "lots".');
  });

  it.each([
    ['ENQUIRIES_PER_HOUR', '0', 'ENQUIRIES_PER_HOUR must be a whole number from 1 to 999999, not "0".'],
    ['ENQUIRY_SEND_WAIT_MS', '2 minutes', 'ENQUIRY_SEND_WAIT_MS must be a whole number from 0 to 60000, not "2 minutes".'],
  ])('%s of %j stops it in one line', async (name, value, line) => {
    const r = await start({ [name]: value });
    expect([r.status, r.stderr]).toEqual([1, line]);
  });

  for (const [name, value] of [['five digits', '24680'], ['letters', 'abcd'], ['a space', '12 4']]) {
    it(`a passcode of the wrong shape (${name}) stops it in one line that does not echo the value`, async () => {
      const r = await start({ GUIDE_PASSCODE: value });
      expect(r.status).toBe(1);
      expect(r.stderr.split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^GUIDE_PASSCODE must be exactly 4 digits/);
      expect(r.stderr).not.toContain(value);
    });
  }

  it('with GUIDE_PASSCODE it accepts only that code, and its start-up says it is the weak option and why', async () => {
    const server = await startServer({ distDir: distDir(), env: { NODE_ENV: 'production', GUIDE_PASSCODE: '9317' } });
    try {
      const unlock = (passcode: string) => request(server, 'POST', '/functions/v1/guide-unlock', { 'content-type': 'application/json' }, JSON.stringify({ passcode }));
      expect((await unlock('2468')).status).toBe(401);
      expect((await unlock('9317')).status).toBe(200);
      expect(server.output()).toMatch(/^GUIDE_PASSCODE is set: the guide also opens with it, the weak option \(one 4-digit code shared by every stay and valid until you change it: .*\)\. Each stay's own code and link need no setting: `npm run guide-links` prints them; unset GUIDE_PASSCODE once your guests get those\.$/m);
      expect(server.output()).not.toContain('9317');
    } finally {
      await server.stop();
    }
  });
});
