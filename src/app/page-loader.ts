import { dataUrl, type PageData } from '../engine/page-data';

export type Loaded = { kind: 'page'; page: PageData } | { kind: 'missing'; path: string } | { kind: 'error'; status?: number; message: string };

const cache = new Map<string, Promise<Loaded>>();

export function primePage(page: PageData) {
  cache.set(page.path, Promise.resolve({ kind: 'page', page }));
}

/** Fetches a route's own data file once; a 404 means the route does not exist. */
export function loadPage(path: string): Promise<Loaded> {
  let p = cache.get(path);
  if (!p) {
    p = fetch(dataUrl(path), { headers: { accept: 'application/json' } })
      .then(async (res): Promise<Loaded> => {
        if (res.status === 404) return { kind: 'missing', path };
        if (!res.ok) return { kind: 'error', status: res.status, message: `${res.status} ${res.statusText}` };
        return { kind: 'page', page: (await res.json()) as PageData };
      })
      .catch((e: Error): Loaded => ({ kind: 'error', message: e.message }));
    cache.set(path, p);
    // Failures are not cached, so coming back online and navigating again works.
    p.then((r) => r.kind === 'error' && cache.delete(path));
  }
  return p;
}
