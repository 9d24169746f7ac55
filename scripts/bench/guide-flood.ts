// The guide under a flood of wrong codes: how many were sent, what the server answered them, and
// how long a guest took to open the guide meanwhile, by the link and by typing the stay's code.
// The real server (no build needed: it serves only the functions here) on a calendar file of one
// stay checking in tomorrow.
//   npx tsx scripts/bench/guide-flood.ts                      6,000 wrong codes as fast as 8 connections go
//   npx tsx scripts/bench/guide-flood.ts -- --per-second 10   the issue's pace: 10 a second for 10 minutes
import { parseArgs } from 'node:util';
import { loadSite } from '../../src/content/load-content';
import { formatCode } from '../../src/core/guide-code';
import { startServer } from '../../harness/server';
import { GUIDE_SECRET, accessOf, stayFrom, writeFeed } from '../../harness/stays';
import { stubDist } from '../../harness/stub-dist';
import { flood } from '../../harness/guide-flood';
import { saveResult } from './results';

const { values } = parseArgs({ options: { 'per-second': { type: 'string' }, wrong: { type: 'string', default: '6000' } }, allowPositionals: true });
const site = loadSite().site;
const stay = stayFrom(Date.now(), site, 1);
const access = accessOf(stay, site);
const server = await startServer({ distDir: stubDist(), env: { TRUST_PROXY: '1', GUIDE_SECRET, AVAILABILITY_ICS_FILE: writeFeed([stay]) } });
try {
  const perSecond = values['per-second'] ? Number(values['per-second']) : undefined;
  const result = await flood({ url: `${server.url}/functions/v1/${site.backend.functions.guide}`, code: formatCode(access.code), linkKey: access.linkKey, wrong: Number(values.wrong), addresses: 10_000, guestEvery: 500, perSecond });
  const times = (by: 'link' | 'code') => result.guest.filter((g) => g.by === by).map((g) => g.ms).sort((a, b) => a - b);
  const summary = (by: 'link' | 'code') => {
    const t = times(by);
    const opened = result.guest.filter((g) => g.by === by && g.status === 200).length;
    return `${opened} of ${t.length} opened the guide on the first try; median ${t[Math.floor(t.length / 2)]} ms, slowest ${t.at(-1)} ms`;
  };
  console.log(`${result.sent} wrong codes from 10,000 addresses in ${result.seconds} s (${perSecond ? `${perSecond} a second` : 'as fast as 8 connections go'}); answers: ${Object.entries(result.statuses).map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  console.log(`guest by the link:  ${summary('link')}`);
  console.log(`guest by the code:  ${summary('code')}`);
  console.log(`host's log: ${server.output().match(/Digital guide: [\d,]+ wrong codes.*/)?.[0] ?? 'no line about guessing (the budget was never reached)'}`);
  console.log(`saved to ${saveResult('guide-flood', { perSecond: perSecond ?? null, ...result })}`);
} finally {
  await server.stop();
}
