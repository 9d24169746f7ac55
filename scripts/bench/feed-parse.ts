// Prints how long the server's event loop is blocked while it fetches and parses a 4.9 MB
// calendar feed of 43,000 bookings (the size of the hostile feed in the audit): parsing runs
// on a worker thread, so the figure should stay far below 50 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadSite } from '../../src/content/load-content';
import { availabilityFeeds } from '../../src/server/availability/sources';
import { manyEvents } from '../../tests/hostile/feeds';

const site = loadSite().site;
const text = manyEvents(43_000);
// The feed is served by another process, so only the server's own work is measured.
const file = path.join(os.tmpdir(), `feed-${process.pid}.ics`);
fs.writeFileSync(file, text);
const host = spawn(process.execPath, ['-e', `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,r)=>r.writeHead(200,{'content-type':'text/calendar'}).end(b)).listen(0,'127.0.0.1',function(){console.log(this.address().port)})`]);
const port = await new Promise<string>((r) => host.stdout.once('data', (d) => r(String(d).trim())));
const url = `http://127.0.0.1:${port}/feed.ics`;

for (let run = 1; run <= 3; run++) {
  const feeds = availabilityFeeds({ site, env: { AVAILABILITY_ICAL_URLS: url, AVAILABILITY_TIMEOUT_MS: '30000' }, rootDir: '/', now: Date.now, log: console });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const r = await feeds.read();
  loop.disable();
  console.log(
    `run ${run}: ${(text.length / 1e6).toFixed(1)} MB, ${r.readings[0].ranges.start.length} bookings in ${Math.round(performance.now() - started)} ms; ` +
      `event loop blocked at most ${(loop.max / 1e6).toFixed(1)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms)`,
  );
}
host.kill();
fs.rmSync(file);
process.exit(0);
