import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { SESSIONS_PER_STAY } from '../../src/server/guide/session';
import { OPENINGS } from '../../src/server/guide/gate';
import { fn, post, site, stillHealthy, stubDist } from './support';

// One stay's link (or code), posted again and again: each unlock is a session row that lives
// until the stay ends, so unbounded they would fill the disk (the audit: 3,000 posts, 3,000 rows
// in 14 s). A stay keeps its newest sessions only, and one address is given 60 per 15 minutes.
const stay = stayFrom(Date.now(), site, 1);
const access = accessOf(stay, site);
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
});
afterAll(() => server?.stop());

const sessionRows = () => {
  const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM guide_sessions').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

// A limit for a hang only: 300 posts take seconds alone, and more beside other files.
it(`300 posts of one stay's link from many addresses keep ${SESSIONS_PER_STAY} sessions, the newest, each of which opens the guide`, { timeout: 180_000 }, async () => {
  const tokens: string[] = [];
  for (let i = 0; i < 300; i++) {
    const res = await post(server, `${fn('guide')}/link`, JSON.stringify({ key: access.linkKey }));
    expect(res.status).toBe(200);
    tokens.push(((await res.json()) as { session: { token: string } }).session.token);
  }
  expect(sessionRows()).toBe(SESSIONS_PER_STAY);
  const reopen = (token: string) => post(server, `${fn('guide')}/session`, JSON.stringify({ token }));
  expect((await reopen(tokens.at(-1)!)).status).toBe(200);
  expect((await reopen(tokens.at(-SESSIONS_PER_STAY)!)).status).toBe(200);
  expect((await reopen(tokens[0])).status).toBe(401);
  await stillHealthy(server);
});

it(`one address is given ${OPENINGS.max} sessions per 15 minutes, by link or code, then told to wait; reopening one is not counted`, async () => {
  const from = { 'x-forwarded-for': '203.0.113.77' };
  let token = '';
  for (let i = 0; i < OPENINGS.max; i++) {
    const res = await post(server, `${fn('guide')}/link`, JSON.stringify({ key: access.linkKey }), 'application/json', from);
    expect(res.status).toBe(200);
    token = ((await res.json()) as { session: { token: string } }).session.token;
  }
  for (const [at, body] of [['/link', { key: access.linkKey }], ['', { passcode: access.code }]] as const) {
    const res = await post(server, `${fn('guide')}${at}`, JSON.stringify(body), 'application/json', from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ scope: 'opened', error: 'Too many attempts', message: expect.stringMatching(/^The guide was opened too many times from this connection just now\. Try again in \d+ minutes?\.$/) });
  }
  expect((await post(server, `${fn('guide')}/session`, JSON.stringify({ token }), 'application/json', from)).status).toBe(200);
  // Another address is not held up by it.
  expect((await post(server, `${fn('guide')}/link`, JSON.stringify({ key: access.linkKey }))).status).toBe(200);
});
