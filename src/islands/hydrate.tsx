import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import site from 'virtual:site';
import { IslandRoot } from './root';
import type { IslandData, Mount, Mounted } from '../core/island-types';

/**
 * Hydrates one island root with React, in the same context tree the prerender used and with
 * the same useId prefix, so the server's markup is adopted without a mismatch.
 */
export function mountReact<P extends object>(C: ComponentType<P>): Mount {
  return (el: HTMLElement, data: IslandData, id: string) =>
    new Promise<Mounted>((resolve) => {
      const root = hydrateRoot(
        el,
        <IslandRoot site={site} data={data} onReady={() => resolve({ unmount: () => root.unmount() })}>
          <C {...(data.props as P)} />
        </IslandRoot>,
        { identifierPrefix: `${id}-` },
      );
    });
}
