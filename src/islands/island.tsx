import { createContext, useContext, type ComponentType } from 'react';
import type { ImageManifest } from '../engine/page-data';
import { useSite } from '../app/site-context';
import { ComputedContext } from '../engine/computed';
import { IslandRoot, type IslandData } from './root';
import type { Hydrate } from './types';

/**
 * Provided by the prerender only: renders an island's tree as a root of its own (its own
 * useId prefix, styles collected into the page's sheet), exactly as the browser will hydrate it.
 */
export interface IslandRenderer {
  nextId(): string;
  html(node: React.ReactNode, identifierPrefix: string): string;
}
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The images of a page's manifest that a value (a block's fields) refers to. */
export function imagesIn(value: unknown, manifest: ImageManifest): ImageManifest | undefined {
  const text = JSON.stringify(value);
  const used = Object.keys(manifest).filter((src) => text.includes(JSON.stringify(src)));
  return used.length ? Object.fromEntries(used.map((src) => [src, manifest[src]])) : undefined;
}

interface Props<P> {
  name: string;
  when: Hydrate;
  component: ComponentType<P>;
  props: P;
  images?: ImageManifest;
  computed?: unknown;
  /** Kept alive across page swaps by the client router (the chat). */
  persist?: string;
  /** A plain-script island reads its HTML alone: nothing to serialize. */
  plain?: boolean;
}

/**
 * Marks an island root in the prerendered HTML: its name, when it hydrates, and its own
 * serialized props. Outside the prerender (unit tests, or inside another island) it renders
 * the component in place.
 */
export function Island<P extends object>({ name, when, component: C, props, images, computed, persist, plain }: Props<P>) {
  const renderer = useContext(IslandRendererContext);
  const site = useSite();
  if (!renderer || when === 'static') {
    return (
      <ComputedContext.Provider value={computed}>
        <C {...props} />
      </ComputedContext.Provider>
    );
  }
  const id = renderer.nextId();
  const data: IslandData = { props, images, computed };
  const html = renderer.html(
    <IslandRoot site={site} data={data}>
      <C {...props} />
    </IslandRoot>,
    `${id}-`,
  );
  return (
    <div
      data-island={name}
      data-when={when}
      data-id={id}
      data-props={plain ? undefined : JSON.stringify(data)}
      data-persist={persist}
      className="island"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
