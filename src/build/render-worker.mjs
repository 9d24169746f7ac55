// One of the prerender's render threads (src/build/render-pool.ts): imports the SSR bundle and
// renders the views it is sent. Plain JavaScript: the thread starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';

const { render } = await import(workerData.entry);
parentPort.on('message', ({ id, view }) => {
  try {
    parentPort.postMessage({ id, ...render(workerData.site, view) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
