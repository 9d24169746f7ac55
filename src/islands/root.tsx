import { useEffect, type ReactNode } from 'react';
import type { SiteConfig } from '../core/types/content.gen';
import type { ClientSite } from '../core/client-site';
import { SiteContext } from '../core/site-context';
import { ImagesContext } from '../core/images-context';
import { ComputedContext } from '../core/computed';
import { ErrorBoundary } from '../components/error-screen';
import type { IslandData } from '../core/island-types';


/**
 * The context every island renders in, the same at prerender and at hydration, so the
 * island's markup matches: the site's client share (all of it for a plain script, never re-rendered),
 * its images and the engine's computed data.
 */
export function IslandRoot({ site, data, onReady, children }: { site: ClientSite | SiteConfig; data: IslandData; onReady?: () => void; children: ReactNode }) {
  // Runs once the island has hydrated, so a held click can be replayed on live controls.
  useEffect(() => onReady?.(), [onReady]);
  // useSite() types it as the whole site: a read outside the share is undefined at prerender too.
  return (
    <SiteContext.Provider value={site as unknown as SiteConfig}>
      <ImagesContext.Provider value={data.images ?? {}}>
        <ComputedContext.Provider value={data.computed}>
          {/* An island that throws shows the spec's error screen in its place, not a blank page. */}
          <ErrorBoundary>{children}</ErrorBoundary>
        </ComputedContext.Provider>
      </ImagesContext.Provider>
    </SiteContext.Provider>
  );
}
