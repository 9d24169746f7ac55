// One of the content check's YAML threads (src/content/parse-elsewhere.ts): parses the texts it is
// given with the options src/content/yaml-source.ts uses, and hands back each one's value, or
// nothing for a text with an error (the content check parses that one itself, to say where).
// Plain JavaScript: the thread starts without tsx, whatever ran the check.
import { workerData } from 'node:worker_threads';
import { parseDocument } from 'yaml';

const { texts, port, done } = workerData;
try {
  port.postMessage(
    texts.map((text) => {
      const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
      if (doc.errors.length) return undefined;
      try {
        return { value: doc.toJS({ maxAliasCount: 100 }) };
      } catch {
        return undefined;
      }
    }),
  );
} finally {
  port.close();
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
}
