// A TypeScript entry of the project as one plain JavaScript file that `node` runs without tsx,
// whose module hooks cost a script 0.7 s of processor: `npm run build` runs this way
// (scripts/run-bundled.mjs), and so do the servers and scripts the tests start
// (harness/node-bundle.ts). Plain JavaScript itself, so that it needs no tsx to run.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The feed parser's thread, bundled beside each entry under the name the server starts it by.
const threads = { 'parse-worker': 'src/server/availability/parse-worker-run.ts' };

/**
 * Each module keeps the address of its source file (the server and the scripts find the project,
 * its migrations and the render thread from `import.meta.url`), except where it starts one of
 * the bundled threads.
 * @type {import('esbuild').Plugin}
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // Not where it names a bundled thread: that thread is found beside the bundle.
      const elsewhere = new RegExp(`(?<!new URL\\('\\./(?:${Object.keys(threads).join('|')})\\.mjs', )import\\.meta\\.url`, 'g');
      const contents = text.replace(elsewhere, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: /** @type {import('esbuild').Loader} */ (path.extname(args.path).slice(1).replace(/^[cm]/, '')) };
    });
  },
};

const keepExternal = ['better-sqlite3', 'sharp', 'subset-font', '@fontsource-variable/*', 'vite', 'esbuild', 'lightningcss', 'rollup', '@vitejs/*', 'tsx', 'fsevents'];

/**
 * `entry` of the project at `root` and the parser's thread as plain JavaScript in `dir` (the
 * packages it keeps external are imported from node_modules): its file, and the modification
 * time of every source it was made from.
 * @returns {Promise<{ file: string; sources: Map<string, number> }>}
 */
export async function bundle(root, entry, dir) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, entry), ...Object.fromEntries(Object.entries(threads).map(([name, src]) => [name, path.join(root, src)])) },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too (loading them one by one was a third of a server's start), but
    // for those that load files of their own by path at run time: native code, WebAssembly,
    // fonts, and the build tools.
    external: keepExternal,
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
    metafile: true,
    plugins: [sourceUrls],
  });
  const sources = new Map(Object.keys(metafile.inputs).map((f) => [path.resolve(root, f), fs.statSync(path.resolve(root, f)).mtimeMs]));
  return { file: path.join(dir, 'main.mjs'), sources };
}

/**
 * Whether every source is as it was when the bundle was made.
 * @param {Map<string, number>} sources
 */
export const current = (sources) => [...sources].every(([file, mtime]) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs === mtime);
