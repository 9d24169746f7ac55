// `npx tsx scripts/bench/availability.ts [seconds] [connections]`: the availability function
// under load on loopback, served from its feed cache (the real server, the owner's calendar
// file, one warm-up request first), then what a visitor gets when the iCal feed goes down:
// after a good fetch, with the feed's port dead, and with a feed that never answers.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { rootDir } from '../../src/core/paths';
import { startServer, type RunningServer } from '../../harness/server';
import { availabilityWindow } from '../../src/widgets/live-calendar/window';

interface Histogram { average: number; min: number; p50: number; p99: number; max: number }
interface Result { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number; '2xx': number }
type Autocannon = (opts: object) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const site = parse(fs.readFileSync(path.join(rootDir, 'site.yaml'), 'utf8'));
const fnPath = `/functions/v1/${site.backend.functions.availability}`;
const key = site.backend.anonKey as string;
const headers = { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` };
const body = JSON.stringify(availabilityWindow(site.property.timeZone));

// The server only insists that a built site exists; no page is requested here.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
fs.mkdirSync(path.join(dist, 'client'));
fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><title>bench</title>');

interface Reply { status: number; ms: number; json: { calendar?: { available: boolean }[]; synced_at?: string; stale?: boolean; error?: string } }

async function ask(server: RunningServer): Promise<Reply> {
  const t = performance.now();
  const res = await fetch(server.url + fnPath, { method: 'POST', headers, body });
  const json = await res.json();
  return { status: res.status, ms: Math.round(performance.now() - t), json };
}

function describe(r: Reply): string {
  if (r.status !== 200) return `${r.status} in ${r.ms} ms: ${r.json.error}`;
  const booked = r.json.calendar?.filter((d) => !d.available).length ?? 0;
  const age = Math.round((Date.now() - Date.parse(r.json.synced_at!)) / 1000);
  return `200 in ${r.ms} ms, ${booked} booked days kept, stale: ${r.json.stale}, synced ${age} s ago`;
}

/** A stand-in for an Airbnb export link: serves the demo calendar, or hangs when told to. */
function feedServer(mode: { hang: boolean }) {
  const ics = fs.readFileSync(path.join(rootDir, 'private', 'availability.ics'));
  const srv = http.createServer((_req, res) => {
    if (mode.hang) return; // accepts the connection and never answers
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics);
  });
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) =>
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/calendar.ics`,
        close: () => new Promise((done) => { srv.closeAllConnections(); srv.close(() => done()); }),
      });
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// 1. Latency from the cache under load.
const server = await startServer({ distDir: dist });
try {
  const warm = await ask(server);
  if (warm.status !== 200) throw new Error(`warm-up failed: ${describe(warm)}`);
  const result = await autocannon({ url: server.url + fnPath, method: 'POST', headers, body, connections, duration: seconds });
  // Numbers from a shared 2-core machine swing with whatever else runs: the load is printed too.
  console.log(`Availability function from cache, ${connections} connections, ${seconds} s, loopback (${os.cpus().length} CPU cores, load ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  ${Math.round(result.requests.average)} req/s on average, ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
} finally {
  await server.stop();
}

// 2. The feed goes down after a good fetch. A short refresh interval stands in for the
// 5 minutes that would otherwise pass before the server tries the feed again.
const feed = await feedServer({ hang: false });
const refreshMs = 1000;
const timeoutMs = 2000;
const env = { AVAILABILITY_ICAL_URLS: feed.url, AVAILABILITY_REFRESH_MS: String(refreshMs), AVAILABILITY_TIMEOUT_MS: String(timeoutMs) };
const live = await startServer({ distDir: dist, env });
try {
  console.log(`\nFeed down after a good fetch (refresh every ${refreshMs} ms here, 5 min in production; feed timeout ${timeoutMs} ms):`);
  console.log(`  feed up:             ${describe(await ask(live))}`);
  await feed.close();
  await sleep(refreshMs + 100);
  console.log(`  feed port dead:      ${describe(await ask(live))}`);
  await sleep(refreshMs + 100);
  const down = await autocannon({ url: live.url + fnPath, method: 'POST', headers, body, connections, duration: 5 });
  console.log(`  under load, dead:    p50 ${down.latency.p50} ms, p99 ${down.latency.p99} ms, ${Math.round(down.requests.average)} req/s, non-2xx ${down.non2xx}`);
  const warnings = live.output().split('\n').filter((l) => l.includes('Availability feed')).length;
  console.log(`  server log: ${warnings} warning line(s), e.g. "${live.output().split('\n').find((l) => l.includes('Availability feed'))?.trim()}"`);
} finally {
  await live.stop();
}

// 3. A feed that accepts connections but never answers (a hung provider).
const hung = await feedServer({ hang: true });
const cold = await startServer({ distDir: dist, env: { ...env, AVAILABILITY_ICAL_URLS: hung.url } });
try {
  console.log(`\nA feed that never answers:`);
  console.log(`  no good copy yet:    ${describe(await ask(cold))}`);
} finally {
  await cold.stop();
  await hung.close();
}
// After a good fetch, with the refresh interval longer than the timeout as in production
// (5 min and 5 s), so only the requests that find a refresh under way wait for it.
const flaky = { hang: false };
const flakyFeed = await feedServer(flaky);
const slowRefreshMs = 4000;
const warmThenHang = await startServer({
  distDir: dist,
  env: { ...env, AVAILABILITY_ICAL_URLS: flakyFeed.url, AVAILABILITY_REFRESH_MS: String(slowRefreshMs) },
});
try {
  await ask(warmThenHang);
  flaky.hang = true;
  await sleep(slowRefreshMs + 100);
  const [first, during] = await Promise.all([ask(warmThenHang), sleep(500).then(() => ask(warmThenHang))]);
  console.log(`  after a good fetch:  ${describe(first)}  (this request started the refresh)`);
  console.log(`  0.5 s later:         ${describe(during)}  (arrived while the refresh hung)`);
  console.log(`  once it timed out:   ${describe(await ask(warmThenHang))}  (refresh interval ${slowRefreshMs} ms here)`);
} finally {
  await warmThenHang.stop();
  await flakyFeed.close();
}

// 4. No source has ever answered: the port is dead from the start.
const deadFeed = await feedServer({ hang: false });
await deadFeed.close();
const never = await startServer({ distDir: dist, env: { ...env, AVAILABILITY_ICAL_URLS: deadFeed.url } });
try {
  console.log(`\nFeed dead from the start:`);
  console.log(`  ${describe(await ask(never))}  (the calendar then shows no blocked dates)`);
} finally {
  await never.stop();
}
fs.rmSync(dist, { recursive: true, force: true });
