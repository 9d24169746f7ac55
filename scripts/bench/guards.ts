// `npm run bench -- --guards`: the timings the test suite deliberately leaves alone. A test
// whose verdict depends on the clock fails on a busy machine (docs/architecture.md#tests), so
// the suite bounds the work instead (bytes read, occurrences expanded, the thread a feed is
// parsed on, photos encoded) and these figures are here for a person to read, each beside the
// time a test once required. Build first (`npm run build`): the server's figures use dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { loadSite } from '../../src/content/load-content';
import { publicDir } from '../../src/core/paths';
import { parseYaml } from '../../src/content/yaml-source';
import { buildImages, encodeStats } from '../../src/build/images';
import { addDays, dayIn } from '../../src/core/dates';
import { availabilityRoutes } from '../../src/server/functions/availability/routes';
import { lowerParserPriority } from '../../src/server/availability/parse-off-thread';
import { startServer } from '../../harness/server';
import { distDir } from '../../harness/routes';
import { endlessRules, feedHost, manyEvents } from '../../harness/feed-servers';
import { benchFeedParse } from './feed-parse';
import { saveResult } from './results';

interface Row { figure: string; ms: number; onceRequired: string }

const site = loadSite().site;
const fnPath = `/functions/v1/${site.backend.functions.availability}`;
const today = dayIn(Date.now(), site.property.timeZone);
const week = JSON.stringify({ start_date: today, end_date: addDays(today, 6) });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds `fn` takes, the median of `runs`. */
async function timed(fn: () => Promise<unknown> | unknown, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
}

/** The availability function over one feed, in this process, as the hostile tests run it. */
function availability(url: string, timeoutMs: number) {
  const clock = { now: Date.now() };
  const app = new Hono();
  const silent = { info() {}, warn() {}, error() {} };
  app.route(fnPath, availabilityRoutes({ site, env: { AVAILABILITY_ICAL_URLS: url, AVAILABILITY_TIMEOUT_MS: String(timeoutMs) }, rootDir: os.tmpdir(), distDir: os.tmpdir(), now: () => clock.now, log: silent }));
  const ask = async () => (await app.request(fnPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: week })).status;
  return { ask, clock };
}

// The feeds parsed as the server parses them.
lowerParserPriority();
const rows: Row[] = [];
const host = await feedHost();
try {
  host.routes['/hang.ics'] = { kind: 'hang' };
  rows.push({ figure: 'a feed that never answers: 502 after the 300 ms timeout', ms: await timed(() => availability(`${host.url}/hang.ics`, 300).ask(), 3), onceRequired: 'under 1,500 ms' });
  host.routes['/drip.ics'] = { kind: 'drip', text: manyEvents(50), everyMs: 100 };
  rows.push({ figure: 'a feed dripping a byte per 100 ms: 502 after the 300 ms timeout', ms: await timed(() => availability(`${host.url}/drip.ics`, 300).ask(), 3), onceRequired: 'under 1,500 ms' });
  host.routes['/rules.ics'] = { kind: 'ok', text: endlessRules(2000, today) };
  rows.push({ figure: '2,000 rules repeating daily for ever: refused (502)', ms: await timed(() => availability(`${host.url}/rules.ics`, 60_000).ask(), 1), onceRequired: 'under 20,000 ms' });

  host.routes['/good.ics'] = { kind: 'ok', text: manyEvents(10, Date.parse(today)) };
  const held = availability(`${host.url}/good.ics`, 60_000);
  await held.ask();
  host.routes['/good.ics'] = { kind: 'hang' };
  rows.push({
    figure: 'a good copy held, the feed hanging: a visitor answered',
    ms: await timed(() => ((held.clock.now += 10 * 60_000), held.ask())),
    onceRequired: 'under 100 ms',
  });
} finally {
  await host.close();
}

console.log('\nThe 43,000-booking feed (4.8 MB), read three times by a fresh reader:');
const parse = await benchFeedParse();
rows.push({ figure: '43,000 bookings: the longest the event loop was blocked', ms: Math.max(...parse.runs.map((r) => Math.round(r.blockedMs * 10) / 10)), onceRequired: 'under 50 ms' });

const server = await startServer({ distDir: distDir() });
try {
  await (await fetch(server.url + '/facts')).text();
  const refused = JSON.stringify({ start_date: '9999-12-31', end_date: '9999-12-31' });
  rows.push({
    figure: "the real server: '9999-12-31' refused (400)",
    ms: await timed(async () => (await fetch(server.url + fnPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: refused })).text()),
    onceRequired: 'under 1,000 ms',
  });
  rows.push({ figure: 'the real server: /facts answered', ms: await timed(async () => (await fetch(server.url + '/facts')).text()), onceRequired: 'under 100 ms' });
} finally {
  await server.stop();
}

const bomb = 'a: &a [1,1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n';
rows.push({ figure: 'a YAML alias bomb refused', ms: await timed(() => parseYaml('pages/x.yaml', bomb)), onceRequired: 'under 500 ms' });

// Two photos the build has already encoded (node_modules/.cache/images), into a fresh folder.
const photos = ['/images/interior-living.jpg', '/images/interior-kitchen.jpg'];
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
const encodedBefore = encodeStats.encoded;
await buildImages(photos, { publicDir, outDir: out });
const warm = encodeStats.encoded === encodedBefore;
rows.push({ figure: `a rebuild of two photos${warm ? ' already encoded' : ' (NOT all cached: build first)'}`, ms: await timed(() => buildImages(photos, { publicDir, outDir: out }), 3), onceRequired: 'under 2,000 ms' });
fs.rmSync(out, { recursive: true, force: true });

console.log(`\n${'figure'.padEnd(66)} ${'measured'.padStart(10)}  once required`);
for (const r of rows) console.log(`${r.figure.padEnd(66)} ${`${r.ms} ms`.padStart(10)}  ${r.onceRequired}`);
console.log(`\nsaved ${saveResult('guards', { rows, feedParse: parse })}`);
process.exit(0);
