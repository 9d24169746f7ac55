import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, outputMatching, type RunningServer } from '../../harness/server';
import { stayFrom, writeFeed } from '../../harness/stays';
import { scratchDir } from '../../harness/scratch';
import { bundled } from '../../harness/node-bundle';
import { distDir } from '../../harness/routes';
import { rootDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import { formatCode, guideAccessSettings } from '../../src/core/guide-code';
import { stayAccess } from '../../src/server/guide/access';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { fn, post, site, stubDist } from './support';

// A copy of the database (a backup, a stolen disk image) with GUIDE_SECRET unset: the server made
// its own secret, and the copy holds the stays' UIDs and days. Whatever the copy holds, tried as
// the secret, opens no stay's guide. The secret is in a file of its own, outside the data folder.
const now = Date.now();
const stays = [stayFrom(now, site, 1, 3, 'a1@copy.test'), stayFrom(now, site, 0, 4, 'b2@copy.test'), stayFrom(now, site, 20, 3, 'c3@copy.test')];
let mailbox: Mailbox;
let server: RunningServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  // With e-mail set, the server records each stay it sees (for the host's notice): the copy has them.
  server = await startServer({ distDir: stubDist(), env: { ...mailbox.env, TRUST_PROXY: '1', GUIDE_SECRET: '', GUIDE_SESSION_SECRET: '', AVAILABILITY_ICS_FILE: writeFeed(stays), ENQUIRY_TO: 'host@copy.test' } });
  await outputMatching(server, () => mailbox.received.length > 0);
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

/** A consistent copy of the running server's database, as `sqlite3 site.db ".backup copy.db"` takes it. */
async function backup(): Promise<Database.Database> {
  const copy = path.join(scratchDir('db-copy'), 'copy.db');
  const live = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  await live.backup(copy);
  live.close();
  return new Database(copy, { readonly: true });
}

describe('a copy of the database, GUIDE_SECRET unset', () => {
  it('holds no secret, and no text in it, tried as the secret with the stays it lists, opens a guide', async () => {
    const copy = await backup();
    expect(copy.prepare('SELECT count(*) AS n FROM server_secrets').get()).toEqual({ n: 0 });
    const listed = copy.prepare('SELECT uid, check_in AS start, check_out AS end FROM guide_stays').all() as { uid: string; start: string; end: string }[];
    expect(listed).toHaveLength(stays.length);
    // Every text value of every table, as an attacker with the copy alone would try them.
    const tables = (copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    const texts = new Set(tables.flatMap((t) => (copy.prepare(`SELECT * FROM "${t}"`).all() as Record<string, unknown>[]).flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string'))));
    copy.close();
    const opened: string[] = [];
    for (const candidate of texts) {
      for (const stay of listed) {
        const a = stayAccess(candidate, stay, guideAccessSettings(site), site.property.timeZone);
        if ((await post(server, fn('guide'), JSON.stringify({ passcode: formatCode(a.code) }))).status === 200) opened.push(`code of ${stay.uid}`);
        if ((await post(server, `${fn('guide')}/link`, JSON.stringify({ key: a.linkKey }))).status === 200) opened.push(`link of ${stay.uid}`);
      }
    }
    expect(texts.size).toBeGreaterThan(10);
    expect(opened).toEqual([]);
  });

  it('the secret is a file of its own, outside the data folder, readable by its owner only; so is the database', () => {
    const file = `${server.dataDir}.guide-secret`;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    for (const f of fs.readdirSync(server.dataDir)) expect([f, fs.statSync(path.join(server.dataDir, f)).mode & 0o777]).toEqual([f, 0o600]);
  });
});

describe('a database an earlier version kept the secret in', () => {
  it('moves the secret out to the file at start: the codes sent stay the same, and the database holds it no more', async () => {
    const dataDir = scratchDir('legacy-data');
    const legacy = 'a secret an earlier version generated and kept here';
    const db = openDb(path.join(dataDir, 'site.db'));
    db.prepare('INSERT INTO server_secrets (name, value) VALUES (?, ?)').run('guide-session', legacy);
    db.close();
    const [stay] = stays;
    const s = await startServer({ distDir: stubDist(), dataDir, env: { TRUST_PROXY: '1', GUIDE_SECRET: '', GUIDE_SESSION_SECRET: '', AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
    try {
      const sent = stayAccess(legacy, stay, guideAccessSettings(site), site.property.timeZone);
      expect((await post(s, fn('guide'), JSON.stringify({ passcode: sent.code }))).status).toBe(200);
      expect(fs.readFileSync(`${dataDir}.guide-secret`, 'utf8').trim()).toBe(legacy);
      const after = new Database(path.join(dataDir, 'site.db'), { readonly: true });
      expect(after.prepare('SELECT count(*) AS n FROM server_secrets').get()).toEqual({ n: 0 });
      after.close();
    } finally {
      await s.stop();
    }
  });
});

describe('where no file can keep a secret', () => {
  const start = async (env: Record<string, string>) => {
    const r = spawnSync(process.execPath, [await bundled('src/server/main.ts')], {
      cwd: rootDir,
      env: { ...process.env, PORT: '0', DIST_DIR: distDir(), DATA_DIR: scratchDir('no-secret'), GUIDE_SECRET: '', GUIDE_SESSION_SECRET: '', GUIDE_PASSCODE: '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { status: r.status, stderr: r.stderr.trim() };
  };

  it('(GUIDE_SECRET_FILE empty, as on Supabase) the server refuses to start without GUIDE_SECRET, in one line', async () => {
    const { status, stderr } = await start({ GUIDE_SECRET_FILE: '' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^GUIDE_SECRET is not set: the guide derives every stay's code and link from it, and here no file keeps a generated one\. Set it, .*$/);
  });

  it('a secret file inside the data folder is refused: a copy of the data must open nothing', async () => {
    const dataDir = scratchDir('secret-inside');
    const { status, stderr } = await start({ DATA_DIR: dataDir, GUIDE_SECRET_FILE: path.join(dataDir, 'guide-secret') });
    expect(status).toBe(1);
    expect(stderr).toBe(`GUIDE_SECRET_FILE (${path.join(dataDir, 'guide-secret')}) must be outside the data folder (DATA_DIR): a copy of the data must open no guide.`);
  });
});
