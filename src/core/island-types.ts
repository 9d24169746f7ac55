import type { ImageManifest } from './page-data';

/**
 * When an island's script runs. `load` as soon as the page is on screen (its requests would
 * otherwise count towards the largest paint of a page that paints late), `idle` when the browser
 * has nothing better to do, `visible` when it nears the viewport, `interaction` on the first
 * pointer, focus or key event inside it. A block without one is static HTML and ships no script.
 */
type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * How an island comes to life: `react` hydrates its component from the props serialized on its
 * root; `script` runs a few lines of plain script that read the island's own HTML (and the props
 * only when its declaration says `readsProps`).
 */
type IslandScript = 'react' | 'script';

/**
 * An island, declared once: a block's in its definition (`island:`, named by its type), a
 * widget's in its folder's `island.ts`. Its name is its folder's, which names its client module
 * (islandNameOf). `readsProps`: a plain script that reads the props from its root as React does.
 * `frame`: it has a first look to show before its code arrives, the default export of `frame.tsx`
 * beside its client.ts (islandFrameOf), which the build renders once into a file of its own (with
 * the island's modules as `modulepreload` links) and names in each page that holds the island:
 * `<meta name="<name>-frame" content="/assets/<name>-frame-<hash>.html">`. Its client code
 * fetches that file and shows it (the chat's frame-script.ts).
 */
export interface IslandDeclaration {
  name: string;
  when: Hydrate;
  script: IslandScript;
  readsProps?: true;
  frame?: true;
}

export const defineIsland = (d: IslandDeclaration): IslandDeclaration => d;

/** Whether the island's root carries its props: React always needs them; plain script only if it says so. */
export const carriesProps = (d: IslandDeclaration): boolean => d.script === 'react' || d.readsProps === true;

/**
 * The one rule from an island's name to its browser code, for the loader's map and the budgets:
 * `src/blocks/<name>/client.ts` or `src/widgets/<name>/client.ts`.
 */
export const islandNameOf = (file: string): string | undefined => /(?:^|\/)(?:blocks|widgets)\/([^/]+)\/client\.ts$/.exec(file)?.[1];

/** The same rule for an island's prerendered first look: `src/{blocks,widgets}/<name>/frame.tsx`. */
export const islandFrameOf = (file: string): string | undefined => /(?:^|\/)(?:blocks|widgets)\/([^/]+)\/frame\.tsx$/.exec(file)?.[1];

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
