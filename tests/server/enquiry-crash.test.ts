import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { startServer, type RunningServer } from '../support/server';
import { site } from './enquiry-deps';
import { scratchDir } from '../support/scratch';

const POSTS = 200;
const KILL_AFTER = 50;
/** Bodies finish arriving over this span, as from real clients, so commits happen all the way through. */
const SPREAD_MS = 800;
/** On a loaded machine the client can lag so far that the server has answered everything before the kill lands; then try again. */
const MAX_ROUNDS = 5;

let server: RunningServer | undefined;
afterAll(() => server?.stop('SIGKILL'));

/** The server refuses to start without a built site; the static pages play no part here. */
function stubDist(): string {
  const dir = scratchDir('enquiry-crash-dist');
  fs.mkdirSync(path.join(dir, 'client'));
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>stub</title>');
  return dir;
}

/** A request body that arrives in two parts, the second `delayMs` later. */
function slowBody(json: string, delayMs: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(json);
  const half = bytes.length >> 1;
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      await new Promise((r) => setTimeout(r, delayMs));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

/** Starts the server, posts POSTS enquiries at once and SIGKILLs it after KILL_AFTER answers. */
async function round(distDir: string, dataDir: string, n: number) {
  server = await startServer({ distDir, dataDir, env: { TRUST_PROXY: '1' } });
  const url = `${server.url}/functions/v1/${site.backend.functions.enquiry}`;
  const acknowledged: string[] = [];
  let cutOff = 0;
  let killed = false;
  await Promise.allSettled(
    Array.from({ length: POSTS }, async (_, i) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          // One client address per post, so the hourly limit does not refuse them.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${n}.${i >> 8}.${i & 255}` },
          body: slowBody(
            JSON.stringify({ firstName: 'Crash', lastName: `Round ${n}`, email: `guest${i}@example.com`, message: `Enquiry ${i} of round ${n}` }),
            Math.round((i / POSTS) * SPREAD_MS),
          ),
          duplex: 'half',
        } as RequestInit);
        if (res.status !== 201) throw new Error(`status ${res.status}`);
        const { ref } = (await res.json()) as { ref: string };
        acknowledged.push(ref);
        if (acknowledged.length === KILL_AFTER && !killed) {
          killed = true;
          server!.proc.kill('SIGKILL');
        }
      } catch {
        cutOff++;
      }
    }),
  );
  await server.stop('SIGKILL');
  server = undefined;
  return { acknowledged, cutOff };
}

it(`loses no acknowledged enquiry when the server is killed (SIGKILL) during ${POSTS} concurrent posts`, { timeout: 180_000 }, async () => {
  const distDir = stubDist();
  const dataDir = scratchDir('enquiry-crash-data');
  const acknowledged: string[] = [];
  let midway = 0;
  for (let n = 1; n <= MAX_ROUNDS && midway === 0; n++) {
    const r = await round(distDir, dataDir, n);
    acknowledged.push(...r.acknowledged);
    if (r.cutOff > 0) midway++;

    // Reopening replays the write-ahead log, as the next server start does.
    const db = openDb(path.join(dataDir, 'site.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(enquiryStore(db).list().map((e) => e.ref));
      const lost = acknowledged.filter((ref) => !stored.has(ref));
      console.log(
        `kill -9 during ${POSTS} concurrent posts (round ${n}): ${r.acknowledged.length} answered 201, ${r.cutOff} cut off; ` +
          `${stored.size} stored in all after restart, ${lost.length} acknowledged but lost`,
      );
      expect(lost).toEqual([]);
      // Every stored enquiry kept its queued e-mail notice.
      expect((db.prepare('SELECT count(*) AS n FROM enquiry_outbox').get() as { n: number }).n).toBe(stored.size);
    } finally {
      db.close();
    }
  }
  expect(midway, 'the kill never landed while posts were in flight').toBeGreaterThan(0);
});
