// One of the content check's YAML threads (src/content/parse-elsewhere.ts): hands back the values
// of the texts it is given (yaml-values.mjs). Plain JavaScript: the thread starts without tsx,
// whatever ran the check.
import { workerData } from 'node:worker_threads';
import { valuesOf } from './yaml-values.mjs';

const { texts, port, done } = workerData;
try {
  port.postMessage(valuesOf(texts));
} finally {
  port.close();
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
}
