import { createContext, useContext, type ComponentType } from 'react';
import type { ImageManifest } from '../core/page-data';
import { useSite } from '../core/site-context';
import { clientSite } from '../core/client-site';
import { ComputedContext } from '../core/computed';
import { IslandRoot } from './root';
import { carriesProps, type IslandData, type IslandDeclaration } from '../core/island-types';

/**
 * Provided by the prerender only: renders an island's tree as a root of its own (its own
 * useId prefix, styles collected into the page's sheet), exactly as the browser will hydrate it.
 */
export interface IslandRenderer {
  nextId(): string;
  /** `hydrates`: React takes over this HTML in the browser, so it must stay exactly as rendered. */
  html(node: React.ReactNode, identifierPrefix: string, hydrates: boolean): string;
}
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

interface Props<P> {
  /** Its name (which names its client module), when it runs and how: declared once (IslandDeclaration). */
  island: IslandDeclaration;
  component: ComponentType<P>;
  props: P;
  images?: ImageManifest;
  computed?: unknown;
  /** Kept alive across page swaps by the client router (the chat). */
  persist?: boolean;
}

/**
 * Marks an island root in the prerendered HTML: its name, when it hydrates, and its own
 * serialized props. Outside the prerender (unit tests, or inside another island) it renders
 * the component in place.
 */
export function Island<P extends object>({ island, component: C, props, images, computed, persist }: Props<P>) {
  const renderer = useContext(IslandRendererContext);
  const site = useSite();
  if (!renderer) {
    return (
      <ComputedContext.Provider value={computed}>
        <C {...props} />
      </ComputedContext.Provider>
    );
  }
  const id = renderer.nextId();
  const data: IslandData = { props, images, computed };
  // A React island renders here with what the browser will hydrate it with; a plain script's
  // view is never rendered again, so it may read all of site.yaml.
  const html = renderer.html(
    <IslandRoot site={island.script === 'react' ? clientSite(site) : site} data={data}>
      <C {...props} />
    </IslandRoot>,
    `${id}-`,
    island.script === 'react',
  );
  return (
    <div
      data-island={island.name}
      data-when={island.when}
      data-id={id}
      data-props={carriesProps(island) ? JSON.stringify(data) : undefined}
      data-persist={persist ? island.name : undefined}
      className="island"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
