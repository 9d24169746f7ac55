import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An iCal feed of `n` one-night bookings from `from` onwards, as Airbnb writes them. */
export function manyEvents(n: number, from = Date.UTC(2026, 10, 1)): string {
  const day = (i: number) => new Date(from + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const events: string[] = [];
  for (let i = 0; i < n; i++) {
    events.push(`BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART;VALUE=DATE:${day(i * 2)}\r\nDTEND;VALUE=DATE:${day(i * 2 + 1)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`);
  }
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//test//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
}

export type FeedMode =
  | { kind: 'ok'; text: string }
  | { kind: 'hang' }
  | { kind: 'drip'; text: string; everyMs: number }
  | { kind: 'stream'; bytes: number; declare?: number };

// Encoded once, so serving a 5 MB feed costs this (shared) process a copy, not an encoding.
const bytes = new Map<string, Buffer>();
const encoded = (text: string) => bytes.get(text) ?? (bytes.clear(), bytes.set(text, Buffer.from(text)).get(text)!);

/** A hostile calendar host on 127.0.0.1; each route behaves as its mode says. */
export async function feedHost() {
  const routes: Record<string, FeedMode> = {};
  const sent: Record<string, number> = {};
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const path = req.url!.split('?')[0];
    const mode = routes[path];
    sent[path] = 0;
    open.add(res);
    res.on('close', () => open.delete(res));
    if (!mode) return res.writeHead(404).end();
    if (mode.kind === 'hang') return; // never answers
    if (mode.kind === 'ok') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(encoded(mode.text));
    if (mode.kind === 'drip') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      let i = 0;
      const t = setInterval(() => {
        if (i >= mode.text.length || res.destroyed) return clearInterval(t), res.end();
        res.write(mode.text[i++]);
      }, mode.everyMs);
      return;
    }
    // A stream of filler, with or without a Content-Length, until the client hangs up.
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
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    routes,
    /** Bytes the host managed to send on a route before the client stopped reading. */
    sent,
    close: () => {
      for (const res of open) res.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
