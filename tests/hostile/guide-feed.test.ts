import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputMatching, startServer, type RunningServer } from '../../harness/server';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { formatCode } from '../../src/core/guide-code';
import { fn, post, site, stillHealthy, stubDist } from './support';

// The booking feed behind every stay's code breaks: replaced by a web page, deleted, or emptied
// (its only stay cancelled). What the guide then does (docs/hosting.md, "When the booking feed
// breaks"): an empty answer stops the codes at once; failures keep them working for twelve
// refreshes (a provider's hiccup), then open nothing new until the feed answers; sessions
// already given stay; the host is told. Refreshes here are 200 ms apart, so twelve pass quickly.
const stay = stayFrom(Date.now(), site, 1);
const access = accessOf(stay, site);
/** A stay a month away: its code is told "Not open yet" while the feed answers, and gives no session. */
const later = accessOf(stayFrom(Date.now(), site, 30), site);
let feed: string;
let server: RunningServer;
beforeAll(async () => {
  feed = writeFeed([stay, later.stay]);
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', GUIDE_SECRET, AVAILABILITY_ICS_FILE: feed, AVAILABILITY_REFRESH_MS: '200' } });
});
afterAll(() => server?.stop());

const unlock = () => post(server, fn('guide'), JSON.stringify({ passcode: formatCode(access.code) }));
const reopen = (token: string) => post(server, `${fn('guide')}/session`, JSON.stringify({ token }));

const NOT_YET = 'Not open yet';
const UNCHECKED = "We couldn't check your code";
const WRONG = 'Invalid Passcode';

/**
 * Asks with the later stay's code until the answer is `title`: each ask also starts the feed's
 * next refresh, and none gives a session. The deadline is a safety net, not a measure.
 */
async function laterCodeTold(title: string) {
  const deadline = Date.now() + 30_000;
  for (let last = ''; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    last = ((await (await post(server, fn('guide'), JSON.stringify({ passcode: later.code }))).json()) as { error: string }).error;
    if (last === title) return;
  }
  throw new Error(`the code was never told "${title}"`);
}

describe('when the booking feed breaks', () => {
  let token: string;
  beforeAll(async () => {
    const res = await unlock();
    expect(res.status).toBe(200);
    token = ((await res.json()) as { session: { token: string } }).session.token;
  });

  it('replaced by a web page: after twelve refreshes of failures, codes and links open nothing new (503); the session given stays; the host reads one line', async () => {
    fs.writeFileSync(feed, '<!doctype html><title>Sign in</title><h1>Please sign in</h1>');
    await laterCodeTold(UNCHECKED);
    const typed = await unlock();
    expect(typed.status).toBe(503);
    expect(await typed.json()).toMatchObject({ error: UNCHECKED });
    expect((await post(server, `${fn('guide')}/link`, JSON.stringify({ key: access.linkKey }))).status).toBe(503);
    expect((await reopen(token)).status).toBe(200);
    const out = await outputMatching(server, (o) => o.includes('Digital guide: the booking feed'));
    expect(out.match(/Digital guide: the booking feed \S+ has failed since .* \(the calendar is not valid iCalendar\): its stays' codes and links open the guide for nobody new/g)).toHaveLength(1);
  });

  it('answering again: new guests get in, and the host reads that too', async () => {
    writeFeed([stay, later.stay], feed);
    await laterCodeTold(NOT_YET);
    expect((await unlock()).status).toBe(200);
    await outputMatching(server, (o) => o.includes('answers again; its stays'));
  });

  it('deleted: the same', async () => {
    fs.rmSync(feed);
    await laterCodeTold(UNCHECKED);
    expect((await unlock()).status).toBe(503);
    expect((await reopen(token)).status).toBe(200);
    writeFeed([stay, later.stay], feed);
    await laterCodeTold(NOT_YET);
    expect((await unlock()).status).toBe(200);
  });

  it('emptied (its only stay cancelled): the code and link stop at the next refresh; the session given stays for the hour the calendar waits', async () => {
    writeFeed([], feed);
    await laterCodeTold(WRONG);
    expect(await (await unlock()).json()).toMatchObject({ error: WRONG });
    expect((await post(server, `${fn('guide')}/link`, JSON.stringify({ key: access.linkKey }))).status).toBe(401);
    expect((await reopen(token)).status).toBe(200);
    await stillHealthy(server);
  });
});
