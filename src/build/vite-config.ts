import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { chunkModulesPlugin } from './chunk-modules-plugin';
import { contentPlugin } from './content-plugin';
import { engineFilesPlugin } from './engine-files-plugin';
import { publicDir } from '../core/paths';

/**
 * The site's Vite settings: the dev server and the tests read them through vite.config.ts, the
 * production bundles (scripts/build-bundles.ts) from here. A setting the bundles need goes here,
 * not into vite.config.ts.
 */
export function siteViteConfig(): UserConfig {
  return {
    plugins: [react(), contentPlugin(), chunkModulesPlugin(), engineFilesPlugin()],
    // The content's photos and icons (CONTENT_DIR's public/ when the tests build their fixture site).
    publicDir,
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
          // The chunk the React islands share would take the name of whichever small module of
          // ours it also holds (`type-scale-….js`, 219 KB): it is named for what it is.
          chunkFileNames: (chunk: { facadeModuleId?: string | null; moduleIds?: string[] }) => {
            const island = chunk.facadeModuleId?.match(/\/(?:blocks|widgets)\/([^/]+)\/client\.ts$/)?.[1];
            const react = !chunk.facadeModuleId && chunk.moduleIds?.some((id) => id.includes('/node_modules/react-dom/'));
            return `assets/${island ?? (react ? 'react' : '[name]')}-[hash].js`;
          },
        },
      },
    },
    ssr: {
      // styled-components' default export is not ESM-friendly in the SSR bundle. The production
      // build bundles every package into it (scripts/build-bundles.ts).
      noExternal: ['styled-components'],
    },
  } as UserConfig;
}
