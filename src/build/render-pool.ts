import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Rendering } from '../entry-server';
import type { SiteConfig } from '../core/types/content.gen';

export interface Rendered {
  html: string;
  css: string;
}

export interface RenderPool {
  render(view: Rendering): Promise<Rendered>;
  /** Starts a thread now, if none is running, so that it has loaded the bundle by the first render. */
  warm(): void;
  close(): Promise<void>;
}

/**
 * The SSR bundle's render() in worker threads, up to one per core, so pages render side by side.
 * A thread starts only when every running one has work waiting (starting one and loading the
 * bundle costs a quarter of a second of processor): a rebuild that renders one page starts one,
 * and one that renders none starts none. The threads start without tsx's loader, which would
 * spend a second and 300 MB of memory on the bundle's 3 MB when the build imports it. Their
 * clock stands at `renderAt` (build-time.ts).
 */
export function renderPool(entry: string, site: SiteConfig, renderAt: number, size = os.availableParallelism()): RenderPool {
  const waiting = new Map<number, { resolve(r: Rendered): void; reject(e: Error): void }>();
  const workers: { worker: Worker; jobs: number }[] = [];
  let next = 0;
  let failed: Error | undefined;
  const start = () => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { entry: pathToFileURL(entry).href, site, renderAt }, execArgv: [] });
    const slot = { worker, jobs: 0 };
    worker.on('message', ({ id, html, css, error }: Rendered & { id: number; error?: string }) => {
      slot.jobs--;
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
    workers.push(slot);
    return slot;
  };
  /** The least busy thread, or a new one when every thread has work and there is room. */
  const pick = () => {
    const idle = workers.reduce<(typeof workers)[number] | undefined>((best, w) => (!best || w.jobs < best.jobs ? w : best), undefined);
    return idle && (idle.jobs === 0 || workers.length >= size) ? idle : start();
  };
  return {
    render: (view) =>
      new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        const id = next++;
        waiting.set(id, { resolve, reject });
        const slot = pick();
        slot.jobs++;
        slot.worker.postMessage({ id, view });
      }),
    warm: () => void (workers.length || start()),
    close: async () => {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
