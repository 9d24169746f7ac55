import { Worker } from 'node:worker_threads';
import { IcalParseError, type BusyRange, type ParseOptions } from './ical';

type Reply = { id: number; ranges?: BusyRange[]; error?: string; invalid?: boolean };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (r: BusyRange[]) => void; reject: (e: Error) => void }>();

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

/**
 * Parses an iCalendar feed into merged busy ranges on a worker thread, so even a 5 MB feed
 * never blocks the server. Rejects with IcalParseError for text that is not a calendar.
 */
export function parseOffThread(text: string, opts: ParseOptions): Promise<BusyRange[]> {
  worker ??= start();
  const id = nextId++;
  const w = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, text, opts });
  });
}
