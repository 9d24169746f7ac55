import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './src/build/content-plugin';
import { chunkModulesPlugin } from './src/build/chunk-modules-plugin';

export default defineConfig({
  plugins: [react(), contentPlugin(), chunkModulesPlugin()],
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
  },
  ssr: {
    // styled-components' default export is not ESM-friendly in the SSR bundle.
    noExternal: ['styled-components'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // A loaded 2-core machine can take seconds to hydrate; polls wait for behaviour, not time.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
