// Prints how long the server's event loop is blocked while it fetches and parses a 4.8 MB
// calendar feed of 43,000 bookings (the size of the hostile feed in the audit). Parsing runs on
// a worker thread, so the figure should stay far below 50 ms. Two figures per run: "blocked"
// is the longest stretch the loop spent running code (event-loop utilisation between 2 ms
// ticks); "late" is plain timer lateness, which on a busy machine also counts time the OS gave
// to other processes, so an idle baseline is printed first for comparison. Also part of
// `npm run bench -- --guards` (guards.ts).
//   npx tsx scripts/bench/feed-parse.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSite } from '../../src/content/load-content';
import { availabilityFeeds } from '../../src/server/availability/sources';
import { lowerParserPriority } from '../../src/server/availability/parse-off-thread';
import { loopWatch, manyEvents } from '../../harness/feed-servers';

export interface FeedParseRun { bookings: number; ms: number; blockedMs: number; lateMs: number }

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Reads the 43,000-booking feed `runs` times, each with a fresh reader as a starting server would. */
export async function benchFeedParse(runs = 3): Promise<{ idle: { blockedMs: number; lateMs: number }; runs: FeedParseRun[] }> {
  const site = loadSite().site;
  // As the server runs it.
  lowerParserPriority();
  const text = manyEvents(43_000);
  // The feed is served by another process, so only the server's own work is measured.
  const file = path.join(os.tmpdir(), `feed-${process.pid}.ics`);
  fs.writeFileSync(file, text);
  const host = spawn(process.execPath, ['-e', `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,r)=>r.writeHead(200,{'content-type':'text/calendar'}).end(b)).listen(0,'127.0.0.1',function(){console.log(this.address().port)})`]);
  try {
    const port = await new Promise<string>((r) => host.stdout.once('data', (d) => r(String(d).trim())));
    const url = `http://127.0.0.1:${port}/feed.ics`;

    const watch = loopWatch();
    await new Promise((r) => setTimeout(r, 3000));
    const idle = watch.stop();
    console.log(`idle 3 s: blocked at most ${ms(idle.blockedMs)}, late at most ${ms(idle.lateMs)}`);

    const results: FeedParseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const watch = loopWatch();
      const started = performance.now();
      // Creating the reader starts the first fetch, as the server does at start-up.
      const feeds = availabilityFeeds({ site, env: { AVAILABILITY_ICAL_URLS: url, AVAILABILITY_TIMEOUT_MS: '30000' }, rootDir: '/', now: Date.now, log: console });
      const r = await feeds.read();
      const result = { bookings: r.readings[0].ranges.start.length, ms: Math.round(performance.now() - started), ...watch.stop() };
      results.push(result);
      console.log(
        `run ${run}: ${(text.length / 1e6).toFixed(1)} MB, ${result.bookings} bookings in ${result.ms} ms; ` +
          `event loop blocked at most ${ms(result.blockedMs)}, late at most ${ms(result.lateMs)}`,
      );
    }
    return { idle, runs: results };
  } finally {
    host.kill();
    fs.rmSync(file);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchFeedParse();
  process.exit(0);
}
