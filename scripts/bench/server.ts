// `npx tsx scripts/bench/server.ts [seconds]` (also the last part of `npm run bench`): the
// embedded server under load on loopback — a landing page, a 1 MB file, a hashed asset and the
// availability function, at 50 and 200 connections — and the same landing page and file from
// sirv-cli serving the same dist/client, for a side-by-side ratio, then each server's memory.
// Build first. Results go to bench/results/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadContent } from '../../src/content/load-content';
import { rootDir } from '../../src/core/paths';
import { saveResult } from './results';
import { availabilityWindow } from '../../src/widgets/live-calendar/window';
import { startServer } from '../../harness/server';

interface Histogram { average: number; p50: number; p99: number }
interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number }
type Autocannon = (opts: object) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Row {
  target: string;
  server: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const site = loadContent().site;
const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const page = '/kahibah-accommodation';
/** A 1 MB file written into the build for the run (sirv reads the folder when it starts). */
const bigFile = '/bench-1mb.bin';

/** A process's resident memory in MB, from /proc. */
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

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

async function run(target: string, server: string, url: string, connections: number, seconds: number, extra: object = {}): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, ...extra });
  return { target, server, connections, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

export async function benchServer(seconds = 20): Promise<{ rows: Row[]; rssMb: Record<string, number> }> {
  const asset = fs.readdirSync(path.join(dist, 'client/assets')).find((f) => f.endsWith('.js'))!;
  const fn = `/functions/v1/${site.backend.functions.availability}`;
  const key = site.backend.anonKey;
  const post = {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
    body: JSON.stringify(availabilityWindow(site.property.timeZone)),
  };
  const rows: Row[] = [];
  const big = path.join(dist, 'client', bigFile);
  fs.writeFileSync(big, Buffer.alloc(1 << 20, 'x'));
  const server = await startServer({ distDir: dist });
  const other = await sirv();
  try {
    // One warm request each: the availability cache is filled, files are in the page cache.
    await fetch(server.url + fn, post);
    for (const connections of [50, 200]) {
      rows.push(await run(`GET ${page}`, 'embedded', server.url + page, connections, seconds));
      rows.push(await run(`GET ${page}`, 'sirv-cli', other.url + page, connections, seconds));
      rows.push(await run('GET 1 MB file', 'embedded', server.url + bigFile, connections, seconds));
      rows.push(await run('GET 1 MB file', 'sirv-cli', other.url + bigFile, connections, seconds));
      rows.push(await run('GET /assets/*.js (hashed)', 'embedded', `${server.url}/assets/${asset}`, connections, seconds));
      rows.push(await run('POST availability (cached feed)', 'embedded', server.url + fn, connections, seconds, post));
    }
    return { rows, rssMb: { embedded: rssMb(server.proc.pid!), 'sirv-cli': rssMb(other.pid) } };
  } finally {
    other.stop();
    await server.stop();
    fs.rmSync(big, { force: true });
  }
}

export function printRows({ rows, rssMb }: { rows: Row[]; rssMb: Record<string, number> }) {
  console.log(['target'.padEnd(32), 'server'.padEnd(9), 'conns'.padStart(5), 'req/s'.padStart(7), 'p50'.padStart(6), 'p99'.padStart(6), 'errors'.padStart(7), 'non-2xx'.padStart(8)].join(' '));
  for (const r of rows) {
    console.log([r.target.padEnd(32), r.server.padEnd(9), String(r.connections).padStart(5), String(r.rps).padStart(7), `${r.p50}ms`.padStart(6), `${r.p99}ms`.padStart(6), String(r.errors).padStart(7), String(r.non2xx).padStart(8)].join(' '));
  }
  for (const target of [`GET ${page}`, 'GET 1 MB file']) {
    for (const c of [50, 200]) {
      const ours = rows.find((r) => r.server === 'embedded' && r.connections === c && r.target === target);
      const theirs = rows.find((r) => r.server === 'sirv-cli' && r.connections === c && r.target === target);
      if (ours && theirs) console.log(`${target} at ${c} connections: embedded server ${(ours.rps / theirs.rps).toFixed(2)} × sirv-cli`);
    }
  }
  console.log(`memory after the runs: ${Object.entries(rssMb).map(([name, mb]) => `${name} ${mb} MB`).join(', ')}`);
}

export function saveRows(result: { rows: Row[]; rssMb: Record<string, number> }): string {
  return saveResult('server', result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchServer(Number(process.argv[2] ?? 20));
  printRows(result);
  console.log(`\nsaved ${saveRows(result)}`);
}
