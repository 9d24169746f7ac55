// One of the prerender's render threads (src/build/render-pool.ts): imports the SSR bundle and
// renders the views it is sent. Plain JavaScript: the thread starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';

// Every page renders as of the build's one moment (build-time.ts), whenever its turn comes.
const { renderAt } = workerData;
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length ? args : [renderAt]));
  }
  static now() {
    return renderAt;
  }
};

const { render } = await import(workerData.entry);
parentPort.on('message', ({ id, view }) => {
  try {
    parentPort.postMessage({ id, ...render(workerData.site, view) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
