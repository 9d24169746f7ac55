// `npx tsx scripts/bench/server.ts [seconds] [rounds]` (also the last part of `npm run bench`):
// the embedded server under load on loopback — a landing page, a 1 MB file (kept in memory), a
// 4 MB file (streamed from disk), a hashed asset and the availability function, at 50 and 200
// connections — and the same page and files from sirv-cli serving the same dist/client, for a
// side-by-side ratio, then each server's memory. Each row is run once a round (10 s, 3 rounds
// unless told), the two servers back to back in turns (the one that went second goes first the
// next round), and reported as the median of its rounds, with the server's processor time per
// request: on the shared machine the neighbours move requests per second far more than that.
// Build first. Results go to bench/results/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadContent } from '../../src/content/load-content';
import { rootDir } from '../../src/core/paths';
import { saveResult } from './results';
import { availabilityWindow } from '../../src/widgets/live-calendar/window';
import { startServer } from '../../harness/server';

interface Histogram { average: number; p50: number; p99: number; total: number }
interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number }
type Autocannon = (opts: object) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Row {
  target: string;
  server: string;
  connections: number;
  /** Medians of the rounds. */
  rps: number;
  p50: number;
  p99: number;
  /** The server process's processor time (user + system) per request, in µs. */
  cpuUs: number;
  /** Summed over the rounds. */
  errors: number;
  non2xx: number;
  /** Requests per second in each round. */
  rounds: number[];
}
type Run = Omit<Row, 'rounds'>;

const site = loadContent().site;
const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const page = '/kahibah-accommodation';
/** Files written into the build for the run (sirv reads the folder when it starts): one the server keeps in memory, one above that size, streamed. */
const bigFiles = { 'GET 1 MB file': ['/bench-1mb.bin', 1 << 20], 'GET 4 MB file (streamed)': ['/bench-4mb.bin', 4 << 20] } as const;

