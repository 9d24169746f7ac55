import { Worker } from 'node:worker_threads';
import { IcalParseError, type ParseOptions } from './ical';
import type { PackedRanges } from './packed';

type Reply = { id: number; ranges?: PackedRanges; error?: string; invalid?: boolean };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (r: PackedRanges) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = new Worker(new URL('./parse-worker.mjs', import.meta.url));
  // The worker never keeps the process alive on its own.
  w.unref();
  w.on('message', ({ id, ranges, error, invalid }: Reply) => {
    const p = waiting.get(id);
    waiting.delete(id);
    if (!p) return;
    if (ranges) p.resolve(ranges);
    else p.reject(invalid ? new IcalParseError(error) : new Error(error));
  });
  const fail = (err: Error) => {
    worker = undefined;
    for (const p of waiting.values()) p.reject(err);
    waiting.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the calendar parser stopped (exit ${code})`)));
  return w;
}

/** Starts the parser thread ahead of the first feed, so its start-up is not in a request's way. */
export function warmParser() {
  worker ??= start();
}

/**
 * Parses an iCalendar feed into merged busy ranges on a worker thread, so even a 5 MB feed
 * never blocks the server. Rejects with IcalParseError for text that is not a calendar.
 */
export function parseOffThread(bytes: Uint8Array, opts: ParseOptions): Promise<PackedRanges> {
  worker ??= start();
  const id = nextId++;
  const w = worker;
  // The bytes move to the worker without a copy when they own their whole buffer.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const data = own ? bytes : bytes.slice();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, bytes: data, opts }, [data.buffer as ArrayBuffer]);
  });
}
