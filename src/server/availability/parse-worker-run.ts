import { parentPort } from 'node:worker_threads';
import { mergeRanges } from './calendar';
import { IcalParseError, parseIcal, type ParseOptions } from './ical';

// Parses one feed per message, off the server's event loop: a 5 MB calendar takes the
// worker a second or more, and the server keeps answering meanwhile.
parentPort!.on('message', ({ id, text, opts }: { id: number; text: string; opts: ParseOptions }) => {
  try {
    parentPort!.postMessage({ id, ranges: mergeRanges(parseIcal(text, opts)) });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message, invalid: err instanceof IcalParseError });
  }
});
