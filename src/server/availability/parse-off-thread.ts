import { Worker } from 'node:worker_threads';
import { IcalParseError, parseIcal, type ParseOptions } from './ical';
import { packFeed, type PackedRanges } from './packed';

// Under Deno (Supabase Edge Functions) the worker cannot load its TypeScript (no tsx), and an
// instance is short-lived under the platform's CPU limit anyway: there, feeds parse on this thread.
const inline = typeof (globalThis as { Deno?: unknown }).Deno !== 'undefined';

type Reply = { id: number; ranges?: PackedRanges; error?: string; invalid?: boolean };
type Pending = { worker: Worker; resolve: (r: PackedRanges) => void; reject: (e: Error) => void };

// A feed can be a calendar and still a pathological one (rules that expand without end, a
// parser bug): it must not hold the parser, or the machine's memory, for ever. Past the
// deadline the worker is stopped and the next feed gets a fresh one; past the heap cap the
// worker stops itself. 43,000 stays (4.8 MB) take 1-2 s here, under 30 s on a machine kept
// busy by other processes, and well under the cap.
const PARSE_DEADLINE_MS = 60_000;
const WORKER_HEAP_MB = 768;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Pending>();

function start(): Worker {
  const w = new Worker(new URL('./parse-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
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
    if (worker === w) worker = undefined;
    for (const [id, p] of waiting) {
      if (p.worker !== w) continue;
      waiting.delete(id);
      p.reject(err);
    }
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the calendar parser stopped (exit ${code})`)));
  return w;
}

/** Starts the parser thread ahead of the first feed, so its start-up is not in a request's way. */
export function warmParser() {
  if (!inline) worker ??= start();
}

/**
 * Parses an iCalendar feed into merged busy ranges on a worker thread, so even a 5 MB feed
 * never blocks the server. Rejects with IcalParseError for text that is not a calendar, or
 * that takes longer than the deadline to read. With `owned`, the caller hands over the whole
 * buffer under `bytes` (it is moved to the worker, not copied, and unusable here afterwards).
 */
export function parseOffThread(bytes: Uint8Array, opts: ParseOptions, owned = false): Promise<PackedRanges> {
  if (inline) {
    try {
      return Promise.resolve(packFeed(parseIcal(new TextDecoder().decode(bytes), opts), opts));
    } catch (err) {
      return Promise.reject(err);
    }
  }
  worker ??= start();
  const w = worker;
  const id = nextId++;
  // A Buffer that spans its whole ArrayBuffer is never a slice of Node's shared pool.
  const movable = owned || (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength);
  const data = movable ? bytes : bytes.slice();
  return new Promise<PackedRanges>((resolve, reject) => {
    const timer = setTimeout(() => {
      const p = waiting.get(id);
      waiting.delete(id);
      p?.reject(new IcalParseError(`The calendar took over ${PARSE_DEADLINE_MS / 1000} s to read`));
      // Feeds queued behind this one fail with the worker and are fetched again next refresh.
      if (worker === w) worker = undefined;
      void w.terminate();
    }, PARSE_DEADLINE_MS);
    timer.unref();
    const done = () => clearTimeout(timer);
    waiting.set(id, { worker: w, resolve: (r) => (done(), resolve(r)), reject: (e) => (done(), reject(e)) });
    w.postMessage({ id, buffer: data.buffer, offset: data.byteOffset, length: data.byteLength, opts }, [data.buffer as ArrayBuffer]);
  });
}
