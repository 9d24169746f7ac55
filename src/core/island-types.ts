import type { ImageManifest } from './page-data';

/**
 * When an island's script runs. `load` at once, `idle` when the browser has nothing better to
 * do, `visible` when it nears the viewport, `interaction` on the first pointer, focus or key
 * event inside it. A block without one is static HTML and ships no script.
 */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * How an island comes to life: `react` hydrates its component from the props serialized on its
 * root; `script` runs a few lines of plain script that read the island's own HTML (no props).
 */
export type IslandScript = 'react' | 'script';

/** What an island's root receives besides the component's own props. */
export interface IslandData {
  props: unknown;
  images?: ImageManifest;
  computed?: unknown;
}

export interface Mounted {
  unmount(): void;
}
/** Brings one island root to life. */
export type Mount = (el: HTMLElement, data: IslandData, id: string) => Promise<Mounted | void> | Mounted | void;

/**
 * An island's `client.ts`. Plain script enhances the prerendered HTML itself; a React island's
 * client is `export const enhance = mountReact(View)` (src/islands/hydrate.tsx), which brings
 * the React runtime with it.
 */
export interface ClientModule {
  enhance: Mount;
}
