// `npx tsx scripts/bench/enquiries.ts [seconds] [connections]`: enquiries per second the real
// server sustains on loopback, each one committed to SQLite (WAL, synchronous=FULL) before
// its 201. Every request comes from its own client address (TRUST_PROXY=1 with a unique
// X-Forwarded-For), so the hourly limit is checked on every request but never refuses one.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { rootDir } from '../../src/core/paths';
import { openDb } from '../../src/server/db';
import { startServer } from '../../harness/server';

interface Histogram { average: number; min: number; p50: number; p99: number; max: number }
interface Result { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number; duration: number; '2xx': number }
interface Request { method: string; path: string; headers: Record<string, string>; body: string }
type Autocannon = (opts: object) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const site = parse(fs.readFileSync(path.join(rootDir, 'site.yaml'), 'utf8'));

// The server only insists that a built site exists; no page is requested here.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
fs.mkdirSync(path.join(dist, 'client'));
fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><title>bench</title>');

const server = await startServer({ distDir: dist, env: { TRUST_PROXY: '1' } });
let n = 0;
try {
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/functions/v1/${site.backend.functions.enquiry}`,
        setupRequest(req: Request) {
          n++;
          req.headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
          req.body = JSON.stringify({
            firstName: 'Bench',
            lastName: `Guest ${n}`,
            email: `guest${n}@example.com`,
            phone: '+61 400 000 000',
            dates: '12-15 March',
            message: 'Hello! Is the house free for a long weekend? We are two adults and a toddler.',
          });
          return req;
        },
      },
    ],
  });
  await server.stop();
  const db = openDb(path.join(server.dataDir, 'site.db'));
  const stored = (db.prepare('SELECT count(*) AS n FROM enquiries').get() as { n: number }).n;
  db.close();
  console.log(`Enquiries on loopback, ${connections} connections, ${seconds} s (${os.cpus().length} CPU cores):`);
  console.log(`  ${Math.round(result.requests.average)} enquiries/s sustained (slowest second ${result.requests.min}), ${result['2xx']} answered 201`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; ${stored} rows stored`);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
}
