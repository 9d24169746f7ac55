import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'vitest';
import { loadContent } from '../../src/content/load-content';
import type { RunningServer } from '../support/server';
import { scratchDir } from '../support/scratch';

export const site = loadContent().site;
export const fn = (name: keyof typeof site.backend.functions) => `/functions/v1/${site.backend.functions[name]}`;

let client = 0;
/** A distinct client address per call (the test server trusts X-Forwarded-For), so rate limits never mix cases. */
export const freshClient = () => `198.51.100.${(++client % 250) + 1}`;

/**
 * A request on a connection of its own (no keep-alive), answered as a fetch Response. A pooled
 * connection could fail it: the server rightly closes one after refusing a body, and closes an
 * idle one after 5 s, which on a busy machine the client may not have noticed before reusing it.
 */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        const status = res.statusCode!;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs from a client address of its own, on a connection of its own (send). */
export function post(server: RunningServer, path: string, body: string, type = 'application/json', extra: Record<string, string> = {}): Promise<Response> {
  return send(server.url + path, 'POST', { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': freshClient(), ...extra }, body);
}

/** GETs on a connection of its own (send). */
export const get = (server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<Response> => send(server.url + path, 'GET', headers);

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

/**
 * A built site reduced to what a hostile case needs (a home page, /facts and the not-found page),
 * in a scratch folder the case may also fill with files, links and dot folders.
 */
export function stubDist(): string {
  const dir = scratchDir('hostile-dist');
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  fs.writeFileSync(path.join(dir, 'client', '404.html'), '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
  fs.mkdirSync(path.join(dir, 'client', 'facts'));
  fs.writeFileSync(path.join(dir, 'client', 'facts', 'index.html'), '<!doctype html><title>Facts</title><h1>Facts</h1>');
  return dir;
}

/** Waits until the server has printed what `test` looks for (log lines follow the reply). */
export async function outputMatching(server: RunningServer, test: (out: string) => boolean, ms = HUNG_AFTER_MS): Promise<string> {
  const deadline = Date.now() + ms;
  while (!test(server.output())) {
    if (Date.now() > deadline) throw new Error(`not in the server's output:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return server.output();
}
