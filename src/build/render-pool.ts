import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Rendering } from '../entry-server';
import type { SiteConfig } from '../types/content.gen';

export interface Rendered {
  html: string;
  css: string;
}

export interface RenderPool {
  render(view: Rendering): Promise<Rendered>;
  close(): Promise<void>;
}

/**
 * The SSR bundle's render() in worker threads, one per core, so pages render side by side. The
 * threads start without tsx's loader, which would spend a second and 300 MB of memory on the
 * bundle's 3 MB when the build imports it. Their clock stands at `renderAt` (build-time.ts).
 */
export function renderPool(entry: string, site: SiteConfig, renderAt: number, size = os.availableParallelism()): RenderPool {
  const waiting = new Map<number, { resolve(r: Rendered): void; reject(e: Error): void }>();
  let next = 0;
  let failed: Error | undefined;
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { entry: pathToFileURL(entry).href, site, renderAt }, execArgv: [] });
    worker.on('message', ({ id, html, css, error }: Rendered & { id: number; error?: string }) => {
      const job = waiting.get(id)!;
      waiting.delete(id);
      if (error) job.reject(Object.assign(new Error(error.split('\n')[0]), { stack: error }));
      else job.resolve({ html, css });
    });
    worker.on('error', (err) => {
      failed = err;
      for (const job of waiting.values()) job.reject(err);
      waiting.clear();
    });
    return worker;
  });
  return {
    render: (view) =>
      new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        const id = next++;
        waiting.set(id, { resolve, reject });
        workers[id % size].postMessage({ id, view });
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
