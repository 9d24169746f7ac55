import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** An iCal feed of `n` one-night bookings, one every other night from `from`, as Airbnb writes them. */
export function manyEvents(n: number, from = Date.UTC(2026, 10, 1)): string {
  const day = (i: number) => new Date(from + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const events: string[] = [];
  for (let i = 0; i < n; i++) {
    events.push(`BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART;VALUE=DATE:${day(i * 2)}\r\nDTEND;VALUE=DATE:${day(i * 2 + 1)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`);
  }
  return calendar(events.join(''));
}

/** `n` blocks that each repeat daily without end: a few KB that expand to n × 731 days. */
export function endlessRules(n: number, from: string): string {
  const start = from.replace(/-/g, '');
  let events = '';
  for (let i = 0; i < n; i++) events += `BEGIN:VEVENT\r\nUID:r${i}\r\nDTSTART;VALUE=DATE:${start}\r\nRRULE:FREQ=DAILY\r\nSUMMARY:Blocked\r\nEND:VEVENT\r\n`;
  return calendar(events);
}

export const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//test//EN\r\n${events}END:VCALENDAR\r\n`;

export type FeedMode =
  | { kind: 'ok'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'drip'; text: string; everyMs: number }
  | { kind: 'stream'; bytes: number; declare?: number }
  /** `bytes` of filler gzip-compressed on the fly: a few KB on the wire, any size unpacked. */
  | { kind: 'gzip-bomb'; bytes: number }
  | { kind: 'gzip'; text: string };

// Encoded once, so serving a 5 MB feed costs this (shared) process a copy, not an encoding.
const encodedCache = new Map<string, Buffer>();
const encoded = (text: string) => encodedCache.get(text) ?? (encodedCache.clear(), encodedCache.set(text, Buffer.from(text)).get(text)!);

export interface FeedHost {
  url: string;
  /** What each route does; tests change it between requests. */
  routes: Record<string, FeedMode>;
  /** Bytes the host managed to send on a route (last request, before compression) before the client stopped reading. */
  sent: Record<string, number>;
  hits: Record<string, number>;
  /** Resolves once a request on `path` is held: a 'hang' not answered, a 'drip' not finished. */
  held(path: string): Promise<void>;
  /** Whether a request on `path` is still held (its client is still waiting for the rest). */
  holding(path: string): boolean;
  /** Answers the held 'hang' requests on `path` as its route now says (set it to another mode first). */
  release(path: string): void;
  /** Breaks the connections of the held requests on `path`, as a dying network does. */
  drop(path: string): void;
  close(): Promise<void>;
}

/** A hostile calendar host on 127.0.0.1, on a free port; each route behaves as its mode says. */
export async function feedHost(): Promise<FeedHost> {
  const routes: Record<string, FeedMode> = {};
  const sent: Record<string, number> = {};
  const hits: Record<string, number> = {};
  const open = new Set<http.ServerResponse>();
  const hanging = new Map<string, Set<http.ServerResponse>>();
  const waiters = new Map<string, (() => void)[]>();
  const heldOn = (path: string) => hanging.get(path) ?? hanging.set(path, new Set()).get(path)!;

  function serve(path: string, mode: FeedMode | undefined, res: http.ServerResponse) {
    sent[path] = 0;
    if (!mode) return res.writeHead(404).end('Not found');
    if (mode.kind === 'hang' || mode.kind === 'drip') {
      // Held until the test releases or drops it (a drip also until its last byte).
      heldOn(path).add(res);
      res.on('close', () => heldOn(path).delete(res));
      for (const w of waiters.get(path)?.splice(0) ?? []) w();
    }
    if (mode.kind === 'hang') return;
    if (mode.kind === 'status') return res.writeHead(mode.status, { 'content-type': 'text/plain' }).end('Server error');
    if (mode.kind === 'ok') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(encoded(mode.text));
    if (mode.kind === 'gzip') {
      const body = zlib.gzipSync(encoded(mode.text));
      return res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip', 'content-length': String(body.length) }).end(body);
    }
    if (mode.kind === 'gzip-bomb') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
      const gzip = zlib.createGzip();
      gzip.pipe(res);
      const chunk = Buffer.alloc(64 * 1024, 'X');
      const pump = () => {
        while (sent[path] < mode.bytes && !res.destroyed) {
          sent[path] += chunk.length; // counted unpacked
          if (!gzip.write(chunk)) return void gzip.once('drain', pump);
        }
        gzip.end();
      };
      res.on('close', () => gzip.destroy());
      pump();
      return;
    }
    if (mode.kind === 'drip') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      let i = 0;
      const t = setInterval(() => {
        if (i >= mode.text.length || res.destroyed) return clearInterval(t), heldOn(path).delete(res), res.end();
        res.write(mode.text[i++]);
        sent[path]++;
      }, mode.everyMs);
      return;
    }
    // Filler, with or without a Content-Length, until the client hangs up.
    res.writeHead(200, { 'content-type': 'text/calendar', ...(mode.declare ? { 'content-length': String(mode.declare) } : {}) });
    const chunk = Buffer.alloc(64 * 1024, 'X');
    const pump = () => {
      while (sent[path] < mode.bytes && !res.destroyed) {
        sent[path] += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  }

  const server = http.createServer((req, res) => {
    const path = req.url!.split('?')[0];
    hits[path] = (hits[path] ?? 0) + 1;
    open.add(res);
    res.on('close', () => open.delete(res));
    serve(path, routes[path], res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    sent,
    hits,
    held: (path) => (heldOn(path).size ? Promise.resolve() : new Promise((r) => waiters.set(path, [...(waiters.get(path) ?? []), r]))),
    holding: (path) => heldOn(path).size > 0,
    release(path) {
      for (const res of [...heldOn(path)]) {
        if (res.headersSent) continue; // a drip under way
        heldOn(path).delete(res);
        serve(path, routes[path], res);
      }
    },
    drop(path) {
      for (const res of heldOn(path)) res.socket?.destroy();
      heldOn(path).clear();
    },
    close: () => {
      for (const res of open) res.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens (the port was free a moment ago): connections are refused. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/calendar.ics`;
}

/**
 * Watches this thread's event loop. `blockedMs` is the longest time the loop spent running
 * code between two ticks of a 2 ms timer (event-loop utilisation, so time the OS gave other
 * processes on a busy machine is not counted as blocking); `lateMs` is the plain timer lateness
 * from perf_hooks, which does include it.
 */
export function loopWatch() {
  let last = performance.eventLoopUtilization();
  let blockedMs = 0;
  let lateMs = 0;
  let tick = performance.now();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    blockedMs = Math.max(blockedMs, performance.eventLoopUtilization(now, last).active);
    last = now;
    const t = performance.now();
    lateMs = Math.max(lateMs, t - tick - 2);
    tick = t;
  }, 2);
  return {
    stop() {
      clearInterval(timer);
      const now = performance.eventLoopUtilization();
      blockedMs = Math.max(blockedMs, performance.eventLoopUtilization(now, last).active);
      return { blockedMs, lateMs };
    },
  };
}
