import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { ContentModel } from '../content/model';
import { chunkModulesPlugin } from './chunk-modules-plugin';
import { contentPlugin } from './content-plugin';

/**
 * The site's Vite settings, shared by vite.config.ts (dev server, tests) and `npm run build`,
 * which passes the content model it has already checked so the content is read once per build.
 */
export function siteViteConfig(opts: { model?: ContentModel; selfContainedSsr?: boolean } = {}): UserConfig {
  return {
    plugins: [react(), contentPlugin({ model: opts.model }), chunkModulesPlugin()],
    // Stable per-file ids for styled components, so an island chunk that loads a subset of them
    // names its classes exactly as the prerender did (no hydration mismatch); `pure` lets unused
    // styled components drop out of island chunks.
    oxc: { plugins: { styledComponents: { ssr: true, displayName: false, pure: true } } },
    build: {
      // The SSR bundle and the client bundle go to separate folders under dist/.
      outDir: 'dist/client',
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      // Every supported browser has modulepreload; the polyfill would cost every page bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Every island's module is a client.ts: its chunk is named for its folder (photo-carousel-….js).
          chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
            const island = chunk.facadeModuleId?.match(/\/(?:blocks|widgets)\/([^/]+)\/client\.ts$/)?.[1];
            return `assets/${island ?? '[name]'}-[hash].js`;
          },
        },
      },
    },
    ssr: {
      // styled-components' default export is not ESM-friendly in the SSR bundle. The build bundles
      // every package into it, so the prerender can run from a DIST_DIR outside the project too.
      noExternal: opts.selfContainedSsr ? true : ['styled-components'],
    },
  } as UserConfig;
}
