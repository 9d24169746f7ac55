import type { ComponentType } from 'react';

/**
 * When an island's JavaScript loads. `static` (the default) ships none: the block is plain
 * HTML. `load` hydrates at once, `idle` when the browser has nothing better to do, `visible`
 * when it nears the viewport, `interaction` on the first pointer, focus or key event inside it.
 */
export type Hydrate = 'static' | 'load' | 'idle' | 'visible' | 'interaction';

/** One registry entry: the component that renders the block, and when it needs its script. */
export interface Entry<P> {
  component: ComponentType<P>;
  hydrate?: Hydrate;
  /**
   * Brought to life by a few lines of plain script that read the block's own HTML (the pause
   * button, the map's frame), not by React: its root carries no serialized props.
   */
  plain?: true;
}

/** What the prerender writes on an island's root, and the loader reads back. */
export interface IslandMark {
  name: string;
  when: Exclude<Hydrate, 'static'>;
  props: unknown;
}
