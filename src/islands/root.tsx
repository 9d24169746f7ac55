import { useEffect, type ReactNode } from 'react';
import type { SiteConfig } from '../types/content.gen';
import { SiteContext } from '../app/site-context';
import { ImagesContext } from '../components/images-context';
import { ComputedContext } from '../blocks/computed';
import { ErrorBoundary } from '../chrome/error-screen';
import type { IslandData } from './types';


/**
 * The context every island renders in, the same at prerender and at hydration, so the
 * island's markup matches: the site settings, its images and the engine's computed data.
 */
export function IslandRoot({ site, data, onReady, children }: { site: SiteConfig; data: IslandData; onReady?: () => void; children: ReactNode }) {
  // Runs once the island has hydrated, so a held click can be replayed on live controls.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <SiteContext.Provider value={site}>
      <ImagesContext.Provider value={data.images ?? {}}>
        <ComputedContext.Provider value={data.computed}>
          {/* An island that throws shows the spec's error screen in its place, not a blank page. */}
          <ErrorBoundary>{children}</ErrorBoundary>
        </ComputedContext.Provider>
      </ImagesContext.Provider>
    </SiteContext.Provider>
  );
}
