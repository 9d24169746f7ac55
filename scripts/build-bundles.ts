// The client and SSR bundles, built for `npm run build` (scripts/build.ts) in a process of its
// own: the half gigabyte Vite holds at its peak is given back when this process ends, before the
// prerender needs memory of its own. Run as a bundle (scripts/run-bundled.mjs), so that Vite loads
// without tsx's loader (another 150 MB); Vite compiles vite.config.ts itself.
// Usage: run-bundled.mjs scripts/build-bundles.ts <client dir> <server dir> [--timings]
import path from 'node:path';
import { build } from 'vite';
import { rootDir } from '../src/core/paths';
import { packBundles } from '../src/build/precompress';

const [clientDir, serverDir] = process.argv.slice(2);
const base = { configFile: 'vite.config.ts', root: rootDir, mode: process.env.BUILD_MODE ?? 'production', logLevel: 'warn' as const };
// With --timings (scripts/build.ts passes it on), each step's wall and CPU time, as the build prints its phases.
const timed = async (name: string, run: () => Promise<unknown>) => {
  const [wall, cpu] = [performance.now(), process.cpuUsage()];
  await run();
  const used = process.cpuUsage(cpu);
  if (process.argv.includes('--timings'))
    console.log(`  ${name.padEnd(22)} ${((performance.now() - wall) / 1000).toFixed(2).padStart(6)} s   CPU ${((used.user + used.system) / 1e6).toFixed(2).padStart(6)} s`);
};
await timed('vite client', () => build({ ...base, build: { outDir: clientDir, emptyOutDir: true, manifest: true } }));
// Every package bundled in, so the prerender can run from a DIST_DIR outside the project too.
await timed('vite SSR', () => build({ ...base, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true }, ssr: { noExternal: true } }));
// The scripts' and styles' brotli (at the highest quality: 0.6 s of processor) is made here, while
// the build is still checking the content on its own core, not after the pages are written.
await timed('brotli of the bundles', () => packBundles(path.dirname(clientDir)));
