import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { IcalParseError, parseIcal, type ParseOptions } from './ical';
import { packFeed, type PackedRanges } from './packed';

// Under Deno (Supabase Edge Functions) the worker cannot load its TypeScript (no tsx), and an
// instance is short-lived under the platform's CPU limit anyway: there, feeds parse on this thread.
const inline = typeof (globalThis as { Deno?: unknown }).Deno !== 'undefined';

type Reply = { id: number; ranges?: PackedRanges; error?: string; invalid?: boolean } | { tid: number };
type Pending = { worker: Worker; resolve: (r: PackedRanges) => void; reject: (e: Error) => void };

// A feed can be a calendar and still a pathological one (rules that expand without end, a
// parser bug): it must not hold the parser, or the machine's memory, for ever. Past its budget
// the worker is stopped and the next feed gets a fresh one; past the heap cap the worker stops
// itself. The budget is the worker's own processor time where Linux reports a thread's, else
// time on the clock: the worker runs at a low priority, so a machine busy with other work can
// keep a sound feed waiting for minutes, which says nothing about the feed. 43,000 stays
// (4.8 MB) take 1-2 s of it, and well under the heap cap.
const PARSE_BUDGET_MS = 60_000;
const WORKER_HEAP_MB = 768;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Pending>();
/** Each worker's thread id, which it reports once started (Linux). */
const threadIds = new WeakMap<Worker, number>();
/** How far below this thread's priority a new worker puts its own (nice steps); unset, not at all. */
let parserLowerBy: number | undefined;

/**
 * The server's choice: its feed parser yields the processor to the thread that answers
 * requests (parse-worker-run.ts). Others that parse feeds (the tests, the benchmarks, the
 * development server) have no visitors waiting and keep the parser at their own priority.
 */
export function lowerParserPriority(by = 10) {
  parserLowerBy = by;
}

/** The processor time (ms) a thread of this process has used, from /proc; undefined where it cannot be read. */
function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    // After the command name: state is the 1st field, utime and stime the 12th and 13th, in ticks of 10 ms.
    const fields = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function start(): Worker {
  const w = new Worker(new URL('./parse-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }, workerData: { lowerBy: parserLowerBy } });
  // The worker never keeps the process alive on its own.
  w.unref();
  w.on('message', (reply: Reply) => {
    if ('tid' in reply) return void threadIds.set(w, reply.tid);
    const { id, ranges, error, invalid } = reply;
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
 * that takes the parser more than `budgetMs` to read. With `owned`, the caller hands over the
 * whole buffer under `bytes` (it is moved to the worker, not copied, and unusable here afterwards).
 */
export function parseOffThread(bytes: Uint8Array, opts: ParseOptions, owned = false, budgetMs = PARSE_BUDGET_MS): Promise<PackedRanges> {
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
  // Counted from now, the parse of any feed queued before this one included.
  const [cpuAtStart, clockAtStart] = [threadCpuMs(threadIds.get(w)) ?? 0, Date.now()];
  const used = () => {
    const cpu = threadCpuMs(threadIds.get(w));
    return cpu === undefined ? Date.now() - clockAtStart : cpu - cpuAtStart;
  };
  return new Promise<PackedRanges>((resolve, reject) => {
    const timer = setInterval(() => {
      if (used() <= budgetMs) return;
      const p = waiting.get(id);
      waiting.delete(id);
      p?.reject(new IcalParseError(`The calendar took the parser over ${budgetMs / 1000} s to read`));
      // Feeds queued behind this one fail with the worker and are fetched again next refresh.
      if (worker === w) worker = undefined;
      void w.terminate();
      clearInterval(timer);
    }, Math.min(1000, budgetMs));
    timer.unref();
    const done = () => clearInterval(timer);
    waiting.set(id, { worker: w, resolve: (r) => (done(), resolve(r)), reject: (e) => (done(), reject(e)) });
    w.postMessage({ id, buffer: data.buffer, offset: data.byteOffset, length: data.byteLength, opts }, [data.buffer as ArrayBuffer]);
  });
}
