import os from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { valuesOf } from './yaml-values.mjs';

/** Below this many texts, starting the threads costs more than they save. */
const MIN_TEXTS = 200;
/** However the threads fare, the check goes on (parsing here) after this long. */
const GIVE_UP_MS = 120_000;

/**
 * The values of many YAML texts, parsed on every core: this thread parses its share while one
 * thread per other core parses the rest (for a thousand landing pages, half of the check's time
 * was parsing; a thread of its own for this thread's share would only add one more to start).
 * The content check is synchronous: it then waits on an Atomics counter. `undefined` for a text
 * that had an error, or for all of them when there are too few to be worth it: the caller parses
 * those itself, with positions.
 */
export function parseElsewhere(texts: string[]): ({ value: unknown } | undefined)[] {
  const threads = Math.min(os.availableParallelism(), 4);
  if (texts.length < MIN_TEXTS || threads < 2) return texts.map(() => undefined);
  const done = new Int32Array(new SharedArrayBuffer(4));
  const size = Math.ceil(texts.length / threads);
  // The other threads take the first shares; this one the last.
  const others = threads - 1;
  const ports = Array.from({ length: others }, (_, i) => {
    const { port1, port2 } = new MessageChannel();
    new Worker(new URL('./yaml-thread.mjs', import.meta.url), {
      workerData: { texts: texts.slice(i * size, (i + 1) * size), port: port2, done },
      transferList: [port2],
      execArgv: [],
    }).unref();
    return port1;
  });
  const mine = valuesOf(texts.slice(others * size));
  const deadline = Date.now() + GIVE_UP_MS;
  for (let n; (n = Atomics.load(done, 0)) < others && Date.now() < deadline; ) Atomics.wait(done, 0, n, 1000);
  return [
    ...ports.flatMap((port, i) => {
      const got = receiveMessageOnPort(port)?.message as ({ value: unknown } | undefined)[] | undefined;
      port.close();
      return got ?? Array.from({ length: Math.min(size, texts.length - i * size) }, () => undefined);
    }),
    ...mine,
  ];
}