/** A process's resident memory in MB, from /proc. */
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
/** A process's processor time so far (user + system), in µs, from /proc. */
function cpuUs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks of 1/100 s
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function sirv(): Promise<{ url: string; pid: number; stop(): void }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = spawn(path.join(rootDir, 'node_modules/.bin/sirv'), [path.join(dist, 'client'), '--port', String(port), '--host', '127.0.0.1', '--etag', '--quiet'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(url + page).then((r) => r.ok, () => false)) return { url, pid: proc.pid!, stop: () => proc.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error('sirv did not start');
}

async function run(target: string, server: string, pid: number, url: string, connections: number, seconds: number, extra: object = {}): Promise<Run> {
  const before = cpuUs(pid);
  const r = await autocannon({ url, connections, duration: seconds, ...extra });
  const cpuPerRequest = Math.round((cpuUs(pid) - before) / Math.max(1, r.requests.total));
  return { target, server, connections, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, cpuUs: cpuPerRequest, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** Each row's rounds as one: medians, and errors summed. */
function summarise(runs: Run[]): Row[] {
  const rows = new Map<string, Run[]>();
  for (const r of runs) {
    const key = `${r.target}\0${r.server}\0${r.connections}`;
    rows.set(key, [...(rows.get(key) ?? []), r]);
  }
  return [...rows.values()].map((rs) => ({
    ...rs[0],
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    cpuUs: median(rs.map((r) => r.cpuUs)),
    errors: rs.reduce((n, r) => n + r.errors, 0),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    rounds: rs.map((r) => r.rps),
  }));
}

export interface ServerBench {
  rows: Row[];
  rssMb: Record<string, number>;
  seconds: number;
  /** The load average (1 minute) when the runs started and when they ended. */
  loadAverage: [number, number];
}

export async function benchServer(seconds = 10, rounds = 3): Promise<ServerBench> {
  const asset = fs.readdirSync(path.join(dist, 'client/assets')).find((f) => f.endsWith('.js'))!;
  const fn = `/functions/v1/${site.backend.functions.availability}`;
  const key = site.backend.anonKey;
  const post = {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
    body: JSON.stringify(availabilityWindow(site.property.timeZone)),
  };
  const runs: Run[] = [];
  const written = Object.values(bigFiles).map(([file, size]) => {
    fs.writeFileSync(path.join(dist, 'client', file), Buffer.alloc(size, 'x'));
    return path.join(dist, 'client', file);
  });
  const server = await startServer({ distDir: dist });
  const other = await sirv();
  const ours = { name: 'embedded', url: server.url, pid: server.proc.pid! };
  const theirs = { name: 'sirv-cli', url: other.url, pid: other.pid };
  const startLoad = os.loadavg()[0];
  try {
    // One warm request each: the availability cache is filled, files are in the page cache.
    await fetch(server.url + fn, post);
    for (let round = 0; round < rounds; round++) {
      const pair = round % 2 ? [theirs, ours] : [ours, theirs];
      for (const connections of [50, 200]) {
        for (const [target, p] of [[`GET ${page}`, page], ...Object.entries(bigFiles).map(([t, [file]]) => [t, file])]) {
          for (const s of pair) runs.push(await run(target, s.name, s.pid, s.url + p, connections, seconds));
        }
        runs.push(await run('GET /assets/*.js (hashed)', ours.name, ours.pid, `${server.url}/assets/${asset}`, connections, seconds));
        runs.push(await run('POST availability (cached feed)', ours.name, ours.pid, server.url + fn, connections, seconds, post));
      }
      console.log(`round ${round + 1} of ${rounds} done (load average ${os.loadavg()[0].toFixed(1)})`);
    }
    return { rows: summarise(runs), rssMb: { embedded: rssMb(server.proc.pid!), 'sirv-cli': rssMb(other.pid) }, seconds, loadAverage: [startLoad, os.loadavg()[0]] };
  } finally {
    other.stop();
    await server.stop();
    for (const file of written) fs.rmSync(file, { force: true });
  }
}

export function printRows({ rows, rssMb, seconds, loadAverage }: ServerBench) {
  console.log(`medians of ${rows[0]?.rounds.length} rounds of ${seconds} s; load average ${loadAverage[0].toFixed(1)} at the start, ${loadAverage[1].toFixed(1)} at the end\n`);
  console.log(['target'.padEnd(32), 'server'.padEnd(9), 'conns'.padStart(5), 'req/s'.padStart(7), 'p50'.padStart(6), 'p99'.padStart(7), 'µs/req'.padStart(7), 'errors'.padStart(7), 'non-2xx'.padStart(8), '  req/s by round'].join(' '));
  for (const r of rows) {
    console.log([r.target.padEnd(32), r.server.padEnd(9), String(r.connections).padStart(5), String(r.rps).padStart(7), `${r.p50}ms`.padStart(6), `${r.p99}ms`.padStart(7), String(r.cpuUs).padStart(7), String(r.errors).padStart(7), String(r.non2xx).padStart(8), ' ', r.rounds.join(' ')].join(' '));
  }
  console.log('\nµs/req: the server process\'s processor time per request.');
  for (const target of [`GET ${page}`, ...Object.keys(bigFiles)]) {
    for (const c of [50, 200]) {
      const ours = rows.find((r) => r.server === 'embedded' && r.connections === c && r.target === target);
      const theirs = rows.find((r) => r.server === 'sirv-cli' && r.connections === c && r.target === target);
      if (ours && theirs) console.log(`${target} at ${c} connections: embedded server ${(ours.rps / theirs.rps).toFixed(2)} × sirv-cli's requests/s, ${(ours.cpuUs / theirs.cpuUs).toFixed(2)} × its processor time per request`);
    }
  }
  console.log(`memory after the runs: ${Object.entries(rssMb).map(([name, mb]) => `${name} ${mb} MB`).join(', ')}`);
}

export function saveRows(result: ServerBench): string {
  return saveResult('server', result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchServer(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 3));
  printRows(result);
  console.log(`\nsaved ${saveRows(result)}`);
}
