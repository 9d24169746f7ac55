import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { enquiryStore } from '../../src/server/enquiries/store';
import { startServer, type RunningServer } from '../../harness/server';
import { site } from './enquiry-deps';
import { scratchDir } from '../../harness/scratch';

const POSTS = 200;
const KILL_AFTER = 50;
/** Bodies complete and not yet answered at any moment: the server always has commits in hand. */
const IN_FLIGHT = 20;

let server: RunningServer | undefined;
afterAll(() => server?.stop('SIGKILL'));

/** The server refuses to start without a built site; the static pages play no part here. */
function stubDist(): string {
  const dir = scratchDir('enquiry-crash-dist');
  fs.mkdirSync(path.join(dir, 'client'));
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>stub</title>');
  return dir;
}

/** A request body that arrives in two parts, the second once `go` resolves (a client that pauses mid-upload). */
function pausedBody(json: string, go: Promise<void>): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(json);
  const half = bytes.length >> 1;
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      await go;
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

/**
 * Starts the server, opens POSTS enquiries at once, each paused halfway through its body, and
 * lets them finish IN_FLIGHT at a time (each answer lets the next one finish); SIGKILLs the server
 * on the KILL_AFTER-th answer. So the kill lands with commits in hand and posts still arriving,
 * however fast or slow the machine.
 */
async function killMidStream(distDir: string, dataDir: string) {
  server = await startServer({ distDir, dataDir, env: { TRUST_PROXY: '1' } });
  const url = `${server.url}/functions/v1/${site.backend.functions.enquiry}`;
  const opens: (() => void)[] = [];
  const gates = Array.from({ length: POSTS }, (_, i) => new Promise<void>((open) => (opens[i] = open)));
  let released = 0;
  const releaseNext = () => opens[released++]?.();
  const acknowledged: string[] = [];
  let cutOff = 0;
  const posts = Array.from({ length: POSTS }, async (_, i) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        // One client address per post, so the hourly limit does not refuse them.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
        body: pausedBody(JSON.stringify({ firstName: 'Crash', lastName: 'Test', email: `guest${i}@example.com`, message: `Enquiry ${i}` }), gates[i]),
        duplex: 'half',
      } as RequestInit);
      if (res.status !== 201) throw new Error(`status ${res.status}`);
      const { ref } = (await res.json()) as { ref: string };
      acknowledged.push(ref);
      if (acknowledged.length === KILL_AFTER) {
        server!.proc.kill('SIGKILL');
        // The bodies still paused go on, to find the server gone.
        while (released < POSTS) releaseNext();
      } else releaseNext();
    } catch {
      cutOff++;
    }
  });
  for (let i = 0; i < IN_FLIGHT; i++) releaseNext();
  await Promise.all(posts);
  await server.stop('SIGKILL');
  server = undefined;
  return { acknowledged, cutOff };
}

it(`loses no acknowledged enquiry when the server is killed (SIGKILL) during ${POSTS} concurrent posts`, { timeout: 180_000 }, async () => {
  const dataDir = scratchDir('enquiry-crash-data');
  const { acknowledged, cutOff } = await killMidStream(stubDist(), dataDir);
  expect(cutOff, 'posts still on their way when the kill landed').toBeGreaterThanOrEqual(POSTS - KILL_AFTER - IN_FLIGHT);

  // Reopening replays the write-ahead log, as the next server start does.
  const db = openDb(path.join(dataDir, 'site.db'));
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(enquiryStore(db).list().map((e) => e.ref));
    const lost = acknowledged.filter((ref) => !stored.has(ref));
    console.log(
      `kill -9 during ${POSTS} concurrent posts: ${acknowledged.length} answered 201, ${cutOff} cut off; ` +
        `${stored.size} stored after restart, ${lost.length} acknowledged but lost`,
    );
    expect(lost).toEqual([]);
    // Every stored enquiry kept its queued e-mail notice.
    expect((db.prepare('SELECT count(*) AS n FROM enquiry_outbox').get() as { n: number }).n).toBe(stored.size);
  } finally {
    db.close();
  }
});
