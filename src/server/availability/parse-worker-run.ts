import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { packFeed } from './packed';
import { IcalParseError, parseIcal, type ParseOptions } from './ical';

// The server asks for it (lowerParserPriority: 10 steps). On Linux setpriority acts on the
// calling thread alone, so this lowers the parser and not the server: on a busy two-core machine
// a long parse then yields the CPU to the thread that answers requests. Not the lowest priority
// (19): under a load that never lets up, a first copy (which a visitor may be waiting for) must
// still arrive. Elsewhere it would lower the whole process: left alone there.
const { lowerBy } = (workerData ?? {}) as { lowerBy?: number };
if (lowerBy !== undefined && process.platform === 'linux') {
  try {
    // A new thread starts at the priority of the one that made it.
    os.setPriority(Math.min(19, os.getPriority() + lowerBy));
  } catch {
    // Not permitted in this container; the parse still runs off the server's thread.
  }
}

// The server counts the processor time this thread uses against a parse's budget: it reads it
// from /proc by the thread's id (Linux; elsewhere it counts time on the clock).
try {
  parentPort!.postMessage({ tid: Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) });
} catch {
  // No /proc here.
}

// Parses one feed per message, off the server's event loop: a 5 MB calendar takes the
// worker a second or more, and the server keeps answering meanwhile.
type Job = { id: number; buffer: ArrayBuffer; offset: number; length: number; opts: ParseOptions };

parentPort!.on('message', ({ id, buffer, offset, length, opts }: Job) => {
  try {
    const ranges = packFeed(parseIcal(new TextDecoder().decode(new Uint8Array(buffer, offset, length)), opts), opts);
    // Transferred, not copied: the server thread receives them without decoding anything.
    parentPort!.postMessage({ id, ranges }, [ranges.start.buffer, ranges.end.buffer, ranges.blocked.buffer] as ArrayBuffer[]);
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message, invalid: err instanceof IcalParseError });
  }
});
