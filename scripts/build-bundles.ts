// The client and SSR bundles, built for `npm run build` (scripts/build.ts) in a process of its
// own: the half gigabyte Vite holds at its peak is given back when this process ends, before the
// prerender needs memory of its own. Run as a bundle (scripts/run-bundled.mjs), so that Vite loads
// without tsx's loader (another 150 MB). The site's Vite settings are taken from where
// vite.config.ts takes them (src/build/vite-config.ts), not from that file: Vite compiled and
// loaded it for each of the two builds, with the test runner it also configures (vitest/node),
// half a second of processor each time.
// Usage: run-bundled.mjs scripts/build-bundles.ts <client dir> <server dir> [--timings]
import path from 'node:path';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { rootDir } from '../src/core/paths';
import { siteViteConfig } from '../src/build/vite-config';
import { packBundles } from '../src/build/precompress';

const [clientDir, serverDir] = process.argv.slice(2);
/** The site's settings with those of one build merged in, as Vite merges what it is handed into the file's (fresh plugins each time). */
const settings = (own: InlineConfig) =>
  mergeConfig(siteViteConfig(), { configFile: false, root: rootDir, mode: process.env.BUILD_MODE ?? 'production', logLevel: 'warn', ...own } satisfies InlineConfig);
// With --timings (scripts/build.ts passes it on), each step's wall and CPU time, as the build prints its phases.
const timed = async (name: string, run: () => Promise<unknown>) => {
  const [wall, cpu] = [performance.now(), process.cpuUsage()];
  await run();
  const used = process.cpuUsage(cpu);
  if (process.argv.includes('--timings'))
    console.log(`  ${name.padEnd(22)} ${((performance.now() - wall) / 1000).toFixed(2).padStart(6)} s   CPU ${((used.user + used.system) / 1e6).toFixed(2).padStart(6)} s`);
};
await timed('vite client', () => build(settings({ build: { outDir: clientDir, emptyOutDir: true, manifest: true } })));
// Every package bundled in, so the prerender can run from a DIST_DIR outside the project too.
await timed('vite SSR', () => build(settings({ build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true }, ssr: { noExternal: true } })));
// The scripts' and styles' brotli (at the highest quality: 0.6 s of processor) is made here, while
// the build is still checking the content on its own core, not after the pages are written.
await timed('brotli of the bundles', () => packBundles(path.dirname(clientDir)));
