import { parentPort } from 'node:worker_threads';
import { mergeRanges } from './calendar';
import { pack } from './packed';
import { IcalParseError, parseIcal, type ParseOptions } from './ical';

// Parses one feed per message, off the server's event loop: a 5 MB calendar takes the
// worker a second or more, and the server keeps answering meanwhile.
parentPort!.on('message', ({ id, bytes, opts }: { id: number; bytes: Uint8Array; opts: ParseOptions }) => {
  try {
    const ranges = pack(mergeRanges(parseIcal(new TextDecoder().decode(bytes), opts)));
    // Transferred, not copied: the server thread receives them without decoding anything.
    parentPort!.postMessage({ id, ranges }, [ranges.start.buffer, ranges.end.buffer, ranges.blocked.buffer] as ArrayBuffer[]);
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message, invalid: err instanceof IcalParseError });
  }
});
