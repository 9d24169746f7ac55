import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../harness/server';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { formatCode } from '../../src/core/guide-code';
import { fn, site, stubDist } from './support';
import { flood } from '../../harness/guide-flood';

// The audit's lock-out, at the scale: 10 wrong codes a second from 10,000 addresses for
// 10 minutes is 6,000 wrong codes. They are all sent here, as fast as eight connections go (a
// harsher flood than 10 a second: the budget counts codes, not seconds), with a guest opening
// the guide every 500 of them, by the link and by typing the stay's code. The figures at the
// issue's own pace: `npx tsx scripts/bench/guide-flood.ts -- --per-second 10`.
const stay = stayFrom(Date.now(), site, 1);
const access = accessOf(stay, site);
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
});
afterAll(() => server.stop());

it('6,000 wrong codes from 10,000 addresses never keep out a guest: the link and a typed code open the guide on the first try, each time', async () => {
  const result = await flood({ url: server.url + fn('guide'), code: formatCode(access.code), linkKey: access.linkKey, wrong: 6000, addresses: 10_000, guestEvery: 500 });
  // Every wrong code was tested and refused as wrong: none was turned away untested.
  expect(result.statuses).toEqual({ 401: 6000 });
  expect(result.guest).toHaveLength(24);
  expect(result.guest.filter((g) => g.status !== 200)).toEqual([]);
  // Nobody was told to wait, so the host was told nothing either.
  expect(server.output()).not.toMatch(/wrong codes within 15 minutes/);
}, 600_000);
