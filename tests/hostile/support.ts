import fs from 'node:fs';
import http from 'node:http';
import { expect } from 'vitest';
import { loadContent } from '../../src/content/load-content';
import type { RunningServer } from '../../harness/server';
import { freshClient, get } from '../../harness/requests';

export const site = loadContent().site;
export const fn = (name: keyof typeof site.backend.functions) => `/functions/v1/${site.backend.functions[name]}`;

// Shared with the server tests; the hostile cases import them from here, with the rest.
export { freshClient, get, post } from '../../harness/requests';
export { outputMatching } from '../../harness/server';
export { stubDist } from '../../harness/stub-dist';

/** A first ordinary request, so that the server has loaded what a page request needs before a hostile case. */
export async function warmUp(server: RunningServer) {
  await (await get(server, '/facts')).text();
}

/** How long a server may take to answer one ordinary request before it counts as hung: a safety net, far above the work. */
const HUNG_AFTER_MS = 30_000;

/**
 * After a storm of hostile requests the server still answers an ordinary request in full, then
 * goes back to waiting for work: its main thread is seen asleep, which a server left looping
 * (the '9999-12-31' request once did) or still chewing on the storm never is. Nothing is timed:
 * a machine busy with other work makes a healthy server slower, never busy on its own.
 */
export async function stillHealthy(server: RunningServer) {
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    get(server, '/facts'),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer to an ordinary request within ${HUNG_AFTER_MS / 1000} s`)), HUNG_AFTER_MS))),
  ]).finally(() => clearTimeout(timer));
  expect(res.status).toBe(200);
  expect(await res.text()).toMatch(/<h1[\s>]/);
  await mainThreadAsleep(server.proc.pid!);
}

/** The state of a process's main thread, from /proc (Linux): 'S' asleep waiting for an event, 'R' running or ready to run. */
const mainThreadState = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

async function mainThreadAsleep(pid: number) {
  const states: string[] = [];
  for (const deadline = Date.now() + HUNG_AFTER_MS; Date.now() < deadline; ) {
    states.push(mainThreadState(pid));
    if (states.at(-1) === 'S') return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the server's main thread never went back to sleep (states seen: ${[...new Set(states)].join(', ')})`);
}

/**
 * A POST that declares `declared` bytes but sends only the first 64 KB of `body`, then waits:
 * the server must answer from the declared length alone, without reading (or buffering) the
 * rest. (Sending it all would race the server's early close against our own writes.)
 */
export function rawPost(url: string, body: string, declared = Buffer.byteLength(body)): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': declared, 'x-forwarded-for': freshClient() } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 64 * 1024));
  });
}

