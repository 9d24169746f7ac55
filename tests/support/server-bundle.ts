import { build, type Loader, type Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../../src/content/paths';
import { processDir } from './scratch';

// The feed parser's thread, bundled beside the server under the name the server starts it by.
const workers = { 'parse-worker': 'src/server/availability/parse-worker-run.ts' };

/**
 * Each module keeps the address of its source file (the server finds the project and its
 * migrations from `import.meta.url`), except where it starts one of the bundled threads.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // Not where it names a bundled thread: that thread is found beside the bundle.
      const elsewhere = new RegExp(`(?<!new URL\\('\\./(?:${Object.keys(workers).join('|')})\\.mjs', )import\\.meta\\.url`, 'g');
      const contents = text.replace(elsewhere, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') as Loader };
    });
  },
};

/**
 * src/server/main.ts and its parser thread as plain JavaScript, in `dir` inside the project (their
 * packages are imported from its node_modules). Started with `node`, a server skips compiling
 * its TypeScript through tsx, in both threads: a quarter of a start's processor time.
 */
export async function bundleServer(dir: string): Promise<string> {
  await build({
    entryPoints: { main: path.join(rootDir, 'src/server/main.ts'), ...Object.fromEntries(Object.entries(workers).map(([name, src]) => [name, path.join(rootDir, src)])) },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    plugins: [sourceUrls],
  });
  return path.join(dir, 'main.mjs');
}

let bundled: Promise<string> | undefined;

/**
 * The server the tests start: this process's bundle of the current sources, made on its first
 * start (0.2 s) and removed by a later test process once this one has ended.
 */
export const serverEntry = (): Promise<string> => (bundled ??= bundleServer(processDir(path.join(rootDir, 'node_modules/.cache/guesthouse-tests'))));
